import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PageTitle } from '../../../components/seo/page-title';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useStaffSession } from '../../../lib/staff-session';
import { fieldError, type FieldErrors, type FormProblem } from '../lib/form-errors';
import office from './office.module.css';
import styles from './editor.module.css';

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
          <a href={notice.href} target="_blank" rel="noopener">
            Lihat di situs
          </a>
        </>
      ) : null}
    </p>
  );
}

/**
 * A create or edit form: the server's messages under their fields, the first of them
 * (or the refusal itself) above the buttons. Saving is one request; Batal leaves the
 * list as it was.
 */
export function EditorForm({
  title,
  problem,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  problem: FormProblem | null;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
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
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Batal
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  name: string;
  errors: FieldErrors;
  hint?: string;
  wide?: boolean;
}

function useFieldIds(name: string, errors: FieldErrors, hint?: string) {
  const id = `${useId()}-${name}`;
  const error = fieldError(errors, name);
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return { id, error, describedBy };
}

function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={office.fieldError}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A text field (or, with `rows`, a text area) with its label, hint and the server's message. */
export function TextInput({
  label,
  name,
  errors,
  hint,
  wide,
  value,
  onChange,
  rows,
  type = 'text',
  inputMode,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  type?: 'text' | 'datetime-local' | 'url';
  inputMode?: 'numeric' | 'tel' | 'url';
}) {
  const { id, error, describedBy } = useFieldIds(name, errors, hint);
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`${office.field} ${wide || rows ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          className={office.textarea}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectInput({
  label,
  name,
  errors,
  hint,
  wide,
  value,
  onChange,
  options,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  const { id, error, describedBy } = useFieldIds(name, errors, hint);
  return (
    <div className={`${office.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function CheckInput({
  label,
  name,
  errors,
  checked,
  onChange,
}: Omit<FieldProps, 'hint' | 'wide'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { id, error, describedBy } = useFieldIds(name, errors);
  return (
    <div className={styles.checkCell}>
      <label className={styles.check} htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/**
 * Ubah and Hapus of one row. Hapus asks first, naming the row; the server may still
 * refuse (a flash-sale card already bought is deactivated, never deleted), and the
 * refusal shows where the page shows its notices.
 */
export function RowActions({
  name,
  what,
  onEdit,
  onDelete,
  deleting,
  deleteWarning,
}: {
  /** The row as people know it: a title, a question. */
  name: string;
  /** What kind of row, for the question: 'FAQ', 'banner'. */
  what: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  deleteWarning?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={office.actions}>
      <Button size="small" variant="secondary" onClick={onEdit} aria-label={`Ubah ${name}`}>
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
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
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

/** Small labels of a row's state (Terbit, Draf, Nonaktif). */
export function Badges({ items }: { items: ReadonlyArray<readonly [text: string, tone?: 'ok']> }) {
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
