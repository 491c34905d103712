import { formatRupiah, toIsoDate } from '@lintas/domain/format';
import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import { useEditorOverview } from '../api/editor-api';
import { commaList, lineList, numberField, optionalNumberField } from '../lib/form-values';
import { fromJakartaInput, jakartaDateTime, toJakartaInput } from '../lib/jakarta-time';
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

type Overview = StaffFlashSaleOverview;
type Session = Overview['sesi'][number];
type Card = Overview['card'][number];
type Question = Overview['soal'][number];

const LETTERS = ['A', 'B', 'C', 'D'] as const;

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
  const session = useStaffSession();
  const overview = useEditorOverview('flashsale', session?.staf.peran === 'admin');
  const editor = useEditor('flashsale');
  const creatingSession = editor.editing?.kind === 'sesi' && editor.editing.id === undefined;

  if (overview.isPending)
    return (
      <div className={office.stack}>
        <SkeletonCard lines={4} label="Memuat flash sale…" />
        <SkeletonCard lines={4} />
      </div>
    );
  if (overview.isError)
    return (
      <ErrorState
        title="Flash sale gagal dimuat"
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  return (
    <>
      <NoticeLine notice={editor.notice} />
      {creatingSession ? (
        <SessionForm editor={editor} />
      ) : (
        <div>
          <Button onClick={() => editor.open({ kind: 'sesi' })}>Tambah sesi</Button>
        </div>
      )}
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
  if (editor.isEditing('sesi', session.id))
    return (
      <li>
        <SessionForm editor={editor} row={session} />
      </li>
    );
  const cards = overview.card.filter((card) => card.sesi_sub_id === session.id);
  const addingCard =
    editor.editing?.kind === 'card' &&
    editor.editing.id === undefined &&
    editor.editing.parentId === session.id;
  return (
    <li className={`${office.card} ${styles.item}`}>
      <div className={styles.head}>
        <div>
          <span className={styles.muted}>
            {jakartaDateTime(session.mulai)} – {jakartaDateTime(session.selesai)}
          </span>
          <h2>{session.nama}</h2>
        </div>
        <Badges items={[session.aktif ? ['Aktif', 'ok'] : ['Nonaktif']]} />
      </div>
      <p className={styles.muted}>
        <a href={sessionHref(session)} target="_blank" rel="noopener">
          Lihat di situs
        </a>
      </p>
      <RowActions
        name={session.nama}
        what="sesi"
        onEdit={() => editor.open({ kind: 'sesi', id: session.id })}
        onDelete={() => editor.remove('sesi', session.id, `Sesi “${session.nama}” dihapus.`)}
        deleting={editor.isDeleting('sesi', session.id)}
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
          {addingCard ? (
            <CardForm editor={editor} overview={overview} sessionId={session.id} />
          ) : (
            <Button
              size="small"
              variant="secondary"
              onClick={() => editor.open({ kind: 'card', parentId: session.id })}
            >
              Tambah card
            </Button>
          )}
        </li>
      </ul>
    </li>
  );
}

function CardItem({ card, overview, editor }: { card: Card; overview: Overview; editor: Editor }) {
  if (editor.isEditing('card', card.id))
    return (
      <li>
        <CardForm editor={editor} overview={overview} sessionId={card.sesi_sub_id} row={card} />
      </li>
    );
  const questions = overview.soal.filter((question) => question.card_id === card.id);
  const addingQuestion =
    editor.editing?.kind === 'soal' &&
    editor.editing.id === undefined &&
    editor.editing.parentId === card.id;
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <div>
          <span className={styles.muted}>{card.jenis === 'tiket' ? 'Tiket' : 'Voucher'}</span>
          <h3>{card.nama}</h3>
        </div>
        <Badges items={[card.aktif ? ['Aktif', 'ok'] : ['Nonaktif']]} />
      </div>
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
      <p className={styles.muted}>
        <a href={paths.flashSaleCard.getHref(card.id)} target="_blank" rel="noopener">
          Lihat di situs
        </a>
      </p>
      <RowActions
        name={card.nama}
        what="card"
        onEdit={() => editor.open({ kind: 'card', id: card.id })}
        onDelete={() => editor.remove('card', card.id, `Card “${card.nama}” dihapus.`)}
        deleting={editor.isDeleting('card', card.id)}
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
          {addingQuestion ? (
            <QuestionForm editor={editor} cardId={card.id} />
          ) : (
            <Button
              size="small"
              variant="secondary"
              onClick={() => editor.open({ kind: 'soal', parentId: card.id })}
            >
              Tambah pertanyaan
            </Button>
          )}
        </li>
      </ul>
    </li>
  );
}

function QuestionItem({
  question,
  card,
  editor,
}: {
  question: Question;
  card: Card;
  editor: Editor;
}) {
  if (editor.isEditing('soal', question.id))
    return (
      <li>
        <QuestionForm editor={editor} cardId={card.id} row={question} />
      </li>
    );
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <p className={styles.text}>{question.pertanyaan}</p>
        <Badges items={[question.aktif ? ['Aktif', 'ok'] : ['Nonaktif']]} />
      </div>
      <p className={styles.muted}>
        {question.pilihan.map((choice, index) => `${LETTERS[index]}. ${choice}`).join(' · ')} —
        jawaban {question.jawaban}
      </p>
      <RowActions
        name={question.pertanyaan}
        what="pertanyaan"
        onEdit={() => editor.open({ kind: 'soal', id: question.id })}
        onDelete={() => editor.remove('soal', question.id, 'Pertanyaan kuis dihapus.')}
        deleting={editor.isDeleting('soal', question.id)}
      />
    </li>
  );
}

function SessionForm({ editor, row }: { editor: Editor; row?: Session }) {
  const [form, setForm] = useState({
    nama: row?.nama ?? '',
    mulai: toJakartaInput(row?.mulai),
    selesai: toJakartaInput(row?.selesai),
    aktif: row?.aktif ?? true,
  });
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const errors = editor.problem?.fields ?? {};
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
    <EditorForm
      title={row ? 'Ubah sesi' : 'Sesi baru'}
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <TextInput
        label="Nama sesi"
        name="nama"
        errors={errors}
        wide
        value={form.nama}
        onChange={set('nama')}
      />
      <TextInput
        label="Mulai (WIB)"
        name="mulai"
        errors={errors}
        type="datetime-local"
        value={form.mulai}
        onChange={set('mulai')}
      />
      <TextInput
        label="Selesai (WIB)"
        name="selesai"
        errors={errors}
        hint="Paling lama 24 jam setelah mulai"
        type="datetime-local"
        value={form.selesai}
        onChange={set('selesai')}
      />
      <CheckInput
        label="Aktif"
        name="aktif"
        errors={errors}
        checked={form.aktif}
        onChange={set('aktif')}
      />
    </EditorForm>
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
  const [form, setForm] = useState({
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
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const errors = editor.problem?.fields ?? {};
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
    <EditorForm
      title={row ? 'Ubah card' : 'Card baru'}
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <TextInput
        label="Nama card"
        name="nama"
        errors={errors}
        value={form.nama}
        onChange={set('nama')}
      />
      <SelectInput
        label="Sesi"
        name="sesi_sub_id"
        errors={errors}
        value={form.sesi_sub_id}
        onChange={set('sesi_sub_id')}
        options={overview.sesi.map((item) => [String(item.id), item.nama])}
      />
      <SelectInput
        label="Jenis"
        name="jenis"
        errors={errors}
        value={form.jenis}
        onChange={(value) => set('jenis')(value as Card['jenis'])}
        options={[
          ['voucher', 'Voucher'],
          ['tiket', 'Tiket'],
        ]}
      />
      <TextInput
        label="Deskripsi"
        name="deskripsi"
        errors={errors}
        rows={3}
        value={form.deskripsi}
        onChange={set('deskripsi')}
      />
      <TextInput
        label="Syarat"
        name="syarat"
        errors={errors}
        hint="Satu syarat per baris"
        rows={3}
        value={form.syarat}
        onChange={set('syarat')}
      />
      <TextInput
        label="Harga normal (Rp)"
        name="harga_normal"
        errors={errors}
        inputMode="numeric"
        value={form.harga_normal}
        onChange={set('harga_normal')}
      />
      <TextInput
        label="Harga flash sale (Rp)"
        name="harga"
        errors={errors}
        inputMode="numeric"
        value={form.harga}
        onChange={set('harga')}
      />
      <TextInput
        label="Stok"
        name="stok"
        errors={errors}
        hint={stockHint}
        inputMode="numeric"
        value={form.stok}
        onChange={set('stok')}
      />
      <SelectInput
        label="Tipe diskon voucher"
        name="tipe_diskon"
        errors={errors}
        value={form.tipe_diskon}
        onChange={(value) => set('tipe_diskon')(value as Card['tipe_diskon'])}
        options={[
          ['amount', 'Potongan rupiah'],
          ['percent', 'Persen'],
        ]}
      />
      <TextInput
        label={form.tipe_diskon === 'percent' ? 'Nilai diskon (%)' : 'Nilai diskon (Rp)'}
        name="nilai_diskon"
        errors={errors}
        inputMode="numeric"
        value={form.nilai_diskon}
        onChange={set('nilai_diskon')}
      />
      <TextInput
        label="Maksimal diskon (Rp)"
        name="maksimal_diskon"
        errors={errors}
        hint="Opsional"
        inputMode="numeric"
        value={form.maksimal_diskon}
        onChange={set('maksimal_diskon')}
      />
      <TextInput
        label="Minimal transaksi (Rp)"
        name="minimal_transaksi"
        errors={errors}
        inputMode="numeric"
        value={form.minimal_transaksi}
        onChange={set('minimal_transaksi')}
      />
      <TextInput
        label="Masa berlaku voucher (hari)"
        name="berlaku_hari"
        errors={errors}
        inputMode="numeric"
        value={form.berlaku_hari}
        onChange={set('berlaku_hari')}
      />
      <TextInput
        label="Khusus operator"
        name="operator_kode"
        errors={errors}
        hint="Kode dipisah koma; kosong: semua operator"
        value={form.operator_kode}
        onChange={set('operator_kode')}
      />
      <TextInput
        label="Gambar"
        name="gambar"
        errors={errors}
        hint="Opsional, alamat di situs ini (/flashsale/...)"
        value={form.gambar}
        onChange={set('gambar')}
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
        label="Aktif"
        name="aktif"
        errors={errors}
        checked={form.aktif}
        onChange={set('aktif')}
      />
    </EditorForm>
  );
}

function QuestionForm({ editor, cardId, row }: { editor: Editor; cardId: number; row?: Question }) {
  const [form, setForm] = useState({
    pertanyaan: row?.pertanyaan ?? '',
    pilihan: LETTERS.map((_, index) => row?.pilihan[index] ?? ''),
    jawaban: row?.jawaban ?? 'A',
    aktif: row?.aktif ?? true,
  });
  const errors = editor.problem?.fields ?? {};
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
      problem={editor.problem}
      saving={editor.saving}
      onSubmit={submit}
      onCancel={editor.close}
    >
      <TextInput
        label="Pertanyaan"
        name="pertanyaan"
        errors={errors}
        wide
        value={form.pertanyaan}
        onChange={(value) => setForm((current) => ({ ...current, pertanyaan: value }))}
      />
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
        name="jawaban"
        errors={errors}
        value={form.jawaban}
        onChange={(value) => setForm((current) => ({ ...current, jawaban: value }))}
        options={LETTERS.map((letter) => [letter, `Pilihan ${letter}`])}
      />
      <CheckInput
        label="Aktif"
        name="aktif"
        errors={errors}
        checked={form.aktif}
        onChange={(value) => setForm((current) => ({ ...current, aktif: value }))}
      />
      {fieldErrorOfList(errors)}
    </EditorForm>
  );
}

/** "Minimal 2 pilihan" belongs to the list, not to one choice. */
function fieldErrorOfList(errors: Record<string, string>) {
  return errors.pilihan ? (
    <p className={`${office.fieldError} ${styles.wide}`}>{errors.pilihan}</p>
  ) : null;
}
