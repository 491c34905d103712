import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useStaffSession } from '../../../lib/staff-session';
import office from './office.module.css';
import styles from './editor.module.css';
import type { Editor } from './use-editor';

/**
 * The frame of an editor screen: its title and lead, and the admin door. The site's
 * content speaks for every operator, so only an admin edits it (the server answers a
 * petugas 403); a petugas who opens the address is told so here, without a request.
 */
export function EditorPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const session = useStaffSession();
  const isAdmin = session?.staf.peran === 'admin';
  return (
    <div className={office.page}>
      <PageTitle title={title} />
      <div className={office.pageHead}>
        <h1>{title}</h1>
        <p className={office.muted}>{lead}</p>
      </div>
      {isAdmin ? (
        children
      ) : (
        <EmptyState
          title="Khusus admin"
          description="Halaman ini hanya untuk admin Lintas: isinya tampil untuk semua operator. Minta admin bila ada yang perlu diubah."
        />
      )}
    </div>
  );
}

/** A saved or deleted row, with a way to see it as a visitor does. */
export interface Notice {
  kind: 'done' | 'error';
  text: string;
  /** The public page that shows the change; absent when it is not shown (a draft, deleted). */
  href?: string;
}

export function NoticeLine({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={notice.kind === 'done' ? office.notice : office.alert} role="status">
      {notice.text}
      {notice.href ? (
        <>
          {' '}
          <SiteAnchor href={notice.href} />
        </>
      ) : null}
    </p>
  );
}

/** The row's public page, opened beside the console. */
function SiteAnchor({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      Lihat di situs
    </a>
  );
}

/** A row's line to its public page (shown only while the row is public). */
export function SiteLink({ href }: { href: string }) {
  return (
    <p className={styles.muted}>
      <SiteAnchor href={href} />
    </p>
  );
}

/**
 * An area's list while it is read: skeleton cards, then the list, or the failure with a
 * retry.
 */
export function OverviewGate<T>({
  overview,
  lines,
  loading,
  failed,
  children,
}: {
  overview: UseQueryResult<T>;
  /** Lines of each skeleton card, about a row's height. */
  lines: number;
  /** What is being read, for a screen reader: 'Memuat konten…'. */
  loading: string;
  /** The failure's title: 'Konten gagal dimuat'. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (overview.isPending)
    return (
      <div className={office.stack}>
        <SkeletonCard lines={lines} label={loading} />
        <SkeletonCard lines={lines} />
      </div>
    );
  if (overview.isError)
    return (
      <ErrorState
        title={failed}
        message={errorMessage(overview.error)}
        onRetry={() => void overview.refetch()}
      />
    );
  return children(overview.data);
}

/**
 * A create or edit form: the server's messages under their fields, the first of them
 * (or the refusal itself) above the buttons. Saving is one request; Batal leaves the
 * list as it was.
 */
export function EditorForm({
  title,
  editor,
  onSubmit,
  children,
}: {
  title: string;
  editor: Editor;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { problem, saving } = editor;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Opened from a row far down a phone's list: the form comes into view, its first
    // field ready to type in.
    const form = formRef.current;
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const hasFieldErrors = problem !== null && Object.keys(problem.fields).length > 0;
  return (
    <form
      ref={formRef}
      className={`${office.card} ${styles.form}`}
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId}>{title}</h2>
      <div className={styles.grid}>{children}</div>
      {problem ? (
        <p className={office.alert} role="alert">
          {hasFieldErrors ? `Periksa isian yang ditandai. ${problem.message}` : problem.message}
        </p>
      ) : null}
      <div className={office.actions}>
        <Button type="submit" loading={saving} loadingText="Menyimpan…">
          Simpan
        </Button>
        <Button variant="ghost" onClick={editor.close} disabled={saving}>
          Batal
        </Button>
      </div>
    </form>
  );
}

/** One row of a list, as the editor knows it: its kind in the area and its id. */
interface RowKey {
  editor: Editor;
  kind: string;
  id: number;
}

/**
 * One row of a list, or its edit form in its place while it is being edited. A top-level
 * row is a card of its own; a nested one (a session's card, a card's question) sits
 * inside its parent's card.
 */
export function EditableItem({
  editor,
  kind,
  id,
  form,
  nested,
  children,
}: RowKey & { form: ReactNode; nested?: boolean; children: ReactNode }) {
  if (editor.isEditing(kind, id)) return <li>{form}</li>;
  return <li className={nested ? styles.item : `${office.card} ${styles.item}`}>{children}</li>;
}

/** A row's head: where it belongs (a category, a date) above its name, and its badges. */
export function RowHead({
  meta,
  title,
  badges,
  heading: Heading = 'h2',
}: {
  /**
   * Its parts kept as separate texts (`<>{a} – {b}</>`): joined into one string, the
   * browser sets the line a pixel differently.
   */
  meta: ReactNode;
  title: string;
  badges: BadgeItems;
  /** h3 for a row inside another row's card. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className={styles.head}>
      <div>
        <span className={styles.muted}>{meta}</span>
        <Heading>{title}</Heading>
      </div>
      <Badges items={badges} />
    </div>
  );
}

/**
 * A list's add button, or the new row's form in its place once it is asked for. A row
 * added under a parent (a card in a session) has its parent's id and the smaller button.
 */
export function AddRow({
  editor,
  kind,
  parentId,
  label,
  form,
}: {
  editor: Editor;
  kind: string;
  parentId?: number;
  label: string;
  form: ReactNode;
}) {
  const { editing } = editor;
  if (editing?.kind === kind && editing.id === undefined && editing.parentId === parentId)
    return form;
  if (parentId === undefined)
    return (
      <div>
        <Button onClick={() => editor.open({ kind })}>{label}</Button>
      </div>
    );
  return (
    <Button size="small" variant="secondary" onClick={() => editor.open({ kind, parentId })}>
      {label}
    </Button>
  );
}

/**
 * Ubah and Hapus of one row. Hapus asks first, naming the row; the server may still
 * refuse (a flash-sale card already bought is deactivated, never deleted), and the
 * refusal shows where the page shows its notices.
 */
export function RowActions({
  editor,
  kind,
  id,
  name,
  what,
  removed,
  deleteWarning,
}: RowKey & {
  /** The row as people know it: a title, a question. */
  name: string;
  /** What kind of row, for the question: 'FAQ', 'banner'. */
  what: string;
  /** The notice once it is deleted. */
  removed: string;
  deleteWarning?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={office.actions}>
      <Button
        size="small"
        variant="secondary"
        onClick={() => editor.open({ kind, id })}
        aria-label={`Ubah ${name}`}
      >
        Ubah
      </Button>
      <Button
        size="small"
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={`Hapus ${name}`}
      >
        Hapus
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Hapus ${what} ini?`}
        confirmText="Ya, hapus"
        danger
        busy={editor.isDeleting(kind, id)}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          editor.remove(kind, id, removed);
        }}
      >
        <p>
          “{name}” dihapus dari situs dan tidak dapat dikembalikan.
          {deleteWarning ? ` ${deleteWarning}` : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}

type BadgeItems = ReadonlyArray<readonly [text: string, tone?: 'ok']>;

/** The badge of a row that can be switched off: Aktif or Nonaktif. */
export const activeBadge = (active: boolean) =>
  active ? (['Aktif', 'ok'] as const) : (['Nonaktif'] as const);

/** Small labels of a row's state (Terbit, Draf, Nonaktif). */
export function Badges({ items }: { items: BadgeItems }) {
  return (
    <div className={styles.badges}>
      {items.map(([text, tone]) => (
        <span
          key={text}
          className={office.badge}
          data-status={tone === 'ok' ? 'refunded' : undefined}
        >
          {text}
        </span>
      ))}
    </div>
  );
}
