import { formatDuration, formatRupiah, formatTime } from '@lintas/domain/format';
import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { useId, useState } from 'react';
import { FacilityIcon } from '../../../components/brand/facility-icon';
import { SoldOutAction } from '../../../components/journey/sold-out-action';
import { Button } from '../../../components/ui/button';
import { legName, type LegDirection } from '../../../lib/leg-name';
import { ScheduleDetailPanel } from './schedule-detail';
import styles from './schedule-card.module.css';

function seatsLeftText(seats: number): string {
  if (seats <= 0) return 'Kursi habis';
  return `${seats} kursi tersisa`;
}

/** One schedule: times, duration, points, price, seats left, facilities; connecting legs labelled. */
export function ScheduleCard({
  item,
  onChoose,
  chooseLabel = 'Pilih',
  direction = 'go',
}: {
  item: ScheduleItem;
  onChoose: (item: ScheduleItem) => void;
  chooseLabel?: string;
  /** Which way this list goes: its connecting legs are named as the seat map and ticket name them. */
  direction?: LegDirection;
}) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const soldOut = item.kursi_tersedia <= 0;
  const connecting = item.flag_connecting === 1;
  const headingId = `${detailId}-h`;

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <div className={styles.times}>
          <h4 id={headingId} className={styles.timeLine}>
            <span className={styles.time}>{formatTime(item.jam_berangkat)}</span>
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
            <span className="visually-hidden"> sampai </span>
            <span className={styles.time}>{formatTime(item.jam_tiba)}</span>
            <span className={styles.zone}> {item.zona_tiba}</span>
          </h4>
          <p className={styles.duration}>
            <span aria-hidden="true">{formatDuration(item.durasi)}</span>
            <span className="visually-hidden">Durasi {formatDuration(item.durasi, 'long')}</span>
            {connecting ? (
              <span className={styles.connecting}>Transit 1x</span>
            ) : (
              <span className={styles.direct}>Langsung</span>
            )}
          </p>
        </div>
        <div className={styles.priceBox}>
          <p className={styles.price}>{formatRupiah(item.harga)}</p>
          <p className={styles.perSeat}>/ kursi</p>
        </div>
      </div>

      <dl className={styles.points}>
        <div>
          <dt>Naik</dt>
          <dd>
            {item.titik_naik.kota_nama} - {item.titik_naik.cabang_nama}
          </dd>
        </div>
        {connecting && item.titik_transit ? (
          <div>
            <dt>Transit</dt>
            <dd>
              {item.titik_transit.kota_nama} - {item.titik_transit.cabang_nama}
              {item.waktu_transit !== null ? (
                <span className={styles.muted}>
                  {' '}
                  · tunggu {formatDuration(item.waktu_transit, 'long')}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Turun</dt>
          <dd>
            {item.titik_turun.kota_nama} - {item.titik_turun.cabang_nama}
          </dd>
        </div>
      </dl>

      {connecting ? (
        <ol className={styles.legs} aria-label="Perjalanan bersambung">
          {item.list_leg.map((leg, i) => (
            <li key={leg.jadwal_kode}>
              <span className={styles.legNo}>{legName(direction, i, item.list_leg.length)}</span>{' '}
              {leg.operator_nama}: {formatTime(leg.jam_berangkat)} {leg.titik_naik.cabang_nama} →{' '}
              {formatTime(leg.jam_tiba)} {leg.titik_turun.cabang_nama}
            </li>
          ))}
        </ol>
      ) : null}

      <ul className={styles.facilities} aria-label="Fasilitas">
        <li className={styles.classTag}>{item.kelas}</li>
        {item.fasilitas.map((f) => (
          <li key={f.kode} className={styles.facility}>
            <FacilityIcon code={f.kode} />
            {f.nama}
          </li>
        ))}
      </ul>

      <div className={styles.actions}>
        <p className={`${styles.seats} ${item.kursi_tersedia <= 3 ? styles.seatsLow : ''}`}>
          {seatsLeftText(item.kursi_tersedia)}
        </p>
        <Button
          variant="ghost"
          size="small"
          aria-expanded={open}
          aria-controls={detailId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Tutup detail' : 'Detail'}
        </Button>
        <Button
          size="small"
          disabled={soldOut}
          onClick={() => onChoose(item)}
          aria-label={`${chooseLabel} jadwal ${formatTime(item.jam_berangkat)} ${item.operator_nama}, ${formatRupiah(item.harga)}`}
        >
          {chooseLabel}
        </Button>
      </div>
      {soldOut ? <SoldOutAction item={item} /> : null}
      <div id={detailId} hidden={!open}>
        {open ? (
          <ScheduleDetailPanel legs={item.list_leg.length > 0 ? item.list_leg : [item]} />
        ) : null}
      </div>
    </article>
  );
}
