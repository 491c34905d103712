import { formatRupiah } from '@lintas/domain/format';
import type { StaffSouvenirOverview, StaffSouvenirRow } from '@lintas/domain/souvenir-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useEditorOverview } from '../api/editor-api';
import { numberField } from '../lib/form-values';
import office from './office.module.css';
import {
  Badges,
  CheckInput,
  EditorForm,
  EditorPage,
  NoticeLine,
  RowActions,
  SelectInput,
  TextInput,
} from './editor-parts';
import styles from './editor.module.css';
import { useEditor, type Editor } from './use-editor';

/**
 * /operator/oleh-oleh: the souvenir catalogue, inactive products included, by category.
 * A product is added, changed (sold out, recommended, hidden) or deleted; an active one
 * links to its public page.
 */
export function SouvenirsPage() {
  return (
    <EditorPage
      title={paths.operatorSouvenirs.title}
      lead="Produk oleh-oleh di katalog. Pesanan dikirim lewat WhatsApp ke penjual, atau ke call center bila nomor penjual kosong."
    >
      <SouvenirsEditor />
    </EditorPage>
  );
}

function SouvenirsEditor() {
  const session = useStaffSession();
  const overview = useEditorOverview('oleh-oleh', session?.staf.peran === 'admin');
  const editor = useEditor('oleh-oleh');
  const [category, setCategory] = useState('');

  if (overview.isPending)
    return (
      <div className={office.stack}>
        <SkeletonCard lines={3} label="Memuat oleh-oleh…" />
        <SkeletonCard lines={3} />
      </div>
    );
  if (overview.isError)
    return (
      <ErrorState
        title="Oleh-oleh gagal dimuat"
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  const names = new Map(data.kategori.map((item) => [item.kategori_id, item.nama]));
  const products = data.produk.filter(
    (item) => category === '' || String(item.kategori_id) === category,
  );
  const creating = editor.editing?.kind === 'produk' && editor.editing.id === undefined;

  return (
    <>
      <section className={office.toolbar} aria-label="Saringan">
        <label className={office.field}>
          <span>Kategori</span>
          <select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">Semua kategori</option>
            {data.kategori.map((item) => (
              <option key={item.kategori_id} value={String(item.kategori_id)}>
                {item.nama}
              </option>
            ))}
          </select>
        </label>
        <p className={office.summary}>{products.length} produk</p>
      </section>
      <NoticeLine notice={editor.notice} />
      {creating ? (
        <SouvenirForm overview={data} editor={editor} />
      ) : (
        <div>
          <Button onClick={() => editor.open({ kind: 'produk' })}>Tambah produk</Button>
        </div>
      )}
      {products.length === 0 ? (
        <EmptyState
          title={category ? 'Tidak ada produk di kategori ini' : 'Belum ada produk'}
          description="Produk yang aktif tampil di halaman Oleh-oleh."
        />
      ) : (
        <ul className={styles.list} aria-label="Produk oleh-oleh">
          {products.map((product) =>
            editor.isEditing('produk', product.produk_id) ? (
              <li key={product.produk_id}>
                <SouvenirForm overview={data} editor={editor} row={product} />
              </li>
            ) : (
              <li key={product.produk_id} className={`${office.card} ${styles.item}`}>
                <div className={styles.head}>
                  <div>
                    <span className={styles.muted}>
                      {names.get(product.kategori_id) ?? '–'} · {product.toko}, {product.kota}
                    </span>
                    <h2>{product.nama}</h2>
                  </div>
                  <Badges
                    items={[
                      product.aktif ? ['Aktif', 'ok'] : ['Nonaktif'],
                      ...(product.tersedia ? [] : [['Habis'] as const]),
                      ...(product.rekomendasi ? [['Rekomendasi', 'ok'] as const] : []),
                    ]}
                  />
                </div>
                <dl className={office.facts}>
                  <div>
                    <dt>Harga</dt>
                    <dd>
                      {formatRupiah(product.harga)}
                      {product.satuan ? ` / ${product.satuan}` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt>Pesanan ke</dt>
                    <dd>{product.whatsapp ? `+${product.whatsapp}` : 'Call center'}</dd>
                  </div>
                </dl>
                {product.aktif ? (
                  <p className={styles.muted}>
                    <a
                      href={paths.souvenirProduct.getHref(product.produk_id)}
                      target="_blank"
                      rel="noopener"
                    >
                      Lihat di situs
                    </a>
                  </p>
                ) : null}
                <RowActions
                  name={product.nama}
                  what="produk"
                  onEdit={() => editor.open({ kind: 'produk', id: product.produk_id })}
                  onDelete={() =>
                    editor.remove('produk', product.produk_id, `Produk “${product.nama}” dihapus.`)
                  }
                  deleting={editor.isDeleting('produk', product.produk_id)}
                  deleteWarning="Untuk menyembunyikannya sementara, nonaktifkan saja."
                />
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}

function SouvenirForm({
  overview,
  editor,
  row,
}: {
  overview: StaffSouvenirOverview;
  editor: Editor;
  row?: StaffSouvenirRow;
}) {
  const [form, setForm] = useState({
    kategori_id: String(row?.kategori_id ?? overview.kategori[0]?.kategori_id ?? ''),
    nama: row?.nama ?? '',
    toko: row?.toko ?? '',
    kota: row?.kota ?? '',
    harga: row ? String(row.harga) : '',
    satuan: row?.satuan ?? '',
    deskripsi: row?.deskripsi ?? '',
    gambar: row?.gambar ?? '',
    whatsapp: row?.whatsapp ? `+${row.whatsapp}` : '',
    tersedia: row?.tersedia ?? true,
    rekomendasi: row?.rekomendasi ?? false,
    aktif: row?.aktif ?? true,
    urutan: String(row?.urutan ?? 0),
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
        nama: form.nama,
        toko: form.toko,
        kota: form.kota,
        harga: numberField(form.harga) ?? '',
        satuan: form.satuan,
        deskripsi: form.deskripsi,
        gambar: form.gambar,
        whatsapp: form.whatsapp,
        tersedia: form.tersedia,
        rekomendasi: form.rekomendasi,
        aktif: form.aktif,
        urutan: numberField(form.urutan) ?? 0,
      },
      (result) => {
        const saved = result as StaffSouvenirRow;
        return saved.aktif
          ? {
              kind: 'done',
              text: `Produk “${saved.nama}” disimpan dan tampil di situs.`,
              href: paths.souvenirProduct.getHref(saved.produk_id),
            }
          : { kind: 'done', text: `Produk “${saved.nama}” disimpan (nonaktif, tidak tampil).` };
      },
    );
  return (
    <EditorForm
      title={row ? 'Ubah produk' : 'Produk baru'}
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <TextInput
        label="Nama"
        name="nama"
        errors={errors}
        value={form.nama}
        onChange={set('nama')}
      />
      <SelectInput
        label="Kategori"
        name="kategori_id"
        errors={errors}
        value={form.kategori_id}
        onChange={set('kategori_id')}
        options={overview.kategori.map((item) => [String(item.kategori_id), item.nama])}
      />
      <TextInput
        label="Nama toko"
        name="toko"
        errors={errors}
        value={form.toko}
        onChange={set('toko')}
      />
      <TextInput
        label="Kota"
        name="kota"
        errors={errors}
        value={form.kota}
        onChange={set('kota')}
      />
      <TextInput
        label="Harga (Rp)"
        name="harga"
        errors={errors}
        inputMode="numeric"
        value={form.harga}
        onChange={set('harga')}
      />
      <TextInput
        label="Satuan"
        name="satuan"
        errors={errors}
        hint="Misalnya: kotak isi 10"
        value={form.satuan}
        onChange={set('satuan')}
      />
      <TextInput
        label="Deskripsi"
        name="deskripsi"
        errors={errors}
        rows={4}
        value={form.deskripsi}
        onChange={set('deskripsi')}
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
        label="WhatsApp penjual"
        name="whatsapp"
        errors={errors}
        hint="Kosong: pesanan ke call center"
        inputMode="tel"
        value={form.whatsapp}
        onChange={set('whatsapp')}
      />
      <TextInput
        label="Urutan"
        name="urutan"
        errors={errors}
        inputMode="numeric"
        value={form.urutan}
        onChange={set('urutan')}
      />
      <CheckInput
        label="Aktif (tampil di katalog)"
        name="aktif"
        errors={errors}
        checked={form.aktif}
        onChange={set('aktif')}
      />
      <CheckInput
        label="Tersedia (belum habis)"
        name="tersedia"
        errors={errors}
        checked={form.tersedia}
        onChange={set('tersedia')}
      />
      <CheckInput
        label="Rekomendasi"
        name="rekomendasi"
        errors={errors}
        checked={form.rekomendasi}
        onChange={set('rekomendasi')}
      />
    </EditorForm>
  );
}
