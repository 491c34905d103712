import { formatRupiah, formatTime } from '@lintas/domain/format';
import type {
  ScheduleGroup as ScheduleGroupData,
  ScheduleItem,
} from '@lintas/domain/schedule-schemas';
import { useId, useState } from 'react';
import { OperatorLogo } from '../../../components/brand/operator-logo';
import type { LegDirection } from '../../../lib/leg-name';
import { PointsMap, type MapPoint } from './points-map';
import { ScheduleCard } from './schedule-card';
import styles from './schedule-card.module.css';

/** The boarding, transfer and drop-off points of a group, once each. */
function groupPoints(group: ScheduleGroupData): MapPoint[] {
  const seen = new Set<string>();
  const points: MapPoint[] = [];
  const add = (role: MapPoint['role'], p: ScheduleItem['titik_naik'] | null) => {
    if (!p || seen.has(`${role}-${p.cabang_id}`)) return;
    seen.add(`${role}-${p.cabang_id}`);
    points.push({
      id: p.cabang_id,
      name: p.cabang_nama,
      city: p.kota_nama,
      address: p.alamat,
      lat: p.lat,
      lng: p.lng,
      role,
    });
  };
  for (const item of group.list_jadwal) {
    add('naik', item.titik_naik);
    add('transit', item.titik_transit);
    add('turun', item.titik_turun);
  }
  return points;
}

const DEPARTURES_SHOWN = 4;

/**
 * One operator-route group of search-jadwal: the summary (operator, route, lowest fare,
 * number of departures) and, when expanded, the map of its points and every schedule.
 */
export function ScheduleGroupCard({
  group,
  onChoose,
  chooseLabel,
  direction,
  defaultOpen = false,
}: {
  group: ScheduleGroupData;
  onChoose: (item: ScheduleItem) => void;
  chooseLabel?: string;
  direction?: LegDirection;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [showMap, setShowMap] = useState(false);
  const listId = useId();
  const mapId = useId();
  const connecting = group.flag_connecting === 1;
  const points = groupPoints(group);
  const hasMap = points.some((p) => p.lat !== null && p.lng !== null);
  const times = [...new Set(group.list_jadwal.map((item) => formatTime(item.jam_berangkat)))];
  const shownTimes = times.slice(0, DEPARTURES_SHOWN);
  const moreTimes = times.length - shownTimes.length;

  return (
    <li className={styles.group}>
      <div className={styles.groupHead}>
        <OperatorLogo
          name={group.operator_nama}
          code={group.operator_kode}
          logo={group.operator_logo}
          size={44}
        />
        <div className={styles.groupInfo}>
          <h3 className={styles.operator}>
            {group.operator_nama}
            {connecting ? <span className={styles.connecting}>Bersambung</span> : null}
          </h3>
          <p className={styles.route}>
            {group.asal.kota_nama} {group.asal.cabang_nama} <span aria-hidden="true">→</span>
            <span className="visually-hidden"> ke </span> {group.tujuan.kota_nama}{' '}
            {group.tujuan.cabang_nama}
          </p>
          <p className={styles.muted}>
            {/* Average of customers' reviews of the operator (null until the first one). */}
            {group.rating !== null ? (
              <>
                <span aria-hidden="true">★ </span>
                <span className="visually-hidden">Rating </span>
                {group.rating.toLocaleString('id-ID', { minimumFractionDigits: 1 })} (
                {group.jumlah_ulasan.toLocaleString('id-ID')} ulasan) ·{' '}
              </>
            ) : null}
            {group.jumlah_jadwal} jadwal · {group.kursi_tersedia} kursi tersedia
          </p>
          {/* The departure times at a glance, so a closed group still answers "when?". */}
          <p className={styles.departures}>
            <span className="visually-hidden">Jam berangkat: </span>
            {shownTimes.map((time) => (
              <span key={time} className={styles.departureTime}>
                {time}
              </span>
            ))}
            {moreTimes > 0 ? <span className={styles.moreTimes}>+{moreTimes} lagi</span> : null}
          </p>
        </div>
        <div className={styles.priceBox}>
          <p className={styles.from}>mulai</p>
          <p className={styles.price}>{formatRupiah(group.harga_min)}</p>
        </div>
      </div>
      <div className={styles.groupActions}>
        {hasMap ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-expanded={showMap}
            aria-controls={mapId}
            onClick={() => setShowMap((v) => !v)}
          >
            {showMap ? 'Tutup peta' : 'Lihat peta titik'}
          </button>
        ) : null}
        <button
          type="button"
          className={styles.expand}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Tutup jadwal' : `Lihat ${group.jumlah_jadwal} jadwal`}
          <span
            className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`}
            aria-hidden="true"
          >
            ▾
          </span>
        </button>
      </div>
      <div id={mapId} hidden={!showMap} className={styles.mapBox}>
        {showMap ? <PointsMap points={points} title={`Peta titik ${group.operator_nama}`} /> : null}
      </div>
      <div id={listId} hidden={!open}>
        {open ? (
          <ul className={styles.items}>
            {group.list_jadwal.map((item) => (
              <li key={`${item.jadwal_kode}-${item.list_leg.map((l) => l.jadwal_kode).join('+')}`}>
                <ScheduleCard
                  item={item}
                  onChoose={onChoose}
                  chooseLabel={chooseLabel}
                  direction={direction}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
