import { formatRupiah } from '@lintas/domain/format';
import type { ReactNode } from 'react';
import { TripSummary, type SummaryLeg } from '../../../components/journey/trip-summary';
import styles from './seat-selection-page.module.css';

type Totals = {
  /** Seats on the first go leg, i.e. passengers. */
  seatCount: number;
  /** Price after seat promos. */
  total: number;
  promoSaving: number;
};

/** Desktop side column: the trip, the running total and the continue button. */
export function SeatSummaryAside({
  legs,
  seatCount,
  total,
  promoSaving,
  action,
}: Totals & { legs: SummaryLeg[]; action: ReactNode }) {
  return (
    <aside className={styles.aside} aria-label="Ringkasan pesanan">
      <TripSummary legs={legs}>
        <div className={styles.totalRow}>
          <span>Total{seatCount > 0 ? ` (${seatCount} penumpang)` : ''}</span>
          <strong className={styles.totalValue}>{formatRupiah(total)}</strong>
        </div>
        {promoSaving > 0 ? (
          <p className={styles.saving}>Termasuk hemat promo kursi {formatRupiah(promoSaving)}</p>
        ) : null}
        {action}
      </TripSummary>
    </aside>
  );
}

/** Phone bottom bar: seats chosen, the running total and the continue button. */
export function SeatSummaryBar({
  legCount,
  counts,
  seatCount,
  total,
  promoSaving,
  action,
}: Totals & { legCount: number; counts: Record<string, number>; action: ReactNode }) {
  return (
    <div className={styles.bar}>
      <div className={styles.barInfo}>
        <span className={styles.barSeats}>
          {seatCount === 0
            ? 'Belum ada kursi dipilih'
            : legCount > 1
              ? `${seatCount} penumpang · ${Object.values(counts).reduce((a, b) => a + b, 0)} kursi`
              : `${seatCount} kursi dipilih`}
        </span>
        <strong className={styles.barTotal}>{formatRupiah(total)}</strong>
        {promoSaving > 0 ? (
          <span className={styles.saving}>hemat {formatRupiah(promoSaving)}</span>
        ) : null}
      </div>
      {action}
    </div>
  );
}
