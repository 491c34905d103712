import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useDayDepartures } from '../api/cancel-departure';
import styles from './office.module.css';

/**
 * Choosing one departure of a day and confirming what happens to it, with the reason its
 * bookers will read: the cancellation and move-departure pages.
 */

const REASON_MIN = 5;
const REASON_MAX = 300;

/** "10.00" for "10:00", as times are written on the operator's pages. */
export const dotted = (time: string) => time.replace(':', '.');

const departureKey = (item: StaffDeparture) => `${item.operator_kode}|${item.jadwal_kode}`;

/** The reason as the server checks it (trimmed, 5 to 300 characters), or what is wrong. */
export function reasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length < REASON_MIN) return `Alasan minimal ${REASON_MIN} karakter`;
  if (text.length > REASON_MAX) return `Alasan maksimal ${REASON_MAX} karakter`;
  return null;
}

/**
 * The day (today in Jakarta unless given), its departures, and the one chosen by its
 * "operator|jadwal" key. `scheduledOnly`: a departure that has left or is cancelled since
 * it was chosen is no longer the chosen one.
 */
export function useDepartureChoice({
  day,
  chosen: initial = '',
  scheduledOnly,
}: {
  day: () => string;
  chosen?: string;
  scheduledOnly: boolean;
}) {
  const [tanggal, setTanggal] = useState(day);
  const departures = useDayDepartures(tanggal);
  const [chosen, setChosen] = useState(initial);
  const list = departures.data?.list ?? [];
  const departure = list.find(
    (item) => departureKey(item) === chosen && (!scheduledOnly || item.status === 'terjadwal'),
  );
  return { tanggal, setTanggal, departures, list, chosen, setChosen, departure };
}

type DepartureChoice = ReturnType<typeof useDepartureChoice>;

/**
 * The day and the departure fields: the day's departures once loaded (a failed load with a
 * retry), those that left or are cancelled shown but not choosable; `onEdit` runs on every
 * change (the confirmation asked before no longer fits).
 */
export function DeparturePicker({
  choice,
  selectId,
  errorId,
  tried,
  missing,
  cancelledNote,
  onEdit,
}: {
  choice: DepartureChoice;
  selectId: string;
  errorId: string;
  tried: boolean;
  /** Said when the form is sent without a departure. */
  missing: string;
  /** After a cancelled departure's option. */
  cancelledNote: string;
  onEdit: () => void;
}) {
  const { departures, list, departure } = choice;
  const flagged = tried && !departure;
  return (
    <>
      <DateField
        label="Tanggal keberangkatan"
        value={choice.tanggal}
        onChange={(day) => {
          if (!day) return;
          choice.setTanggal(day);
          choice.setChosen('');
          onEdit();
        }}
      />
      {departures.isPending ? (
        <SkeletonCard lines={1} label="Memuat keberangkatan…" />
      ) : departures.isError ? (
        <ErrorState
          title="Keberangkatan gagal dimuat"
          message={errorMessage(departures.error)}
          onRetry={() => void departures.refetch()}
        />
      ) : (
        <div className={styles.field}>
          <label htmlFor={selectId}>Keberangkatan</label>
          <select
            id={selectId}
            value={departure ? choice.chosen : ''}
            aria-invalid={flagged ? true : undefined}
            aria-describedby={flagged ? errorId : undefined}
            onChange={(event) => {
              choice.setChosen(event.target.value);
              onEdit();
            }}
          >
            <option value="">
              {list.length === 0 ? 'Tidak ada keberangkatan' : 'Pilih keberangkatan'}
            </option>
            {list.map((item) => (
              <option
                key={departureKey(item)}
                value={departureKey(item)}
                disabled={item.status !== 'terjadwal'}
              >
                {dotted(item.jam_berangkat)} · {item.rute.nama} · {item.jadwal_kode}
                {item.status === 'dibatalkan'
                  ? cancelledNote
                  : item.status === 'berangkat'
                    ? ' (sudah berangkat)'
                    : ` · ${item.penumpang} penumpang`}
              </option>
            ))}
          </select>
        </div>
      )}
      {flagged && !departures.isPending ? (
        <span id={errorId} className={styles.fieldError}>
          {missing}
        </span>
      ) : null}
    </>
  );
}

/** The reason the bookers will read; `problem` is shown once the form was sent. */
export function ReasonField({
  id,
  errorId,
  value,
  problem,
  onChange,
}: {
  id: string;
  errorId: string;
  value: string;
  problem: string | null;
  onChange: (reason: string) => void;
}) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={id}>Alasan (dibaca pemesan)</label>
        <textarea
          id={id}
          className={styles.textarea}
          rows={3}
          maxLength={REASON_MAX + 50}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {problem ? (
        <span id={errorId} className={styles.fieldError}>
          {problem}
        </span>
      ) : null}
    </>
  );
}

/** The last question before the change: what happens, anything to show, yes and back. */
export function ConfirmPanel({
  question,
  children,
  confirm,
  onBack,
  backDisabled,
}: {
  question: ReactNode;
  children?: ReactNode;
  /** The button that does it. */
  confirm: ReactNode;
  onBack: () => void;
  backDisabled?: boolean;
}) {
  return (
    <div className={styles.confirm}>
      <p>{question}</p>
      {children}
      <div className={styles.actions}>
        {confirm}
        <Button variant="ghost" onClick={onBack} disabled={backDisabled}>
          Kembali
        </Button>
      </div>
    </div>
  );
}
