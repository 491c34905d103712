import type { StaffContentOverview } from '@lintas/domain/content-schemas';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useEditorOverview } from '../api/editor-api';
import { jakartaDateTime } from '../lib/jakarta-time';
import office from './office.module.css';
import { BannerForm, BlogForm, FaqForm, bannerHref } from './content-forms';
import { Badges, EditorPage, NoticeLine, RowActions } from './editor-parts';
import styles from './editor.module.css';
import { useEditor, type Editor } from './use-editor';

type Kind = 'faq' | 'banner' | 'blog';

const TABS: ReadonlyArray<readonly [Kind, string]> = [
  ['faq', 'FAQ'],
  ['banner', 'Banner'],
  ['blog', 'Blog'],
];

const ADD_LABEL: Record<Kind, string> = {
  faq: 'Tambah pertanyaan',
  banner: 'Tambah banner',
  blog: 'Tambah artikel',
};

function kindOf(value: string | null): Kind {
  return value === 'banner' || value === 'blog' ? value : 'faq';
}

/**
 * /operator/konten: the site's FAQ, banners (home carousel, promo events, the visitors'
 * popup) and blog articles, drafts and ended ones included. Each can be added, changed
 * or deleted (after a question); a saved row that shows publicly links to its page.
 */
export function ContentPage() {
  return (
    <EditorPage
      title={paths.operatorContent.title}
      lead="FAQ, banner dan artikel blog untuk semua pengunjung. Perubahan langsung tersimpan; pengunjung yang sedang membuka halaman melihatnya paling lambat satu menit kemudian."
    >
      <ContentEditor />
    </EditorPage>
  );
}

function ContentEditor() {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('jenis'));
  const session = useStaffSession();
  const overview = useEditorOverview('konten', session?.staf.peran === 'admin');
  const editor = useEditor('konten');
  const creating = editor.editing?.kind === kind && editor.editing.id === undefined;

  return (
    <>
      <nav aria-label="Jenis konten">
        <ul className={styles.tabs}>
          {TABS.map(([value, label]) => (
            <li key={value}>
              <Link
                to={paths.operatorContent.getHref(value)}
                aria-current={value === kind ? 'page' : undefined}
                onClick={editor.close}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NoticeLine notice={editor.notice} />
      {overview.isPending ? (
        <div className={office.stack}>
          <SkeletonCard lines={3} label="Memuat konten…" />
          <SkeletonCard lines={3} />
        </div>
      ) : overview.isError ? (
        <ErrorState
          title="Konten gagal dimuat"
          message={errorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          {creating ? (
            <KindForm kind={kind} overview={overview.data} editor={editor} />
          ) : (
            <div>
              <Button onClick={() => editor.open({ kind })}>{ADD_LABEL[kind]}</Button>
            </div>
          )}
          {kind === 'faq' ? (
            <FaqList overview={overview.data} editor={editor} />
          ) : kind === 'banner' ? (
            <BannerList overview={overview.data} editor={editor} />
          ) : (
            <BlogList overview={overview.data} readAt={overview.dataUpdatedAt} editor={editor} />
          )}
        </>
      )}
    </>
  );
}

function KindForm({
  kind,
  overview,
  editor,
  id,
}: {
  kind: Kind;
  overview: StaffContentOverview;
  editor: Editor;
  id?: number;
}) {
  if (kind === 'faq')
    return (
      <FaqForm overview={overview} editor={editor} row={overview.faq.find((r) => r.id === id)} />
    );
  if (kind === 'banner')
    return (
      <BannerForm
        overview={overview}
        editor={editor}
        row={overview.banner.find((r) => r.id === id)}
      />
    );
  return (
    <BlogForm overview={overview} editor={editor} row={overview.blog.find((r) => r.id === id)} />
  );
}

function FaqList({ overview, editor }: { overview: StaffContentOverview; editor: Editor }) {
  if (overview.faq.length === 0)
    return (
      <EmptyState
        title="Belum ada pertanyaan"
        description="Pertanyaan yang ditambahkan tampil di halaman FAQ."
      />
    );
  const category = new Map(overview.kategori_faq.map((item) => [item.kategori_id, item.nama]));
  return (
    <ul className={styles.list} aria-label="Daftar FAQ">
      {overview.faq.map((faq) =>
        editor.isEditing('faq', faq.id) ? (
          <li key={faq.id}>
            <KindForm kind="faq" id={faq.id} overview={overview} editor={editor} />
          </li>
        ) : (
          <li key={faq.id} className={`${office.card} ${styles.item}`}>
            <div className={styles.head}>
              <div>
                <span className={styles.muted}>{category.get(faq.kategori_id) ?? '–'}</span>
                <h2>{faq.pertanyaan}</h2>
              </div>
              <Badges
                items={[
                  faq.terbit ? ['Terbit', 'ok'] : ['Draf'],
                  ...(faq.rekomendasi ? [['Rekomendasi', 'ok'] as const] : []),
                ]}
              />
            </div>
            <p className={`${styles.text} ${styles.muted}`}>{excerpt(faq.jawaban)}</p>
            {faq.terbit ? (
              <p className={styles.muted}>
                <a href={paths.faqDetail.getHref(faq.id)} target="_blank" rel="noopener">
                  Lihat di situs
                </a>
              </p>
            ) : null}
            <RowActions
              name={faq.pertanyaan}
              what="pertanyaan"
              onEdit={() => editor.open({ kind: 'faq', id: faq.id })}
              onDelete={() =>
                editor.remove('faq', faq.id, `Pertanyaan “${faq.pertanyaan}” dihapus.`)
              }
              deleting={editor.isDeleting('faq', faq.id)}
            />
          </li>
        ),
      )}
    </ul>
  );
}

const PLACEMENT_LABEL = { carousel: 'Carousel beranda', event: 'Event', popup: 'Popup' } as const;

function BannerList({ overview, editor }: { overview: StaffContentOverview; editor: Editor }) {
  if (overview.banner.length === 0)
    return (
      <EmptyState
        title="Belum ada banner"
        description="Banner carousel tampil di beranda; banner event punya halamannya sendiri."
      />
    );
  return (
    <ul className={styles.list} aria-label="Daftar banner">
      {overview.banner.map((banner) =>
        editor.isEditing('banner', banner.id) ? (
          <li key={banner.id}>
            <KindForm kind="banner" id={banner.id} overview={overview} editor={editor} />
          </li>
        ) : (
          <li key={banner.id} className={`${office.card} ${styles.item}`}>
            <div className={styles.head}>
              <div>
                <span className={styles.muted}>
                  {PLACEMENT_LABEL[banner.penempatan]}
                  {banner.kode ? ` · ${banner.kode}` : ''}
                </span>
                <h2>{banner.judul}</h2>
              </div>
              <Badges items={[banner.aktif ? ['Aktif', 'ok'] : ['Nonaktif']]} />
            </div>
            {banner.subjudul ? <p className={styles.text}>{banner.subjudul}</p> : null}
            <dl className={office.facts}>
              <div>
                <dt>Tayang</dt>
                <dd>{showingPeriod(banner.mulai, banner.selesai)}</dd>
              </div>
              <div>
                <dt>Urutan</dt>
                <dd>{banner.urutan}</dd>
              </div>
              {banner.voucher_kode.length > 0 ? (
                <div>
                  <dt>Voucher</dt>
                  <dd>{banner.voucher_kode.join(', ')}</dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.muted}>
              <a href={bannerHref(banner)} target="_blank" rel="noopener">
                Lihat di situs
              </a>
            </p>
            <RowActions
              name={banner.judul}
              what="banner"
              onEdit={() => editor.open({ kind: 'banner', id: banner.id })}
              onDelete={() =>
                editor.remove('banner', banner.id, `Banner “${banner.judul}” dihapus.`)
              }
              deleting={editor.isDeleting('banner', banner.id)}
            />
          </li>
        ),
      )}
    </ul>
  );
}

function BlogList({
  overview,
  readAt,
  editor,
}: {
  overview: StaffContentOverview;
  /** When the list was read: an article dated later shows as scheduled. */
  readAt: number;
  editor: Editor;
}) {
  if (overview.blog.length === 0)
    return (
      <EmptyState title="Belum ada artikel" description="Artikel yang terbit tampil di Blog." />
    );
  const group = new Map(overview.grup_blog.map((item) => [item.blog_group_kode, item.nama]));
  return (
    <ul className={styles.list} aria-label="Daftar artikel">
      {overview.blog.map((blog) => {
        const shown = blog.terbit && Date.parse(blog.tanggal_terbit) <= readAt;
        return editor.isEditing('blog', blog.id) ? (
          <li key={blog.id}>
            <KindForm kind="blog" id={blog.id} overview={overview} editor={editor} />
          </li>
        ) : (
          <li key={blog.id} className={`${office.card} ${styles.item}`}>
            <div className={styles.head}>
              <div>
                <span className={styles.muted}>
                  {group.get(blog.blog_group_kode) ?? blog.blog_group_kode} ·{' '}
                  {jakartaDateTime(blog.tanggal_terbit)}
                </span>
                <h2>{blog.judul}</h2>
              </div>
              <Badges items={[shown ? ['Terbit', 'ok'] : blog.terbit ? ['Terjadwal'] : ['Draf']]} />
            </div>
            <p className={`${styles.text} ${styles.muted}`}>{blog.ringkasan}</p>
            {shown ? (
              <p className={styles.muted}>
                <a href={paths.blogDetail.getHref(blog.kode)} target="_blank" rel="noopener">
                  Lihat di situs
                </a>
              </p>
            ) : null}
            <RowActions
              name={blog.judul}
              what="artikel"
              onEdit={() => editor.open({ kind: 'blog', id: blog.id })}
              onDelete={() => editor.remove('blog', blog.id, `Artikel “${blog.judul}” dihapus.`)}
              deleting={editor.isDeleting('blog', blog.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** When a banner shows, in words: both ends, one of them, or always. */
function showingPeriod(start: string | null, end: string | null): string {
  if (start && end) return `${jakartaDateTime(start)} – ${jakartaDateTime(end)}`;
  if (start) return `Sejak ${jakartaDateTime(start)}`;
  if (end) return `Sampai ${jakartaDateTime(end)}`;
  return 'Tanpa batas waktu';
}

/** The start of a long text, cut at a word. */
function excerpt(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}
