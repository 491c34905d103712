import { formatDate } from '@lintas/domain/dates';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { parseDateInput } from '../../lib/date-input';
import styles from './date-field.module.css';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  name?: string;
  required?: boolean;
  error?: string | null;
}

// The calendar comes in its own chunk: the home page's search form paints and takes typed
// dates without it. It is asked for when the field or its button takes the focus (a tap
// focuses before it clicks), so it is usually there by the time the calendar opens.
const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateCalendar })),
);

const todayIso = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format();

/**
 * A date field that always writes Indonesian dates ('Sen, 23 Nov 2026'), whatever the
 * browser's language (a native <input type="date"> shows the browser's locale), with a
 * small calendar that opens from the field or its button: a sheet at the bottom of a
 * phone, a popover under the field elsewhere. Touch: tap a day. Keyboard: ↓ or Alt+↓ in
 * the field opens it; arrows move by day and week, Page Up/Down by month, Home/End to the
 * week's ends, Enter or Space chooses, Esc closes. A typed date ('23/11/2026',
 * '2026-11-23', '23 Nov 2026') is taken as soon as it is whole.
 */
export function DateField({ label, value, onChange, min, name, required, error }: DateFieldProps) {
  const id = useId();
  const inputId = `date-${id}`;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = `${inputId}-hint`;
  const dialogId = `${inputId}-calendar`;
  const titleId = `${inputId}-title`;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState(value || min || todayIso());
  const [moveFocus, setMoveFocus] = useState(false);
  // Bumped to ask for the focus again on an unchanged day (↓ pressed twice).
  const [focusAsk, setFocusAsk] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = formatDate(value, 'ddd, DD MMM YYYY');

  function openCalendar(focusGrid: boolean) {
    setFocusDay(value && (!min || value >= min) ? value : min || todayIso());
    setOpen(true);
    setMoveFocus(focusGrid);
    setFocusAsk((n) => n + 1);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) inputRef.current?.focus();
  }

  // A tap or click outside folds the calendar away.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  function choose(day: string) {
    if (min && day < min) return;
    onChange(day);
    setDraft(null);
    close(true);
  }

  return (
    // React's onFocus bubbles: the field or its calendar button taking the focus.
    <div className={styles.field} ref={rootRef} onFocus={() => void loadCalendar()}>
      <label className={styles.label} htmlFor={inputId} id={`${inputId}-label`}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="text"
          // No on-screen keyboard on a phone: a tap opens the calendar instead.
          inputMode="none"
          autoComplete="off"
          className={styles.input}
          value={draft ?? shown}
          // Not an example date: the prerendered home page (decision 0027) shows the field
          // empty until the app fills in today, and a grey "Sen, 23 Nov 2026" read as a
          // chosen (and soon past) day.
          placeholder="Pilih tanggal"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          onClick={() => (open ? undefined : openCalendar(false))}
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = parseDateInput(event.target.value);
            if (parsed) onChange(parsed);
          }}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              openCalendar(true);
            } else if (event.key === 'Escape' && open) {
              event.preventDefault();
              close(false);
            }
          }}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          // The name leaves the field's label out (so "Tanggal berangkat" names one control);
          // the description says which date this calendar sets.
          aria-label="Buka kalender"
          aria-describedby={`${inputId}-label`}
          onClick={() => (open ? close(true) : openCalendar(true))}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <rect
              x="3"
              y="5"
              width="18"
              height="16"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        Tekan panah bawah untuk membuka kalender, atau ketik tanggal seperti 23/11/2026.
      </p>
      {open ? (
        <Suspense fallback={null}>
          <DateCalendar
            id={dialogId}
            titleId={titleId}
            labelId={`${inputId}-label`}
            value={value}
            min={min}
            today={todayIso()}
            focusDay={focusDay}
            moveFocus={moveFocus}
            focusAsk={focusAsk}
            onFocusDay={(day, move) => {
              setFocusDay(day);
              setMoveFocus(move);
            }}
            onChoose={choose}
            onClose={() => close(true)}
          />
        </Suspense>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
