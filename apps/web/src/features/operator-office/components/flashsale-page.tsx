import { formatRupiah, toIsoDate } from '@lintas/domain/format';
import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { commaList, lineList, numberField, optionalNumberField } from '../lib/form-values';
import { fromJakartaInput, jakartaDateTime, toJakartaInput } from '../lib/jakarta-time';
import office from './office.module.css';
import { CheckInput, SelectInput, TextInput, useEditorFields } from './editor-fields';
import {
  activeBadge,
  AddRow,
  Badges,
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

type Overview = StaffFlashSaleOverview;
type Session = Overview['sesi'][number];
type Card = Overview['card'][number];
type Question = Overview['soal'][number];

/** The public flash-sale page on a session's day, that session chosen. */
const sessionHref = (session: Pick<Session, 'id' | 'mulai'>) =>
  paths.flashSale.getHref({ tanggal: toIsoDate(new Date(session.mulai)), sesi: session.id });

/**
 * /operator/flashsale: the flash sale's sessions, the cards sold in each (stock against
 * what is sold and waiting for payment) and each card's quiz questions. What is already
 * bought cannot be deleted (the server refuses and says to deactivate it instead).
 */
export function FlashSalePage() {
  return (
    <EditorPage
      title={paths.operatorFlashSale.title}
      lead="Sesi flash sale, card (voucher atau tiket) di tiap sesi dan pertanyaan kuis tiap card. Stok tidak dapat diturunkan di bawah yang sudah terjual dan menunggu pembayaran."
    >
      <FlashSaleEditor />
    </EditorPage>
  );
}

function FlashSaleEditor() {
  const { overview, editor } = useEditorScreen('flashsale');
  return (
    <OverviewGate
      overview={overview}
      lines={4}
      loading="Memuat flash sale…"
      failed="Flash sale gagal dimuat"
    >
      {(data) => (
        <>
          <NoticeLine notice={editor.notice} />
          <AddRow
            editor={editor}
            kind="sesi"
            label="Tambah sesi"
            form={<SessionForm editor={editor} />}
          />
          {data.sesi.length === 0 ? (
            <EmptyState
              title="Belum ada sesi flash sale"
              description="Buat sesi dahulu, lalu tambahkan card yang dijual di sesi itu."
            />
          ) : (
            <ul className={styles.list} aria-label="Sesi flash sale">
              {data.sesi.map((item) => (
                <SessionItem key={item.id} session={item} overview={data} editor={editor} />
              ))}
            </ul>
          )}
        </>
      )}
    </OverviewGate>
  );
}

function SessionItem({
  session,
  overview,
  editor,
}: {
  session: Session;
  overview: Overview;
  editor: Editor;
}) {
  const cards = overview.card.filter((card) => card.sesi_sub_id === session.id);
  return (
    <EditableItem
      editor={editor}
      kind="sesi"
      id={session.id}
      form={<SessionForm editor={editor} row={session} />}
    >
      <RowHead
        meta={`${jakartaDateTime(session.mulai)} – ${jakartaDateTime(session.selesai)}`}
        title={session.nama}
        badges={[activeBadge(session.aktif)]}
      />
      <SiteLink href={sessionHref(session)} />
      <RowActions
        editor={editor}
        kind="sesi"
        id={session.id}
        name={session.nama}
        what="sesi"
        removed={`Sesi “${session.nama}” dihapus.`}
        deleteWarning={
          cards.length > 0 ? 'Sesi yang masih punya card tidak dapat dihapus.' : undefined
        }
      />
      <h3 className={styles.muted}>Card ({cards.length})</h3>
      <ul className={styles.nested} aria-label={`Card sesi ${session.nama}`}>
        {cards.map((card) => (
          <CardItem key={card.id} card={card} overview={overview} editor={editor} />
        ))}
        <li>
          <AddRow
            editor={editor}
            kind="card"
            parentId={session.id}
            label="Tambah card"
            form={<CardForm editor={editor} overview={overview} sessionId={session.id} />}
          />
        </li>
      </ul>
    </EditableItem>
  );
}

function SessionForm({ editor, row }: { editor: Editor; row?: Session }) {
  const { form, field, check } = useEditorFields(editor, {
    nama: row?.nama ?? '',
    mulai: toJakartaInput(row?.mulai),
    selesai: toJakartaInput(row?.selesai),
    aktif: row?.aktif ?? true,
  });
  const submit = () => {
    const mulai = fromJakartaInput(form.mulai);
    editor.save(
      {
        nama: form.nama,
        mulai: mulai ?? '',
        selesai: fromJakartaInput(form.selesai) ?? '',
        aktif: form.aktif,
      },
      (result) => ({
        kind: 'done',
        text: `Sesi “${form.nama.trim()}” disimpan.`,
        href:
          form.aktif && mulai
            ? sessionHref({ id: (result as { id: number }).id, mulai })
            : undefined,
      }),
    );
  };
  return (
    <EditorForm title={row ? 'Ubah sesi' : 'Sesi baru'} editor={editor} onSubmit={submit}>
      <TextInput label="Nama sesi" wide {...field('nama')} />
      <TextInput label="Mulai (WIB)" type="datetime-local" {...field('mulai')} />
      <TextInput
        label="Selesai (WIB)"
        hint="Paling lama 24 jam setelah mulai"
        type="datetime-local"
        {...field('selesai')}
      />
      <CheckInput label="Aktif" {...check('aktif')} />
    </EditorForm>
  );
}

/** One card of a session: its price and stock, and its quiz questions beneath it. */
function CardItem({ card, overview, editor }: { card: Card; overview: Overview; editor: Editor }) {
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

function CardForm({
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

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One quiz question of a card: the question, its lettered choices and the right one. */
function QuestionItem({
  question,
  card,
  editor,
}: {
  question: Question;
  card: Card;
  editor: Editor;
}) {
  return (
    <EditableItem
      editor={editor}
      kind="soal"
      id={question.id}
      nested
      form={<QuestionForm editor={editor} cardId={card.id} row={question} />}
    >
      <div className={styles.head}>
        <p className={styles.text}>{question.pertanyaan}</p>
        <Badges items={[activeBadge(question.aktif)]} />
      </div>
      <p className={styles.muted}>
        {question.pilihan.map((choice, index) => `${LETTERS[index]}. ${choice}`).join(' · ')} —
        jawaban {question.jawaban}
      </p>
      <RowActions
        editor={editor}
        kind="soal"
        id={question.id}
        name={question.pertanyaan}
        what="pertanyaan"
        removed="Pertanyaan kuis dihapus."
      />
    </EditableItem>
  );
}

function QuestionForm({ editor, cardId, row }: { editor: Editor; cardId: number; row?: Question }) {
  const { form, setForm, errors, field, check } = useEditorFields(editor, {
    pertanyaan: row?.pertanyaan ?? '',
    pilihan: LETTERS.map((_, index) => row?.pilihan[index] ?? ''),
    jawaban: row?.jawaban ?? 'A',
    aktif: row?.aktif ?? true,
  });
  const setChoice = (index: number) => (value: string) =>
    setForm((current) => ({
      ...current,
      pilihan: current.pilihan.map((item, at) => (at === index ? value : item)),
    }));
  // Choices are letters in order: the filled ones up to the last filled (a gap is sent
  // as it is, for the server to name).
  const lastFilled = form.pilihan.reduce((last, item, index) => (item.trim() ? index : last), -1);
  const submit = () =>
    editor.save(
      {
        card_id: cardId,
        pertanyaan: form.pertanyaan,
        pilihan: form.pilihan.slice(0, lastFilled + 1),
        jawaban: form.jawaban,
        aktif: form.aktif,
      },
      () => ({
        kind: 'done',
        text: 'Pertanyaan kuis disimpan.',
        href: paths.flashSaleCard.getHref(cardId),
      }),
    );
  return (
    <EditorForm
      title={row ? 'Ubah pertanyaan kuis' : 'Pertanyaan kuis baru'}
      editor={editor}
      onSubmit={submit}
    >
      <TextInput label="Pertanyaan" wide {...field('pertanyaan')} />
      {LETTERS.map((letter, index) => (
        <TextInput
          key={letter}
          label={`Pilihan ${letter}${index >= 2 ? ' (opsional)' : ''}`}
          name={`pilihan.${index}`}
          errors={errors}
          value={form.pilihan[index] ?? ''}
          onChange={setChoice(index)}
        />
      ))}
      <SelectInput
        label="Jawaban benar"
        options={LETTERS.map((letter) => [letter, `Pilihan ${letter}`])}
        {...field('jawaban')}
      />
      <CheckInput label="Aktif" {...check('aktif')} />
      {errors.pilihan ? (
        // "Minimal 2 pilihan" belongs to the list, not to one choice.
        <p className={`${office.fieldError} ${styles.wide}`}>{errors.pilihan}</p>
      ) : null}
    </EditorForm>
  );
}
