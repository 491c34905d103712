import { formatDate, formatTime } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { legChips } from '../../lib/departure-chips';
import { legName } from '../../lib/leg-name';
import { OperatorLogo } from '../brand/operator-logo';
import { DepartureChips } from './departure-chips';
import styles from './ticket.module.css';

type Leg = ReservationDetail['perjalanan'][number];

function legHeading(leg: Leg, legs: readonly Leg[]): string {
  const sameDirection = legs.filter((other) => other.arah === leg.arah);
  return legName(leg.arah === 'pergi' ? 'go' : 'return', leg.leg_index, sameDirection.length);
}

/**
 * Every vehicle of the booking in travel order: go, its connecting legs, then return;
 * with `showStatus` (a booking still to travel) each leg's live status or move
 * (decision 0039).
 */
export function TripLegs({
  legs,
  showSeats = true,
  showStatus = false,
}: {
  legs: readonly Leg[];
  showSeats?: boolean;
  showStatus?: boolean;
}) {
  return (
    <ol className={styles.legs}>
      {legs.map((leg) => (
        <li key={`${leg.arah}-${leg.leg_index}`} className={styles.leg}>
          <p className={styles.legHeading}>{legHeading(leg, legs)}</p>
          {showStatus ? (
            <DepartureChips chips={legChips(leg)} label={`Status ${legHeading(leg, legs)}`} />
          ) : null}
          <p className={styles.operator}>
            <OperatorLogo
              name={leg.operator_nama}
              code={leg.operator_kode}
              logo={leg.operator_logo}
              size={28}
            />
            <strong>{leg.operator_nama}</strong>
            <span className={styles.muted}>
              {' '}
              · {leg.kelas} · {leg.tipe_kendaraan}
            </span>
          </p>
          <div className={styles.stops}>
            <div className={styles.stop}>
              <p className={styles.time}>
                {formatTime(leg.jam_berangkat)}{' '}
                <span className={styles.zone}>{leg.zona_waktu_berangkat}</span>
              </p>
              <p className={styles.date}>{formatDate(leg.tanggal_berangkat, 'ddd, DD MMM YYYY')}</p>
              <p className={styles.point}>
                {leg.asal.cabang_nama}, {leg.asal.kota_nama}
              </p>
              <p className={styles.address}>{leg.asal.alamat}</p>
            </div>
            <div className={styles.stop}>
              <p className={styles.time}>
                {formatTime(leg.jam_tiba)}{' '}
                <span className={styles.zone}>{leg.zona_waktu_tiba}</span>
              </p>
              <p className={styles.date}>{formatDate(leg.tanggal_tiba, 'ddd, DD MMM YYYY')}</p>
              <p className={styles.point}>
                {leg.tujuan.cabang_nama}, {leg.tujuan.kota_nama}
              </p>
              <p className={styles.address}>{leg.tujuan.alamat}</p>
            </div>
          </div>
          {showSeats ? (
            <ul
              className={styles.seats}
              aria-label={`Kursi dan penumpang, ${legHeading(leg, legs)}`}
            >
              {leg.kursi.map((seat) => (
                <li key={seat.no} className={seat.dibatalkan ? styles.seatCancelled : undefined}>
                  <span className={styles.seatNo}>Kursi {seat.no}</span>{' '}
                  {seat.dibatalkan ? (
                    <>
                      <s>{seat.nama}</s> <span className={styles.cancelledMark}>Dibatalkan</span>
                    </>
                  ) : (
                    seat.nama
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
