import { addDaysIso, formatDate } from '@lintas/domain/dates';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './date-field.module.css';

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

export interface DateCalendarProps {
  /** The dialog's id (the field's toggle controls it), its title's, the field label's. */
  id: string;
  titleId: string;
  labelId: string;
  /** The chosen day, 'YYYY-MM-DD' or ''. */
  value: string;
  min?: string;
  today: string;
  /** The highlighted day; `moveFocus` gives it the keyboard focus. */
  focusDay: string;
  moveFocus: boolean;
  /** Bumped by the field to ask for the focus again on an unchanged day. */
  focusAsk: number;
  onFocusDay: (day: string, moveFocus: boolean) => void;
  onChoose: (day: string) => void;
  onClose: () => void;
}

/**
 * The calendar of a DateField (date-field.tsx, which loads this module when it first
 * opens): the month's grid, ‹ › by month, arrows by day and week, Page Up/Down by month,
 * Home/End to the week's ends, Enter or Space chooses, Esc closes.
 */
export function DateCalendar({
  id,
  titleId,
  labelId,
  value,
  min,
  today,
  focusDay,
  moveFocus,
  focusAsk,
  onFocusDay,
  onChoose,
  onClose,
}: DateCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null);

  // Keyboard focus follows the highlighted day once the calendar has it.
  useEffect(() => {
    if (!moveFocus) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [moveFocus, focusDay, focusAsk]);

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
    onFocusDay(min && next < min ? min : next, true);
  }

  const month = monthStart(focusDay);
  const canGoBack = !min || addMonths(month, -1) >= monthStart(min);

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={labelId}
      className={styles.calendar}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
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
            onFocusDay(min && back < min ? min : back, false);
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
          onClick={() => onFocusDay(shiftMonth(focusDay, 1), false)}
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
                      onClick={() => onChoose(day)}
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
      <button type="button" className={styles.close} onClick={onClose}>
        Tutup
      </button>
    </div>
  );
}
