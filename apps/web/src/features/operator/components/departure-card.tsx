import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import { formatTime } from '@lintas/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DepartureStatusChip } from './departure-status-control';
import { LoadBar } from './load-bar';
import styles from './operator.module.css';

const STATUS_LABEL: Record<StaffDeparture['status'], string | null> = {
  terjadwal: null,
  berangkat: 'Sudah berangkat',
  dibatalkan: 'Dibatalkan',
};

export function vehicleLabel(kendaraan: StaffDeparture['kendaraan']): string {
  return `${kendaraan.nama} · ${kendaraan.kelas} · denah ${kendaraan.baris}×${kendaraan.kolom}`;
}

/**
 * One departure of the day: time, route, vehicle, load and boarding progress. The whole
 * card opens the manifest (the heading's link stretched over the card); a departure still
 * to leave (by the clock, and not marked berangkat) has a second link above it,
 * "Pindahkan jam" (move it to another time).
 */
export function DepartureCard({
  departure,
  showOperator,
}: {
  departure: StaffDeparture;
  showOperator: boolean;
}) {
  // Once staff mark a step (decision 0039) its chip says more than the clock's guess.
  const live = departure.status !== 'dibatalkan' && departure.status_perjalanan !== 'terjadwal';
  const status = live ? null : STATUS_LABEL[departure.status];
  const href = paths.operatorManifest.getHref(departure);
  return (
    <article
      className={`${styles.departure} ${departure.status === 'dibatalkan' ? styles.cancelled : ''}`}
    >
      <div className={styles.departureTime}>
        <span className={styles.time}>{formatTime(departure.jam_berangkat)}</span>
        <span className={styles.zone}>{departure.zona_waktu_berangkat}</span>
      </div>
      <div className={styles.departureBody}>
        <h2 className={styles.departureTitle}>
          <Link to={href} className={styles.stretched}>
            {departure.rute.nama}
          </Link>
        </h2>
        <p className={styles.departureMeta}>
          {showOperator ? <span>{departure.operator_nama} · </span> : null}
          <span>{departure.jadwal_kode}</span>
          {' · '}
          <span>
            tiba {formatTime(departure.jam_tiba)} {departure.zona_waktu_tiba}
          </span>
        </p>
        <p className={styles.departureMeta}>{vehicleLabel(departure.kendaraan)}</p>
        {status ? (
          <p
            className={`${styles.badge} ${
              departure.status === 'dibatalkan' ? styles.badgeDanger : styles.badgeMuted
            }`}
          >
            {status}
          </p>
        ) : null}
        {live ? (
          <p className={styles.departureMeta}>
            <DepartureStatusChip departure={departure} />
          </p>
        ) : null}
        {departure.status === 'terjadwal' &&
        departure.status_perjalanan !== 'berangkat' &&
        departure.status_perjalanan !== 'tiba' ? (
          <p className={styles.departureActions}>
            <Link
              to={paths.operatorMoveDeparture.getHref(departure)}
              className={styles.departureAction}
              aria-label={`Pindahkan jam ${departure.jadwal_kode}`}
            >
              Pindahkan jam
            </Link>
          </p>
        ) : null}
      </div>
      <div className={styles.departureLoad}>
        <LoadBar kursi={departure.kursi} />
        <p className={styles.boarded}>
          {departure.penumpang === 0
            ? 'Belum ada penumpang'
            : `${departure.sudah_naik} dari ${departure.penumpang} penumpang sudah naik`}
        </p>
      </div>
      <span className={styles.chevron} aria-hidden="true">
        ›
      </span>
    </article>
  );
}
