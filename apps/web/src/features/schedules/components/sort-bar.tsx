import type { ScheduleFilters } from '@lintas/domain/schedule-result-schemas';
import styles from './results.module.css';

/** Sorting (a select) and the quick filters (toggle chips; several combine). */
export function SortBar({
  options,
  sort,
  quickFilter,
  onSort,
  onQuickFilter,
  idPrefix,
}: {
  options: ScheduleFilters | undefined;
  sort: string;
  quickFilter: string;
  onSort: (sort: string) => void;
  onQuickFilter: (code: string) => void;
  idPrefix: string;
}) {
  if (!options) return null;
  const active = quickFilter ? quickFilter.split(',') : [];
  return (
    <div className={styles.sortBar}>
      <div className={styles.sortField}>
        <label htmlFor={`${idPrefix}-sort`} className={styles.smallLabel}>
          Urutkan
        </label>
        <select
          id={`${idPrefix}-sort`}
          className={styles.select}
          value={sort || 'berangkat-awal'}
          onChange={(e) => onSort(e.target.value)}
        >
          {options.sort.map((option) => (
            <option key={option.kode} value={option.kode}>
              {option.nama}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="Filter cepat" className={styles.quick}>
        {options.quick_filter.map((option) => (
          <button
            key={option.kode}
            type="button"
            className={styles.quickChip}
            aria-pressed={active.includes(option.kode)}
            onClick={() => onQuickFilter(option.kode)}
          >
            {option.nama}
          </button>
        ))}
      </div>
    </div>
  );
}
