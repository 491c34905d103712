import type { StaffContentOverview } from '@lintas/domain/content-schemas';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { jakartaDateTime } from '../lib/jakarta-time';
import office from './office.module.css';
import { BannerForm, BlogForm, FaqForm, bannerHref } from './content-forms';
import {
  activeBadge,
  AddRow,
  EditableItem,
  EditorPage,
  NoticeLine,
  OverviewGate,
  RowActions,
  RowHead,
  SiteLink,
} from './editor-parts';
import styles from './editor.module.css';
import { useEditorScreen, type Editor } from './use-editor';

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
  const { overview, editor } = useEditorScreen('konten');

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
      <OverviewGate
        overview={overview}
        lines={3}
        loading="Memuat konten…"
        failed="Konten gagal dimuat"
      >
        {(data) => (
          <>
            <AddRow
              editor={editor}
              kind={kind}
              label={ADD_LABEL[kind]}
              form={<KindForm kind={kind} overview={data} editor={editor} />}
            />
            {kind === 'faq' ? (
              <FaqList overview={data} editor={editor} />
            ) : kind === 'banner' ? (
              <BannerList overview={data} editor={editor} />
            ) : (
              <BlogList overview={data} readAt={overview.dataUpdatedAt} editor={editor} />
            )}
          </>
        )}
      </OverviewGate>
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
      {overview.faq.map((faq) => (
        <EditableItem
          key={faq.id}
          editor={editor}
          kind="faq"
          id={faq.id}
          form={<KindForm kind="faq" id={faq.id} overview={overview} editor={editor} />}
        >
          <RowHead
            meta={category.get(faq.kategori_id) ?? '–'}
            title={faq.pertanyaan}
            badges={[
              faq.terbit ? ['Terbit', 'ok'] : ['Draf'],
              ...(faq.rekomendasi ? [['Rekomendasi', 'ok'] as const] : []),
            ]}
          />
          <p className={`${styles.text} ${styles.muted}`}>{excerpt(faq.jawaban)}</p>
          {faq.terbit ? <SiteLink href={paths.faqDetail.getHref(faq.id)} /> : null}
          <RowActions
            editor={editor}
            kind="faq"
            id={faq.id}
            name={faq.pertanyaan}
            what="pertanyaan"
            removed={`Pertanyaan “${faq.pertanyaan}” dihapus.`}
          />
        </EditableItem>
      ))}
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
      {overview.banner.map((banner) => (
        <EditableItem
          key={banner.id}
          editor={editor}
          kind="banner"
          id={banner.id}
          form={<KindForm kind="banner" id={banner.id} overview={overview} editor={editor} />}
        >
          <RowHead
            meta={
              <>
                {PLACEMENT_LABEL[banner.penempatan]}
                {banner.kode ? ` · ${banner.kode}` : ''}
              </>
            }
            title={banner.judul}
            badges={[activeBadge(banner.aktif)]}
          />
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
          <SiteLink href={bannerHref(banner)} />
          <RowActions
            editor={editor}
            kind="banner"
            id={banner.id}
            name={banner.judul}
            what="banner"
            removed={`Banner “${banner.judul}” dihapus.`}
          />
        </EditableItem>
      ))}
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
        return (
          <EditableItem
            key={blog.id}
            editor={editor}
            kind="blog"
            id={blog.id}
            form={<KindForm kind="blog" id={blog.id} overview={overview} editor={editor} />}
          >
            <RowHead
              meta={
                <>
                  {group.get(blog.blog_group_kode) ?? blog.blog_group_kode} ·{' '}
                  {jakartaDateTime(blog.tanggal_terbit)}
                </>
              }
              title={blog.judul}
              badges={[shown ? ['Terbit', 'ok'] : blog.terbit ? ['Terjadwal'] : ['Draf']]}
            />
            <p className={`${styles.text} ${styles.muted}`}>{blog.ringkasan}</p>
            {shown ? <SiteLink href={paths.blogDetail.getHref(blog.kode)} /> : null}
            <RowActions
              editor={editor}
              kind="blog"
              id={blog.id}
              name={blog.judul}
              what="artikel"
              removed={`Artikel “${blog.judul}” dihapus.`}
            />
          </EditableItem>
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
