import { formatRupiah, formatTime } from '@lintas/domain/format';
import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { rescheduleMessages } from './reschedule-messages';
import styles from './reschedule.module.css';

/** What the screen knows of the day's departures (the schedules feature's query). */
export interface DeparturesState {
  items: ScheduleItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The day's departures a ticket may move to: its own marked and not choosable, sold-out
 * ones shown but not choosable; once one is chosen the list folds to it.
 */
export function DepartureList({
  departures,
  items,
  others,
  isCurrent,
  chosen,
  onChoose,
  onClear,
}: {
  departures: DeparturesState;
  items: ScheduleItem[] | undefined;
  others: number;
  isCurrent: (item: ScheduleItem) => boolean;
  chosen: ScheduleItem | null;
  onChoose: (item: ScheduleItem) => void;
  onClear: () => void;
}) {
  if (departures.error)
    return (
      <ErrorState
        title="Jadwal tidak dapat dimuat"
        message={errorMessage(departures.error)}
        onRetry={departures.refetch}
      />
    );
  if (departures.isPending || !items) return <SkeletonCard lines={4} label="Memuat jadwal…" />;
  // Chosen: the day's list folds to that departure, so its seats come right after it.
  const shown = chosen
    ? items.filter(
        (item) =>
          item.jadwal_kode === chosen.jadwal_kode &&
          item.tanggal_berangkat === chosen.tanggal_berangkat,
      )
    : items;
  return (
    <>
      {others === 0 ? (
        <EmptyState
          title={rescheduleMessages.noOther}
          description={rescheduleMessages.noOtherHint}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className={styles.departures} aria-label="Jadwal pada tanggal ini">
          {shown.map((item) => {
            const current = isCurrent(item);
            const soldOut = item.kursi_tersedia <= 0;
            const selected =
              chosen?.jadwal_kode === item.jadwal_kode &&
              chosen.tanggal_berangkat === item.tanggal_berangkat;
            const time = formatTime(item.jam_berangkat);
            return (
              <li key={`${item.jadwal_kode}:${item.tanggal_berangkat}`}>
                <button
                  type="button"
                  className={`${styles.departure} ${selected ? styles.selected : ''}`}
                  aria-pressed={selected}
                  disabled={current || soldOut}
                  onClick={() => onChoose(item)}
                >
                  <span className={styles.time}>
                    <span className="visually-hidden">Jadwal </span>
                    {time} → {formatTime(item.jam_tiba)} <small>{item.zona_berangkat}</small>
                  </span>
                  <span className="visually-hidden">, </span>
                  <span className={styles.meta}>
                    {item.kelas} · {item.tipe_kendaraan}
                  </span>
                  <span className="visually-hidden">, </span>
                  <span className={styles.price}>
                    {current ? (
                      <span className={styles.currentTag}>{rescheduleMessages.current}</span>
                    ) : soldOut ? (
                      rescheduleMessages.soldOut
                    ) : (
                      <>
                        <span>{formatRupiah(item.harga)}</span>
                        <span className="visually-hidden">, </span>
                        <small>{item.kursi_tersedia} kursi tersedia</small>
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {chosen ? (
        <Button variant="secondary" size="small" className={styles.again} onClick={onClear}>
          Pilih Jadwal Lain
        </Button>
      ) : null}
    </>
  );
}
