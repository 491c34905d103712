import { formatRupiah } from '@lintas/domain/format';
import type { ScheduleFilters } from '@lintas/domain/schedule-result-schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import type { Filters } from '../../../stores/booking-store';
import { arrayFilter, toggleArrayFilter, type ArrayFilter } from '../lib/search-params';
import styles from './filter-panel.module.css';

/** Time bands as the rest of the site writes times: '06.00 - 12.00', not '06:00 - 12:00'. */
const indonesianTimes = (text: string) => text.replace(/\b(\d{2}):(\d{2})\b/g, '$1.$2');

const GROUPS: Array<{ key: ArrayFilter; title: string }> = [
  { key: 'operator', title: 'Operator' },
  { key: 'jam', title: 'Jam berangkat' },
  { key: 'fasilitas', title: 'Fasilitas' },
  { key: 'kelas', title: 'Kelas kursi' },
];

/**
 * The filters of list-filter-search-jadwal (operator, departure time band, facilities,
 * seat class, price range) with their counts. Changes apply at once. The price inputs
 * start from the stored filters: give the panel a key that changes with them.
 */
export function FilterPanel({
  options,
  loading,
  error,
  onRetry,
  filters,
  onChange,
  idPrefix,
}: {
  options: ScheduleFilters | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  filters: Filters;
  onChange: (filters: Filters) => void;
  idPrefix: string;
}) {
  const [priceMin, setPriceMin] = useState(
    typeof filters.harga_min === 'number' ? String(filters.harga_min) : '',
  );
  const [priceMax, setPriceMax] = useState(
    typeof filters.harga_max === 'number' ? String(filters.harga_max) : '',
  );
  const [priceError, setPriceError] = useState('');

  if (error)
    return <ErrorState title="Filter gagal dimuat" message={error.message} onRetry={onRetry} />;
  if (!options) return loading ? <SkeletonCard lines={6} label="Memuat filter…" /> : null;

  function applyPrice() {
    const min = priceMin.trim() === '' ? null : Number(priceMin.replace(/\D/g, ''));
    const max = priceMax.trim() === '' ? null : Number(priceMax.replace(/\D/g, ''));
    if (min !== null && max !== null && min > max) {
      setPriceError('Harga maksimum harus lebih besar dari harga minimum');
      return;
    }
    setPriceError('');
    onChange({ ...filters, harga_min: min, harga_max: max });
  }

  return (
    <div className={styles.filters}>
      {GROUPS.map(({ key, title }) => {
        const list = options[key];
        if (list.length === 0) return null;
        const chosen = arrayFilter(filters, key);
        return (
          <fieldset key={key} className={styles.filterGroup}>
            <legend className={styles.filterTitle}>{title}</legend>
            {list.map((option) => {
              const id = `${idPrefix}-${key}-${option.kode}`;
              return (
                <div key={option.kode} className={styles.check}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.includes(option.kode)}
                    onChange={() => onChange(toggleArrayFilter(filters, key, option.kode))}
                  />
                  <label htmlFor={id}>
                    {key === 'jam' ? indonesianTimes(option.nama) : option.nama}{' '}
                    <span className={styles.count}>({option.jumlah})</span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {options.harga ? (
        <fieldset className={styles.filterGroup}>
          <legend className={styles.filterTitle}>Rentang harga</legend>
          <p className={styles.hint}>
            {formatRupiah(options.harga.min)} – {formatRupiah(options.harga.max)}
          </p>
          <div className={styles.priceRow}>
            <div>
              <label htmlFor={`${idPrefix}-min`} className={styles.priceLabel}>
                Harga minimum
              </label>
              <input
                id={`${idPrefix}-min`}
                className={styles.priceInput}
                inputMode="numeric"
                value={priceMin}
                placeholder={String(options.harga.min)}
                onChange={(e) => setPriceMin(e.target.value.replace(/\D/g, ''))}
                aria-invalid={priceError ? true : undefined}
              />
            </div>
            <div>
              <label htmlFor={`${idPrefix}-max`} className={styles.priceLabel}>
                Harga maksimum
              </label>
              <input
                id={`${idPrefix}-max`}
                className={styles.priceInput}
                inputMode="numeric"
                value={priceMax}
                placeholder={String(options.harga.max)}
                onChange={(e) => setPriceMax(e.target.value.replace(/\D/g, ''))}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? `${idPrefix}-price-error` : undefined}
              />
            </div>
          </div>
          {priceError ? (
            <p id={`${idPrefix}-price-error`} className={styles.error}>
              {priceError}
            </p>
          ) : null}
          <Button variant="secondary" size="small" onClick={applyPrice}>
            Terapkan harga
          </Button>
        </fieldset>
      ) : null}
      <Button variant="ghost" size="small" onClick={() => onChange({})}>
        Hapus semua filter
      </Button>
    </div>
  );
}
