import { addDaysIso, formatDate } from '@lintas/domain/dates';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** Weeks start on Monday in Indonesia. */
const WEEKDAYS = ['Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab', 'Min'];

const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

function addMonths(firstOfMonth: string, months: number): string {
  const year = Number(firstOfMonth.slice(0, 4));
  const month = Number(firstOfMonth.slice(5, 7)) - 1 + months;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/** The same day of month in another month, clamped to its last day (31 Jan → 28 Feb). */
function shiftMonth(iso: string, months: number): string {
  const first = addMonths(monthStart(iso), months);
  const lastDay = Number(addDaysIso(addMonths(first, 1), -1).slice(8));
  return `${first.slice(0, 8)}${String(Math.min(Number(iso.slice(8)), lastDay)).padStart(2, '0')}`;
}

/** Monday-based column of a date (0 = Monday). */
const column = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The days of a month's grid, week by week; null pads the first and last week. */
function monthWeeks(firstOfMonth: string): Array<Array<string | null>> {
  const days: Array<string | null> = Array.from({ length: column(firstOfMonth) }, () => null);
  for (
    let day = firstOfMonth;
    day.slice(0, 7) === firstOfMonth.slice(0, 7);
    day = addDaysIso(day, 1)
  )
    days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

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
  const gridRef = useRef<HTMLTableElement>(null);
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

  // Keyboard focus follows the highlighted day once the calendar has it.
  useEffect(() => {
    if (!open || !moveFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [open, moveFocus, focusDay, focusAsk]);

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

  function onGridKey(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDaysIso(focusDay, -1),
      ArrowRight: () => addDaysIso(focusDay, 1),
      ArrowUp: () => addDaysIso(focusDay, -7),
      ArrowDown: () => addDaysIso(focusDay, 7),
      PageUp: () => shiftMonth(focusDay, -1),
      PageDown: () => shiftMonth(focusDay, 1),
      Home: () => addDaysIso(focusDay, -column(focusDay)),
      End: () => addDaysIso(focusDay, 6 - column(focusDay)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move();
    setFocusDay(min && next < min ? min : next);
    setMoveFocus(true);
  }

  const month = monthStart(focusDay);
  const canGoBack = !min || addMonths(month, -1) >= monthStart(min);
  const today = todayIso();

  return (
    <div className={styles.field} ref={rootRef}>
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
        <div
          id={dialogId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={`${inputId}-label`}
          className={styles.calendar}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close(true);
            }
          }}
        >
          <div className={styles.head}>
            <button
              type="button"
              className={styles.nav}
              disabled={!canGoBack}
              aria-label="Bulan sebelumnya"
              onClick={() => {
                const back = shiftMonth(focusDay, -1);
                setFocusDay(min && back < min ? min : back);
                setMoveFocus(false);
              }}
            >
              ‹
            </button>
            <h2 id={titleId} className={styles.title} aria-live="polite">
              {formatDate(month, 'MMMM YYYY')}
            </h2>
            <button
              type="button"
              className={styles.nav}
              aria-label="Bulan berikutnya"
              onClick={() => {
                setFocusDay(shiftMonth(focusDay, 1));
                setMoveFocus(false);
              }}
            >
              ›
            </button>
          </div>
          <table className={styles.grid} ref={gridRef} onKeyDown={onGridKey}>
            <thead>
              <tr>
                {WEEKDAYS.map((day) => (
                  <th key={day} scope="col" className={styles.weekday}>
                    {day}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) =>
                    day ? (
                      <td key={day}>
                        <button
                          type="button"
                          data-day={day}
                          className={styles.day}
                          tabIndex={day === focusDay ? 0 : -1}
                          disabled={Boolean(min && day < min)}
                          aria-pressed={day === value}
                          aria-current={day === today ? 'date' : undefined}
                          aria-label={formatDate(day, 'dddd, D MMMM YYYY')}
                          onClick={() => choose(day)}
                        >
                          {Number(day.slice(8))}
                        </button>
                      </td>
                    ) : (
                      <td key={`pad-${j}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className={styles.close} onClick={() => close(true)}>
            Tutup
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
