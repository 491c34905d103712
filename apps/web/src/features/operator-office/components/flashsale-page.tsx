import { toIsoDate } from '@lintas/domain/format';
import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { fromJakartaInput, jakartaDateTime, toJakartaInput } from '../lib/jakarta-time';
import { CheckInput, TextInput, useEditorFields } from './editor-fields';
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
import { CardForm, CardItem } from './flashsale-cards';
import { useEditorScreen, type Editor } from './use-editor';

type Overview = StaffFlashSaleOverview;
type Session = Overview['sesi'][number];

/** The public flash-sale page on a session's day, that session chosen. */
const sessionHref = (session: Pick<Session, 'id' | 'mulai'>) =>
  paths.flashSale.getHref({ tanggal: toIsoDate(new Date(session.mulai)), sesi: session.id });

/**
 * /operator/flashsale: the flash sale's sessions, the cards sold in each (stock against
 * what is sold and waiting for payment) and each card's quiz questions. What is already
 * bought cannot be deleted (the server refuses and says to deactivate it instead).
 * Sessions are here; their cards in flashsale-cards, the cards' questions in
 * flashsale-questions.
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
        meta={
          <>
            {jakartaDateTime(session.mulai)} – {jakartaDateTime(session.selesai)}
          </>
        }
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
