import { formatDate } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { QrCode } from '../ui/qr-code';
import { TripLegs } from './trip-legs';
import styles from './ticket.module.css';
import { isInApp } from '../../lib/platform';
import { TicketFileButtons } from './ticket-file-buttons';

/**
 * The e-ticket of a paid booking: the code and its QR (scanned at boarding), every leg
 * with seats and passengers, and the booker; its PDF and calendar files (decision 0041).
 * `.printable` marks what window.print keeps.
 */
export function ETicket({ detail, onPrint }: { detail: ReservationDetail; onPrint?: () => void }) {
  // Who boards with it: a passenger cancelled on their own (decision 0046) no longer does.
  const passengers = Array.from(
    new Set(
      detail.perjalanan.flatMap((leg) =>
        leg.kursi.filter((seat) => !seat.dibatalkan).map((seat) => seat.nama),
      ),
    ),
  );
  return (
    <section className={`${styles.ticket} printable`} aria-labelledby="eticket-title">
      <div className={styles.ticketHead}>
        <div>
          <h2 id="eticket-title" className={styles.ticketTitle}>
            E-Tiket
          </h2>
          <p className={styles.muted}>Tunjukkan kode ini kepada petugas saat naik.</p>
          <p className={styles.codeLabel}>Kode booking</p>
          <p className={styles.code} data-testid="booking-code">
            {detail.reservasi_kode}
          </p>
          {detail.dibayar_pada ? (
            <p className={styles.muted}>
              Dibayar {formatDate(detail.dibayar_pada, 'ddd, DD MMM YYYY')}
            </p>
          ) : null}
        </div>
        <div className={styles.qr}>
          <QrCode
            // The signed payload the boarding scan accepts (decision 0014); the bare code
            // only from a server that does not sign (it can still be typed at the door).
            value={detail.qr_content ?? detail.reservasi_kode}
            label={`QR kode booking ${detail.reservasi_kode}`}
            size={152}
          />
        </div>
      </div>
      <TripLegs legs={detail.perjalanan} showStatus />
      <div className={styles.people}>
        <div>
          <h3 className={styles.smallHeading}>Penumpang</h3>
          <ol className={styles.plainList}>
            {passengers.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className={styles.smallHeading}>Pemesan</h3>
          <p className={styles.plain}>{detail.pemesan.nama}</p>
          <p className={styles.plain}>{detail.pemesan.email}</p>
          <p className={styles.plain}>{detail.pemesan.telp}</p>
        </div>
      </div>
      <div className={`${styles.ticketActions} no-print`}>
        <TicketFileButtons code={detail.reservasi_kode} />
        {onPrint && !isInApp() ? (
          // A browser prints (or saves the page as a PDF); the apps have no print dialog.
          <button type="button" className={styles.printButton} onClick={onPrint}>
            Cetak E-Tiket
          </button>
        ) : null}
      </div>
    </section>
  );
}
