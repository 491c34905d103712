import { formatDate, formatRupiahShort } from '@lintas/domain/format';
import type { DateBar as DateBarData } from '@lintas/domain/schedule-result-schemas';
import { useEffect, useRef } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import styles from './date-bar.module.css';

/**
 * The date bar (list-tanggal-jadwal-available): the days around the chosen one with the
 * lowest fare of each. Choosing a day searches again. Days before `minDate` (today, or
 * the go date on the return list) cannot be chosen. `className` is the page's, for where
 * the bar (or its loading placeholder) sits in the page's grid.
 */
export function DateBar({
  data,
  loading,
  selected,
  minDate,
  onSelect,
  className,
}: {
  data: DateBarData | undefined;
  loading: boolean;
  selected: string;
  minDate: string;
  onSelect: (date: string) => void;
  className?: string;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // Keep the chosen day in view on a narrow screen (the bar scrolls sideways).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="date"]');
    if (list && active)
      list.scrollLeft =
        active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2 - list.offsetLeft;
  }, [data, selected]);

  if (!data) {
    return loading ? (
      <div className={`${styles.dateBar} ${className ?? ''}`} role="status">
        <span className="visually-hidden">Memuat tanggal…</span>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} width={72} height={56} radius={8} />
        ))}
      </div>
    ) : null;
  }
  return (
    <nav aria-label="Pilih tanggal lain" className={className}>
      <ul className={styles.dateBar} ref={listRef}>
        {data.list.map((day) => {
          const active = day.tanggal === selected;
          const tooEarly = day.tanggal < minDate;
          const price = day.harga_min !== null ? formatRupiahShort(day.harga_min) : 'Tidak ada';
          return (
            <li key={day.tanggal}>
              <button
                type="button"
                className={`${styles.day} ${active ? styles.dayActive : ''}`}
                aria-current={active ? 'date' : undefined}
                disabled={tooEarly}
                onClick={() => onSelect(day.tanggal)}
              >
                <span className={styles.dayName}>{formatDate(day.tanggal, 'ddd, DD MMM')}</span>
                <span className={day.harga_min !== null ? styles.dayPrice : styles.dayNone}>
                  {price}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
