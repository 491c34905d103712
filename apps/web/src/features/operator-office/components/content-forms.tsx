import type { StaffContentOverview, StaffContentWriteResult } from '@lintas/domain/content-schemas';
import { paths } from '../../../config/paths';
import { fromJakartaInput, toJakartaInput } from '../lib/jakarta-time';
import { commaList, numberField, optionalText } from '../lib/form-values';
import { CheckInput, SelectInput, TextInput, useEditorFields } from './editor-fields';
import { EditorForm, type Notice } from './editor-parts';
import type { Editor } from './use-editor';

type Faq = StaffContentOverview['faq'][number];
type Banner = StaffContentOverview['banner'][number];
type Blog = StaffContentOverview['blog'][number];

/** The saved notice of a content write: where it shows, or that it does not yet. */
function savedNotice(what: string, href: string) {
  return (result: unknown): Notice => {
    const written = result as StaffContentWriteResult;
    return written.tampil
      ? { kind: 'done', text: `${what} disimpan dan tampil di situs.`, href }
      : {
          kind: 'done',
          text: `${what} disimpan, tetapi belum tampil di situs (draf, nonaktif atau di luar jadwal tayang).`,
        };
  };
}

export function FaqForm({
  overview,
  row,
  editor,
}: {
  overview: StaffContentOverview;
  row?: Faq;
  editor: Editor;
}) {
  const { form, field, check } = useEditorFields(editor, {
    kategori_id: String(row?.kategori_id ?? overview.kategori_faq[0]?.kategori_id ?? ''),
    pertanyaan: row?.pertanyaan ?? '',
    jawaban: row?.jawaban ?? '',
    rekomendasi: row?.rekomendasi ?? false,
    urutan: String(row?.urutan ?? 0),
    terbit: row?.terbit ?? true,
  });

  const submit = () =>
    editor.save(
      {
        kategori_id: numberField(form.kategori_id),
        pertanyaan: form.pertanyaan,
        jawaban: form.jawaban,
        rekomendasi: form.rekomendasi,
        urutan: numberField(form.urutan),
        terbit: form.terbit,
      },
      (result) =>
        savedNotice('Pertanyaan', paths.faqDetail.getHref((result as { id: number }).id))(result),
    );

  return (
    <EditorForm
      title={row ? 'Ubah pertanyaan FAQ' : 'Pertanyaan FAQ baru'}
      editor={editor}
      onSubmit={submit}
    >
      <SelectInput
        label="Kategori"
        options={overview.kategori_faq.map((item) => [String(item.kategori_id), item.nama])}
        {...field('kategori_id')}
      />
      <TextInput
        label="Urutan"
        hint="Kecil tampil lebih dulu"
        inputMode="numeric"
        {...field('urutan')}
      />
      <TextInput label="Pertanyaan" wide {...field('pertanyaan')} />
      <TextInput
        label="Jawaban"
        hint="Teks biasa; paragraf dipisah baris kosong"
        rows={6}
        {...field('jawaban')}
      />
      <CheckInput label="Terbit (tampil di situs)" {...check('terbit')} />
      <CheckInput label="Rekomendasi (tampil di atas halaman FAQ)" {...check('rekomendasi')} />
    </EditorForm>
  );
}

const PLACEMENTS = [
  ['carousel', 'Carousel beranda'],
  ['event', 'Event promo'],
  ['popup', 'Popup pengunjung'],
] as const;

/** Where a banner shows: an event has its page, the carousel and the popup are on home. */
export function bannerHref(banner: Pick<Banner, 'penempatan' | 'kode'>): string {
  return banner.penempatan === 'event' && banner.kode
    ? paths.event.getHref(banner.kode)
    : paths.home.getHref();
}

export function BannerForm({
  overview,
  row,
  editor,
}: {
  overview: StaffContentOverview;
  row?: Banner;
  editor: Editor;
}) {
  const { form, field, check } = useEditorFields(editor, {
    penempatan: row?.penempatan ?? 'carousel',
    kategori_id: row?.kategori_id === null || !row ? '' : String(row.kategori_id),
    kode: row?.kode ?? '',
    judul: row?.judul ?? '',
    subjudul: row?.subjudul ?? '',
    gambar: row?.gambar ?? '',
    tautan: row?.tautan ?? '',
    voucher_kode: row?.voucher_kode.join(', ') ?? '',
    untuk_semua: row?.untuk_semua ?? false,
    urutan: String(row?.urutan ?? 0),
    mulai: toJakartaInput(row?.mulai),
    selesai: toJakartaInput(row?.selesai),
    aktif: row?.aktif ?? true,
  });
  const carousel = form.penempatan === 'carousel';

  const submit = () => {
    const kode = carousel ? null : optionalText(form.kode);
    editor.save(
      {
        penempatan: form.penempatan,
        kategori_id: form.kategori_id === '' ? null : numberField(form.kategori_id),
        kode,
        judul: form.judul,
        subjudul: form.subjudul,
        gambar: form.gambar,
        tautan: optionalText(form.tautan),
        voucher_kode: form.penempatan === 'event' ? commaList(form.voucher_kode) : [],
        untuk_semua: form.penempatan === 'popup' && form.untuk_semua,
        urutan: numberField(form.urutan),
        mulai: fromJakartaInput(form.mulai),
        selesai: fromJakartaInput(form.selesai),
        aktif: form.aktif,
      },
      savedNotice('Banner', bannerHref({ penempatan: form.penempatan, kode })),
    );
  };

  return (
    <EditorForm title={row ? 'Ubah banner' : 'Banner baru'} editor={editor} onSubmit={submit}>
      <SelectInput label="Penempatan" options={PLACEMENTS} {...field('penempatan')} />
      {carousel ? (
        <SelectInput
          label="Kategori"
          options={[
            ['', 'Tanpa kategori'],
            ...overview.kategori_banner.map(
              (item) => [String(item.kategori_id), item.nama] as const,
            ),
          ]}
          {...field('kategori_id')}
        />
      ) : (
        <TextInput
          label={form.penempatan === 'event' ? 'Kode event' : 'Kode kampanye (ads_kode)'}
          hint={
            form.penempatan === 'event'
              ? 'Alamat halaman event: /event/kode'
              : 'Huruf kecil, angka, tanda hubung'
          }
          {...field('kode')}
        />
      )}
      <TextInput label="Judul" {...field('judul')} />
      <TextInput label="Subjudul" {...field('subjudul')} />
      <TextInput
        label="Gambar"
        hint="Alamat di situs ini (/content/...) atau https://"
        {...field('gambar')}
      />
      <TextInput
        label="Tautan"
        hint="Opsional: halaman yang dibuka saat banner diklik"
        {...field('tautan')}
      />
      {form.penempatan === 'event' ? (
        <TextInput
          label="Kode voucher event"
          hint="Dipisah koma, misalnya HEMAT10, MUDIK25"
          wide
          {...field('voucher_kode')}
        />
      ) : null}
      <TextInput
        label="Mulai tayang (WIB)"
        hint="Kosong: sejak sekarang"
        type="datetime-local"
        {...field('mulai')}
      />
      <TextInput
        label="Selesai tayang (WIB)"
        hint="Kosong: tanpa batas"
        type="datetime-local"
        {...field('selesai')}
      />
      <TextInput
        label="Urutan"
        hint="Kecil tampil lebih dulu"
        inputMode="numeric"
        {...field('urutan')}
      />
      <CheckInput label="Aktif" {...check('aktif')} />
      {form.penempatan === 'popup' ? (
        <CheckInput
          label="Untuk semua pengunjung (bukan hanya kampanye ini)"
          {...check('untuk_semua')}
        />
      ) : null}
    </EditorForm>
  );
}

export function BlogForm({
  overview,
  row,
  editor,
}: {
  overview: StaffContentOverview;
  row?: Blog;
  editor: Editor;
}) {
  const { form, field, check } = useEditorFields(editor, {
    kode: row?.kode ?? '',
    blog_group_kode: row?.blog_group_kode ?? overview.grup_blog[0]?.blog_group_kode ?? '',
    judul: row?.judul ?? '',
    ringkasan: row?.ringkasan ?? '',
    isi: row?.isi ?? '',
    gambar: row?.gambar ?? '',
    penulis: row?.penulis ?? 'Tim Lintas',
    tanggal_terbit: toJakartaInput(row?.tanggal_terbit),
    terbit: row?.terbit ?? true,
  });

  const submit = () => {
    const published = fromJakartaInput(form.tanggal_terbit);
    editor.save(
      {
        kode: form.kode,
        blog_group_kode: form.blog_group_kode,
        judul: form.judul,
        ringkasan: form.ringkasan,
        isi: form.isi,
        gambar: form.gambar,
        penulis: form.penulis,
        // Absent: now for a new article, its own date for an edited one (the server's rule).
        ...(published === null ? {} : { tanggal_terbit: published }),
        terbit: form.terbit,
      },
      savedNotice('Artikel', paths.blogDetail.getHref(form.kode.trim().toLowerCase())),
    );
  };

  return (
    <EditorForm title={row ? 'Ubah artikel' : 'Artikel baru'} editor={editor} onSubmit={submit}>
      <TextInput label="Judul" wide {...field('judul')} />
      <TextInput
        label="Kode (alamat artikel)"
        hint="Contoh: tips-mudik-2026 → /blog/tips-mudik-2026"
        {...field('kode')}
      />
      <SelectInput
        label="Grup"
        options={overview.grup_blog.map((item) => [item.blog_group_kode, item.nama])}
        {...field('blog_group_kode')}
      />
      <TextInput label="Ringkasan" rows={2} {...field('ringkasan')} />
      <TextInput
        label="Isi"
        hint='Bagian dipisah baris kosong: paragraf, subjudul (satu baris "## …"), daftar (baris-baris "- …")'
        rows={10}
        {...field('isi')}
      />
      <TextInput
        label="Gambar"
        hint="Alamat di situs ini (/content/...) atau https://"
        {...field('gambar')}
      />
      <TextInput label="Penulis" {...field('penulis')} />
      <TextInput
        label="Tanggal terbit (WIB)"
        hint={row ? 'Kosong: tanggal semula' : 'Kosong: sekarang; tanggal nanti: tampil saat itu'}
        type="datetime-local"
        {...field('tanggal_terbit')}
      />
      <CheckInput label="Terbit (bukan draf)" {...check('terbit')} />
    </EditorForm>
  );
}
