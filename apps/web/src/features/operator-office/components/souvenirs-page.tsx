import { formatRupiah } from '@lintas/domain/format';
import type { StaffSouvenirOverview, StaffSouvenirRow } from '@lintas/domain/souvenir-schemas';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { numberField } from '../lib/form-values';
import office from './office.module.css';
import { CheckInput, SelectInput, TextInput, useEditorFields } from './editor-fields';
import {
  activeBadge,
  AddRow,
  EditableItem,
  EditorForm,
  EditorPage,
  NoticeLine,
  OverviewGate,
  RowActions,
  RowHead,
  SiteLink,
} from './editor-parts';
import styles from './editor.module.css';
import { useEditorScreen, type Editor } from './use-editor';

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
  const { overview, editor } = useEditorScreen('oleh-oleh');
  const [category, setCategory] = useState('');
  return (
    <OverviewGate
      overview={overview}
      lines={3}
      loading="Memuat oleh-oleh…"
      failed="Oleh-oleh gagal dimuat"
    >
      {(data) => (
        <SouvenirList
          overview={data}
          editor={editor}
          category={category}
          setCategory={setCategory}
        />
      )}
    </OverviewGate>
  );
}

function SouvenirList({
  overview,
  editor,
  category,
  setCategory,
}: {
  overview: StaffSouvenirOverview;
  editor: Editor;
  category: string;
  setCategory: (category: string) => void;
}) {
  const names = new Map(overview.kategori.map((item) => [item.kategori_id, item.nama]));
  const products = overview.produk.filter(
    (item) => category === '' || String(item.kategori_id) === category,
  );
  return (
    <>
      <section className={office.toolbar} aria-label="Saringan">
        <label className={office.field}>
          <span>Kategori</span>
          <select value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">Semua kategori</option>
            {overview.kategori.map((item) => (
              <option key={item.kategori_id} value={String(item.kategori_id)}>
                {item.nama}
              </option>
            ))}
          </select>
        </label>
        <p className={office.summary}>{products.length} produk</p>
      </section>
      <NoticeLine notice={editor.notice} />
      <AddRow
        editor={editor}
        kind="produk"
        label="Tambah produk"
        form={<SouvenirForm overview={overview} editor={editor} />}
      />
      {products.length === 0 ? (
        <EmptyState
          title={category ? 'Tidak ada produk di kategori ini' : 'Belum ada produk'}
          description="Produk yang aktif tampil di halaman Oleh-oleh."
        />
      ) : (
        <ul className={styles.list} aria-label="Produk oleh-oleh">
          {products.map((product) => (
            <EditableItem
              key={product.produk_id}
              editor={editor}
              kind="produk"
              id={product.produk_id}
              form={<SouvenirForm overview={overview} editor={editor} row={product} />}
            >
              <RowHead
                meta={
                  <>
                    {names.get(product.kategori_id) ?? '–'} · {product.toko}, {product.kota}
                  </>
                }
                title={product.nama}
                badges={[
                  activeBadge(product.aktif),
                  ...(product.tersedia ? [] : [['Habis'] as const]),
                  ...(product.rekomendasi ? [['Rekomendasi', 'ok'] as const] : []),
                ]}
              />
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
                <SiteLink href={paths.souvenirProduct.getHref(product.produk_id)} />
              ) : null}
              <RowActions
                editor={editor}
                kind="produk"
                id={product.produk_id}
                name={product.nama}
                what="produk"
                removed={`Produk “${product.nama}” dihapus.`}
                deleteWarning="Untuk menyembunyikannya sementara, nonaktifkan saja."
              />
            </EditableItem>
          ))}
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
  const { form, field, check } = useEditorFields(editor, {
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
    <EditorForm title={row ? 'Ubah produk' : 'Produk baru'} editor={editor} onSubmit={submit}>
      <TextInput label="Nama" {...field('nama')} />
      <SelectInput
        label="Kategori"
        {...field('kategori_id')}
        options={overview.kategori.map((item) => [String(item.kategori_id), item.nama])}
      />
      <TextInput label="Nama toko" {...field('toko')} />
      <TextInput label="Kota" {...field('kota')} />
      <TextInput label="Harga (Rp)" inputMode="numeric" {...field('harga')} />
      <TextInput label="Satuan" hint="Misalnya: kotak isi 10" {...field('satuan')} />
      <TextInput label="Deskripsi" rows={4} {...field('deskripsi')} />
      <TextInput
        label="Gambar"
        hint="Alamat di situs ini (/content/...) atau https://"
        {...field('gambar')}
      />
      <TextInput
        label="WhatsApp penjual"
        hint="Kosong: pesanan ke call center"
        inputMode="tel"
        {...field('whatsapp')}
      />
      <TextInput label="Urutan" inputMode="numeric" {...field('urutan')} />
      <CheckInput label="Aktif (tampil di katalog)" {...check('aktif')} />
      <CheckInput label="Tersedia (belum habis)" {...check('tersedia')} />
      <CheckInput label="Rekomendasi" {...check('rekomendasi')} />
    </EditorForm>
  );
}
