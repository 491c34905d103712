import { formatRupiah } from '@lintas/domain/format';
import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { paths } from '../../../config/paths';
import { commaList, lineList, numberField, optionalNumberField } from '../lib/form-values';
import office from './office.module.css';
import { CheckInput, SelectInput, TextInput, useEditorFields } from './editor-fields';
import {
  activeBadge,
  AddRow,
  EditableItem,
  EditorForm,
  RowActions,
  RowHead,
  SiteLink,
} from './editor-parts';
import styles from './editor.module.css';
import { QuestionForm, QuestionItem } from './flashsale-questions';
import type { Editor } from './use-editor';

type Overview = StaffFlashSaleOverview;
type Card = Overview['card'][number];

/** One card of a session: its price and stock, and its quiz questions beneath it. */
export function CardItem({
  card,
  overview,
  editor,
}: {
  card: Card;
  overview: Overview;
  editor: Editor;
}) {
  const questions = overview.soal.filter((question) => question.card_id === card.id);
  return (
    <EditableItem
      editor={editor}
      kind="card"
      id={card.id}
      nested
      form={
        <CardForm editor={editor} overview={overview} sessionId={card.sesi_sub_id} row={card} />
      }
    >
      <RowHead
        meta={card.jenis === 'tiket' ? 'Tiket' : 'Voucher'}
        title={card.nama}
        heading="h3"
        badges={[activeBadge(card.aktif)]}
      />
      <dl className={office.facts}>
        <div>
          <dt>Harga</dt>
          <dd>
            {formatRupiah(card.harga)} <s>{formatRupiah(card.harga_normal)}</s>
          </dd>
        </div>
        <div>
          <dt>Stok</dt>
          <dd>
            {card.stok} · terjual {card.terjual} · menunggu bayar {card.dipesan}
          </dd>
        </div>
      </dl>
      <SiteLink href={paths.flashSaleCard.getHref(card.id)} />
      <RowActions
        editor={editor}
        kind="card"
        id={card.id}
        name={card.nama}
        what="card"
        removed={`Card “${card.nama}” dihapus.`}
        deleteWarning={
          card.terjual + card.dipesan > 0
            ? 'Card yang sudah pernah dibeli tidak dapat dihapus; nonaktifkan saja.'
            : undefined
        }
      />
      <ul className={styles.nested} aria-label={`Pertanyaan kuis ${card.nama}`}>
        {questions.map((question) => (
          <QuestionItem key={question.id} question={question} card={card} editor={editor} />
        ))}
        <li>
          <AddRow
            editor={editor}
            kind="soal"
            parentId={card.id}
            label="Tambah pertanyaan"
            form={<QuestionForm editor={editor} cardId={card.id} />}
          />
        </li>
      </ul>
    </EditableItem>
  );
}

export function CardForm({
  editor,
  overview,
  sessionId,
  row,
}: {
  editor: Editor;
  overview: Overview;
  sessionId: number;
  row?: Card;
}) {
  const { form, field, check } = useEditorFields(editor, {
    sesi_sub_id: String(sessionId),
    jenis: row?.jenis ?? 'voucher',
    nama: row?.nama ?? '',
    deskripsi: row?.deskripsi ?? '',
    syarat: row?.syarat.join('\n') ?? '',
    gambar: row?.gambar ?? '',
    harga_normal: row ? String(row.harga_normal) : '',
    harga: row ? String(row.harga) : '',
    stok: row ? String(row.stok) : '',
    tipe_diskon: row?.tipe_diskon ?? 'amount',
    nilai_diskon: row ? String(row.nilai_diskon) : '',
    maksimal_diskon: row?.maksimal_diskon == null ? '' : String(row.maksimal_diskon),
    minimal_transaksi: String(row?.minimal_transaksi ?? 0),
    berlaku_hari: String(row?.berlaku_hari ?? 7),
    operator_kode: row?.operator_kode?.join(', ') ?? '',
    urutan: String(row?.urutan ?? 0),
    aktif: row?.aktif ?? true,
  });
  const submit = () =>
    editor.save(
      {
        sesi_sub_id: numberField(form.sesi_sub_id),
        jenis: form.jenis,
        nama: form.nama,
        deskripsi: form.deskripsi,
        syarat: lineList(form.syarat),
        gambar: form.gambar.trim() === '' ? null : form.gambar,
        harga_normal: numberField(form.harga_normal) ?? '',
        harga: numberField(form.harga) ?? '',
        stok: numberField(form.stok) ?? '',
        tipe_diskon: form.tipe_diskon,
        nilai_diskon: numberField(form.nilai_diskon) ?? '',
        maksimal_diskon: optionalNumberField(form.maksimal_diskon),
        minimal_transaksi: numberField(form.minimal_transaksi) ?? 0,
        berlaku_hari: numberField(form.berlaku_hari) ?? '',
        // Empty: every operator (null, as the card is listed).
        operator_kode:
          commaList(form.operator_kode).length > 0 ? commaList(form.operator_kode) : null,
        urutan: numberField(form.urutan) ?? 0,
        aktif: form.aktif,
      },
      (result) => ({
        kind: 'done',
        text: `Card “${form.nama.trim()}” disimpan.`,
        href: paths.flashSaleCard.getHref((result as { id: number }).id),
      }),
    );
  const stockHint = row
    ? `Tidak di bawah ${row.terjual + row.dipesan} (terjual ${row.terjual}, menunggu bayar ${row.dipesan})`
    : undefined;
  return (
    <EditorForm title={row ? 'Ubah card' : 'Card baru'} editor={editor} onSubmit={submit}>
      <TextInput label="Nama card" {...field('nama')} />
      <SelectInput
        label="Sesi"
        options={overview.sesi.map((item) => [String(item.id), item.nama])}
        {...field('sesi_sub_id')}
      />
      <SelectInput
        label="Jenis"
        options={[
          ['voucher', 'Voucher'],
          ['tiket', 'Tiket'],
        ]}
        {...field('jenis')}
      />
      <TextInput label="Deskripsi" rows={3} {...field('deskripsi')} />
      <TextInput label="Syarat" hint="Satu syarat per baris" rows={3} {...field('syarat')} />
      <TextInput label="Harga normal (Rp)" inputMode="numeric" {...field('harga_normal')} />
      <TextInput label="Harga flash sale (Rp)" inputMode="numeric" {...field('harga')} />
      <TextInput label="Stok" hint={stockHint} inputMode="numeric" {...field('stok')} />
      <SelectInput
        label="Tipe diskon voucher"
        options={[
          ['amount', 'Potongan rupiah'],
          ['percent', 'Persen'],
        ]}
        {...field('tipe_diskon')}
      />
      <TextInput
        label={form.tipe_diskon === 'percent' ? 'Nilai diskon (%)' : 'Nilai diskon (Rp)'}
        inputMode="numeric"
        {...field('nilai_diskon')}
      />
      <TextInput
        label="Maksimal diskon (Rp)"
        hint="Opsional"
        inputMode="numeric"
        {...field('maksimal_diskon')}
      />
      <TextInput
        label="Minimal transaksi (Rp)"
        inputMode="numeric"
        {...field('minimal_transaksi')}
      />
      <TextInput
        label="Masa berlaku voucher (hari)"
        inputMode="numeric"
        {...field('berlaku_hari')}
      />
      <TextInput
        label="Khusus operator"
        hint="Kode dipisah koma; kosong: semua operator"
        {...field('operator_kode')}
      />
      <TextInput
        label="Gambar"
        hint="Opsional, alamat di situs ini (/flashsale/...)"
        {...field('gambar')}
      />
      <TextInput label="Urutan" inputMode="numeric" {...field('urutan')} />
      <CheckInput label="Aktif" {...check('aktif')} />
    </EditorForm>
  );
}
