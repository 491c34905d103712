import type { StaffContentOverview, StaffContentWriteResult } from '@lintas/domain/content-schemas';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { fromJakartaInput, toJakartaInput } from '../lib/jakarta-time';
import { commaList, numberField, optionalText } from '../lib/form-values';
import { CheckInput, EditorForm, SelectInput, TextInput, type Notice } from './editor-parts';
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
  const [form, setForm] = useState({
    kategori_id: String(row?.kategori_id ?? overview.kategori_faq[0]?.kategori_id ?? ''),
    pertanyaan: row?.pertanyaan ?? '',
    jawaban: row?.jawaban ?? '',
    rekomendasi: row?.rekomendasi ?? false,
    urutan: String(row?.urutan ?? 0),
    terbit: row?.terbit ?? true,
  });
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const errors = editor.problem?.fields ?? {};

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
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <SelectInput
        label="Kategori"
        name="kategori_id"
        errors={errors}
        value={form.kategori_id}
        onChange={set('kategori_id')}
        options={overview.kategori_faq.map((item) => [String(item.kategori_id), item.nama])}
      />
      <TextInput
        label="Urutan"
        name="urutan"
        errors={errors}
        hint="Kecil tampil lebih dulu"
        inputMode="numeric"
        value={form.urutan}
        onChange={set('urutan')}
      />
      <TextInput
        label="Pertanyaan"
        name="pertanyaan"
        errors={errors}
        wide
        value={form.pertanyaan}
        onChange={set('pertanyaan')}
      />
      <TextInput
        label="Jawaban"
        name="jawaban"
        errors={errors}
        hint="Teks biasa; paragraf dipisah baris kosong"
        rows={6}
        value={form.jawaban}
        onChange={set('jawaban')}
      />
      <CheckInput
        label="Terbit (tampil di situs)"
        name="terbit"
        errors={errors}
        checked={form.terbit}
        onChange={set('terbit')}
      />
      <CheckInput
        label="Rekomendasi (tampil di atas halaman FAQ)"
        name="rekomendasi"
        errors={errors}
        checked={form.rekomendasi}
        onChange={set('rekomendasi')}
      />
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
  const [form, setForm] = useState({
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
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const errors = editor.problem?.fields ?? {};
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
    <EditorForm
      title={row ? 'Ubah banner' : 'Banner baru'}
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <SelectInput
        label="Penempatan"
        name="penempatan"
        errors={errors}
        value={form.penempatan}
        onChange={(value) => set('penempatan')(value as Banner['penempatan'])}
        options={PLACEMENTS}
      />
      {carousel ? (
        <SelectInput
          label="Kategori"
          name="kategori_id"
          errors={errors}
          value={form.kategori_id}
          onChange={set('kategori_id')}
          options={[
            ['', 'Tanpa kategori'],
            ...overview.kategori_banner.map(
              (item) => [String(item.kategori_id), item.nama] as const,
            ),
          ]}
        />
      ) : (
        <TextInput
          label={form.penempatan === 'event' ? 'Kode event' : 'Kode kampanye (ads_kode)'}
          name="kode"
          errors={errors}
          hint={
            form.penempatan === 'event'
              ? 'Alamat halaman event: /event/kode'
              : 'Huruf kecil, angka, tanda hubung'
          }
          value={form.kode}
          onChange={set('kode')}
        />
      )}
      <TextInput
        label="Judul"
        name="judul"
        errors={errors}
        value={form.judul}
        onChange={set('judul')}
      />
      <TextInput
        label="Subjudul"
        name="subjudul"
        errors={errors}
        value={form.subjudul}
        onChange={set('subjudul')}
      />
      <TextInput
        label="Gambar"
        name="gambar"
        errors={errors}
        hint="Alamat di situs ini (/content/...) atau https://"
        value={form.gambar}
        onChange={set('gambar')}
      />
      <TextInput
        label="Tautan"
        name="tautan"
        errors={errors}
        hint="Opsional: halaman yang dibuka saat banner diklik"
        value={form.tautan}
        onChange={set('tautan')}
      />
      {form.penempatan === 'event' ? (
        <TextInput
          label="Kode voucher event"
          name="voucher_kode"
          errors={errors}
          hint="Dipisah koma, misalnya HEMAT10, MUDIK25"
          wide
          value={form.voucher_kode}
          onChange={set('voucher_kode')}
        />
      ) : null}
      <TextInput
        label="Mulai tayang (WIB)"
        name="mulai"
        errors={errors}
        hint="Kosong: sejak sekarang"
        type="datetime-local"
        value={form.mulai}
        onChange={set('mulai')}
      />
      <TextInput
        label="Selesai tayang (WIB)"
        name="selesai"
        errors={errors}
        hint="Kosong: tanpa batas"
        type="datetime-local"
        value={form.selesai}
        onChange={set('selesai')}
      />
      <TextInput
        label="Urutan"
        name="urutan"
        errors={errors}
        hint="Kecil tampil lebih dulu"
        inputMode="numeric"
        value={form.urutan}
        onChange={set('urutan')}
      />
      <CheckInput
        label="Aktif"
        name="aktif"
        errors={errors}
        checked={form.aktif}
        onChange={set('aktif')}
      />
      {form.penempatan === 'popup' ? (
        <CheckInput
          label="Untuk semua pengunjung (bukan hanya kampanye ini)"
          name="untuk_semua"
          errors={errors}
          checked={form.untuk_semua}
          onChange={set('untuk_semua')}
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
  const [form, setForm] = useState({
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
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const errors = editor.problem?.fields ?? {};

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
    <EditorForm
      title={row ? 'Ubah artikel' : 'Artikel baru'}
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <TextInput
        label="Judul"
        name="judul"
        errors={errors}
        wide
        value={form.judul}
        onChange={set('judul')}
      />
      <TextInput
        label="Kode (alamat artikel)"
        name="kode"
        errors={errors}
        hint="Contoh: tips-mudik-2026 → /blog/tips-mudik-2026"
        value={form.kode}
        onChange={set('kode')}
      />
      <SelectInput
        label="Grup"
        name="blog_group_kode"
        errors={errors}
        value={form.blog_group_kode}
        onChange={set('blog_group_kode')}
        options={overview.grup_blog.map((item) => [item.blog_group_kode, item.nama])}
      />
      <TextInput
        label="Ringkasan"
        name="ringkasan"
        errors={errors}
        rows={2}
        value={form.ringkasan}
        onChange={set('ringkasan')}
      />
      <TextInput
        label="Isi"
        name="isi"
        errors={errors}
        hint='Bagian dipisah baris kosong: paragraf, subjudul (satu baris "## …"), daftar (baris-baris "- …")'
        rows={10}
        value={form.isi}
        onChange={set('isi')}
      />
      <TextInput
        label="Gambar"
        name="gambar"
        errors={errors}
        hint="Alamat di situs ini (/content/...) atau https://"
        value={form.gambar}
        onChange={set('gambar')}
      />
      <TextInput
        label="Penulis"
        name="penulis"
        errors={errors}
        value={form.penulis}
        onChange={set('penulis')}
      />
      <TextInput
        label="Tanggal terbit (WIB)"
        name="tanggal_terbit"
        errors={errors}
        hint={row ? 'Kosong: tanggal semula' : 'Kosong: sekarang; tanggal nanti: tampil saat itu'}
        type="datetime-local"
        value={form.tanggal_terbit}
        onChange={set('tanggal_terbit')}
      />
      <CheckInput
        label="Terbit (bukan draf)"
        name="terbit"
        errors={errors}
        checked={form.terbit}
        onChange={set('terbit')}
      />
    </EditorForm>
  );
}
