import { formatDate } from '@lintas/domain/format';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { LegSearch } from '../lib/search-params';
import styles from './results.module.css';

/**
 * The compact trip summary at the top of the results (route, date, which trip) with
 * "Ubah". With `changeSearch` the search form opens in place under it; without, "Ubah"
 * goes back to the home page's form. `onChangingChange` tells the page when the form is
 * open, because the desktop grid gives it a row only then.
 */
export function ResultsSummary({
  route,
  tripLabel,
  sticky,
  changeSearch,
  changing,
  onChangingChange,
}: {
  route: LegSearch;
  tripLabel: string;
  sticky: boolean;
  changeSearch?: (close: () => void) => ReactNode;
  changing: boolean;
  onChangingChange: (changing: boolean) => void;
}) {
  const changeId = useId();
  return (
    <>
      <header className={`${styles.summary} ${sticky ? styles.summarySticky : ''}`}>
        <div className={styles.summaryRow}>
          <div className={styles.summaryText}>
            <p className={styles.summaryRoute}>
              {route.origin.text || 'Asal'} <span aria-hidden="true">→</span>
              <span className="visually-hidden"> ke </span> {route.destination.text || 'Tujuan'}
            </p>
            <p className={styles.summaryDate}>
              <span className="visually-hidden">Tanggal </span>
              {formatDate(route.date, 'ddd, DD MMM YYYY')} · {tripLabel}
            </p>
          </div>
          {changeSearch ? (
            <button
              type="button"
              className={styles.changeButton}
              aria-expanded={changing}
              aria-controls={changeId}
              onClick={() => onChangingChange(!changing)}
            >
              {changing ? 'Tutup' : 'Ubah'}
              <span className="visually-hidden"> pencarian</span>
            </button>
          ) : (
            <Link to={paths.home.getHref()} className={styles.changeLink}>
              Ubah<span className="visually-hidden"> pencarian</span>
            </Link>
          )}
        </div>
      </header>
      {changeSearch ? (
        <div id={changeId} hidden={!changing} className={styles.changePanel}>
          {changing ? changeSearch(() => onChangingChange(false)) : null}
        </div>
      ) : null}
    </>
  );
}
