import { useId, useState } from 'react';
import { fieldError, type FieldErrors } from '../lib/form-errors';
import office from './office.module.css';
import styles from './editor.module.css';
import type { Editor } from './use-editor';

/** The keys of a form whose values are of type V (its text fields, its ticks). */
type KeysOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/**
 * An editor form's values and what ties each field to them: `field('nama')` gives a
 * TextInput or SelectInput its name, value, setter and the server's messages,
 * `check('aktif')` the same for a CheckInput. A select's values are the options it was
 * given, so a field typed as one of a few words (a banner's placement) takes what the
 * select answers as it is.
 */
export function useEditorFields<T extends Record<string, unknown>>(editor: Editor, initial: T) {
  const [form, setForm] = useState(initial);
  const errors = editor.problem?.fields ?? {};
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const field = (name: KeysOf<T, string>) => ({
    name,
    errors,
    value: form[name] as string,
    onChange: set(name) as (value: string) => void,
  });
  const check = (name: KeysOf<T, boolean>) => ({
    name,
    errors,
    checked: form[name] as boolean,
    onChange: set(name) as (checked: boolean) => void,
  });
  return { form, setForm, errors, field, check };
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
