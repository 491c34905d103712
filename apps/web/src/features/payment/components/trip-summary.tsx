import { formatDate, formatTime } from '@lintas/domain/format';
import type { SelectedSeat } from '@lintas/domain/seat-rules';
import type { SelectedSchedule } from '../../../stores/booking-store';
import { scheduleKeys } from '../lib/trip-selection';
import styles from './payment.module.css';

function field(schedule: SelectedSchedule, name: string): string {
  const value = schedule[name];
  return typeof value === 'string' ? value : '';
}

function pointName(schedule: SelectedSchedule, name: 'titik_naik' | 'titik_turun'): string {
  const point = schedule[name] as { cabang_nama?: unknown; kota_nama?: unknown } | undefined;
  if (!point || typeof point.cabang_nama !== 'string') return '';
  return typeof point.kota_nama === 'string' ? `${point.cabang_nama}, ${point.kota_nama}` : point.cabang_nama;
}

function TripRow({ label, schedule, seats }: { label: string; schedule: SelectedSchedule; seats: readonly SelectedSeat[] }) {
  const keys = scheduleKeys(schedule);
  const operator = field(schedule, 'operator_nama') || keys.operator;
  const departs = field(schedule, 'jam_berangkat');
  const arrives = field(schedule, 'jam_tiba');
  const from = pointName(schedule, 'titik_naik');
  const to = pointName(schedule, 'titik_turun');
  const connecting = Array.isArray(schedule.list_connecting) && schedule.list_connecting.length > 0;
  return (
    <div className={styles.tripRow}>
      <p className={styles.tripLabel}>{label}</p>
      <p className={styles.tripMain}>
        <strong>{operator}</strong>
        {connecting ? <span className={styles.badge}>Transit</span> : null}
      </p>
      <p className={styles.tripMeta}>
        {formatDate(keys.date, 'ddd, DD MMM YYYY')}
        {departs ? ` · ${formatTime(departs)}` : ''}
        {arrives ? ` – ${formatTime(arrives)}` : ''}
      </p>
      {from && to ? (
        <p className={styles.tripMeta}>
          {from} → {to}
        </p>
      ) : null}
      <p className={styles.tripMeta}>Kursi {seats.map((seat) => seat.no).join(', ')}</p>
    </div>
  );
}

/** What is being paid for: the chosen trip(s) and seats, so the amount has a context. */
export function TripSummary(props: {
  go: SelectedSchedule;
  goSeats: readonly SelectedSeat[];
  back: SelectedSchedule | null;
  backSeats: readonly SelectedSeat[];
  passengers: readonly string[];
  origin: string;
  destination: string;
}) {
  return (
    <section className={styles.card} aria-labelledby="trip-summary-heading">
      <h2 id="trip-summary-heading" className={styles.cardTitle}>
        {props.origin && props.destination ? `${props.origin} → ${props.destination}` : 'Perjalanan Anda'}
      </h2>
      <TripRow label="Pergi" schedule={props.go} seats={props.goSeats} />
      {props.back ? <TripRow label="Pulang" schedule={props.back} seats={props.backSeats} /> : null}
      <p className={styles.tripMeta}>
        {props.passengers.length} penumpang: {props.passengers.join(', ')}
      </p>
    </section>
  );
}
