import { formatRupiah } from '@lintas/domain/format';
import type { HighlightOperatorList } from '@lintas/domain/schedule-result-schemas';
import { OperatorLogo } from '../../../components/brand/operator-logo';
import styles from './results.module.css';

/** list-highlight-operator: a short strip of operators worth a look; tapping one filters to it. */
export function Highlights({
  data,
  activeOperators,
  onPick,
}: {
  data: HighlightOperatorList | undefined;
  activeOperators: string[];
  onPick: (code: string) => void;
}) {
  if (!data || data.list.length === 0) return null;
  return (
    <section aria-labelledby="highlights-title" className={styles.highlights}>
      <h2 id="highlights-title" className={styles.sectionTitle}>
        Operator unggulan
      </h2>
      <ul className={styles.highlightList}>
        {data.list.map((op) => (
          <li key={op.operator_kode}>
            <button
              type="button"
              className={styles.highlight}
              aria-pressed={activeOperators.includes(op.operator_kode)}
              onClick={() => onPick(op.operator_kode)}
            >
              <span className={styles.highlightHead}>
                <OperatorLogo
                  name={op.operator_nama}
                  code={op.operator_kode}
                  logo={op.logo_url}
                  size={28}
                />
                <span className={styles.highlightName}>{op.operator_nama}</span>
              </span>
              <span className={styles.highlightText}>{op.highlight}</span>
              <span className={styles.highlightMeta}>
                {op.rating !== null
                  ? `★ ${op.rating.toLocaleString('id-ID', { minimumFractionDigits: 1 })} · `
                  : ''}
                {op.jumlah_jadwal} jadwal · mulai {formatRupiah(op.harga_min)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
