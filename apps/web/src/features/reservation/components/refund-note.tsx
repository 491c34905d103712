import { formatDate, formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import styles from './reservation.module.css';

/**
 * The money Lintas owes back on this booking and whether it has been given back (a late
 * or second payment, a departure the operator cancelled; decision 0017). Nothing when
 * nothing is owed.
 */
export function RefundNote({ detail }: { detail: ReservationDetail }) {
  const refunds = detail.refund ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className={`${styles.card} no-print`} aria-labelledby="refund-heading">
      <h2 id="refund-heading" className={styles.cardTitle}>
        Pengembalian Dana
      </h2>
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
    </section>
  );
}
