import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import styles from './operator.module.css';

/** Share of seats taken (sold and held), rounded, 0 for a departure without seats. */
function loadPercent(kursi: StaffDeparture['kursi']): number {
  if (kursi.total <= 0) return 0;
  return Math.round(((kursi.terjual + kursi.ditahan) / kursi.total) * 100);
}

/**
 * A departure's load as a stacked bar: sold, held, free. The bar is a picture of the
 * figures written next to it, so screen readers read the figures, not the bar.
 */
export function LoadBar({ kursi }: { kursi: StaffDeparture['kursi'] }) {
  const share = (count: number) => (kursi.total > 0 ? `${(count / kursi.total) * 100}%` : '0%');
  return (
    <div className={styles.load}>
      <div className={styles.loadBar} aria-hidden="true">
        <span className={styles.loadSold} style={{ width: share(kursi.terjual) }} />
        <span className={styles.loadHeld} style={{ width: share(kursi.ditahan) }} />
      </div>
      <p className={styles.loadText}>
        <strong>{loadPercent(kursi)}% terisi</strong>
        <span>
          <span className={`${styles.dot} ${styles.dotSold}`} aria-hidden="true" />
          {kursi.terjual} terjual
        </span>
        <span>
          <span className={`${styles.dot} ${styles.dotHeld}`} aria-hidden="true" />
          {kursi.ditahan} ditahan
        </span>
        <span>
          <span className={`${styles.dot} ${styles.dotFree}`} aria-hidden="true" />
          {kursi.kosong} kosong
        </span>
      </p>
    </div>
  );
}
