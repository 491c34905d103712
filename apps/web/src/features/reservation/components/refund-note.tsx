import { formatDate, formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { ticketPassengers } from '../api/cancel-reservation';
import styles from './reservation.module.css';

/**
 * The money Lintas owes back on this booking and whether it has been given back (a late
 * or second payment, a departure the operator cancelled, a cancellation; decision 0017).
 * A paid booking some of whose passengers were cancelled (decision 0046) also says who
 * still travels and what the ticket costs once those refunds are back. Nothing when
 * nothing is owed.
 */
export function RefundNote({ detail }: { detail: ReservationDetail }) {
  const refunds = detail.refund ?? [];
  const partial = detail.status === 'paid' && (detail.penumpang_dibatalkan ?? 0) > 0;
  // A passenger cancelled past the refund tiers gets nothing back, yet who still travels
  // is said all the same.
  if (refunds.length === 0 && !partial) return null;
  const travelling = partial
    ? ticketPassengers(detail).filter((passenger) => !passenger.cancelled)
    : [];
  return (
    <section className={`${styles.card} no-print`} aria-labelledby="refund-heading">
      <h2 id="refund-heading" className={styles.cardTitle}>
        {refunds.length > 0 ? 'Pengembalian Dana' : 'Penumpang Dibatalkan'}
      </h2>
      {refunds.length === 0 ? null : (
        <ul className={styles.refundList}>
          {refunds.map((refund) => (
            <li key={refund.kode}>
              <strong>{formatRupiah(refund.jumlah)}</strong> · {refund.alasan}
              <br />
              <span className={refund.status === 'refunded' ? styles.refundDone : styles.muted}>
                {refund.status === 'refunded' && refund.dikembalikan_pada
                  ? `Sudah dikembalikan pada ${formatDate(new Date(refund.dikembalikan_pada))} ke metode pembayaran Anda.`
                  : `${refund.status_label}. Dana dikembalikan ke metode pembayaran Anda.`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {partial ? (
        <div className={styles.partialNote} data-testid="partial-cancellation">
          <p>
            {detail.penumpang_dibatalkan} penumpang dibatalkan. Tetap berangkat dengan e-tiket ini (
            {travelling.length} penumpang):{' '}
            {travelling
              .map((passenger) => `${passenger.name} (kursi ${passenger.seat})`)
              .join(', ')}
            .
          </p>
          {detail.total_aktif != null && refunds.length > 0 ? (
            <p>
              Total setelah pengembalian dana: <strong>{formatRupiah(detail.total_aktif)}</strong>
            </p>
          ) : null}
          {refunds.length === 0 ? (
            <p className={styles.muted}>
              Sesuai kebijakan operator, tidak ada dana yang dikembalikan untuk penumpang yang
              dibatalkan.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
