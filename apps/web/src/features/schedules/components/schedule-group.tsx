import { formatRupiah, formatTime } from '@lintas/domain/format';
import type {
  ScheduleGroup as ScheduleGroupData,
  ScheduleItem,
} from '@lintas/domain/schedule-result-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { OperatorLogo } from '../../../components/brand/operator-logo';
import { Button } from '../../../components/ui/button';
import { SkeletonCard } from '../../../components/ui/skeleton';
import type { LegDirection } from '../../../lib/leg-name';
import type { QueryParams } from '../../../lib/query-string';
import { groupListParams, useGroupSchedules } from '../api/list-schedules';
import { PointsMap, type MapPoint } from './points-map';
import { ScheduleCard } from './schedule-card';
import styles from './schedule-card.module.css';

/** The boarding, transfer and drop-off points of a group (the summary lists each once). */
function groupPoints(group: ScheduleGroupData): MapPoint[] {
  return group.list_titik.map((p) => ({
    id: p.cabang_id,
    name: p.cabang_nama,
    city: p.kota_nama,
    address: p.alamat,
    lat: p.lat,
    lng: p.lng,
    role: p.peran,
  }));
}

const DEPARTURES_SHOWN = 4;

/**
 * One operator-route group of search-jadwal: the summary (operator, route, rating, lowest
 * fare, seats left, departure times) and, when opened, the map of its points and its
 * schedules, fetched from list-jadwal with the search's own filters and sort (issue 11:
 * search answers summaries only). A group of one schedule opens by itself: its summary
 * already says everything, so the person should be one tap ("Pilih") from booking it.
 */
export function ScheduleGroupCard({
  group,
  search,
  onChoose,
  chooseLabel,
  direction,
  defaultOpen = false,
}: {
  group: ScheduleGroupData;
  /** The search's parameters for this leg (places, date, filters, sort). */
  search: QueryParams;
  onChoose: (item: ScheduleItem) => void;
  chooseLabel?: string;
  direction?: LegDirection;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen || group.jumlah_jadwal === 1);
  const [showMap, setShowMap] = useState(false);
  const listId = useId();
  const mapId = useId();
  const connecting = group.flag_connecting === 1;
  const points = groupPoints(group);
  const hasMap = points.some((p) => p.lat !== null && p.lng !== null);
  const times = [...new Set(group.list_jam_berangkat.map((time) => formatTime(time)))];
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
          <GroupSchedules
            group={group}
            search={search}
            onChoose={onChoose}
            chooseLabel={chooseLabel}
            direction={direction}
          />
        ) : null}
      </div>
    </li>
  );
}

/** An opened group's schedules: loading, failed (with a retry), none left, or the list. */
function GroupSchedules({
  group,
  search,
  onChoose,
  chooseLabel,
  direction,
}: {
  group: ScheduleGroupData;
  search: QueryParams;
  onChoose: (item: ScheduleItem) => void;
  chooseLabel?: string;
  direction?: LegDirection;
}) {
  const queryClient = useQueryClient();
  const schedules = useGroupSchedules(groupListParams(search, group));
  if (schedules.isPending)
    return (
      <div className={styles.items}>
        {Array.from({ length: Math.min(group.jumlah_jadwal, 2) }, (_, i) => (
          <SkeletonCard key={i} lines={2} label={`Memuat jadwal ${group.operator_nama}…`} />
        ))}
      </div>
    );
  if (schedules.isError)
    return (
      <div className={styles.groupProblem} role="alert">
        <p>
          Jadwal {group.operator_nama} gagal dimuat. {schedules.error.message}
        </p>
        <Button variant="secondary" size="small" onClick={() => void schedules.refetch()}>
          Coba lagi
        </Button>
      </div>
    );
  if (schedules.data.list.length === 0)
    return (
      <div className={styles.groupProblem} role="status">
        <p>
          Jadwal di grup ini sudah tidak tersedia (mungkin sudah berangkat atau berubah). Muat ulang
          hasil untuk melihat jadwal terbaru.
        </p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            void queryClient.invalidateQueries({ queryKey: ['search-jadwal'] });
            void queryClient.invalidateQueries({ queryKey: ['list-jadwal'] });
          }}
        >
          Muat ulang hasil
        </Button>
      </div>
    );
  return (
    <ul className={styles.items} aria-label={`Jadwal ${group.operator_nama}`}>
      {schedules.data.list.map((item) => (
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
  );
}
