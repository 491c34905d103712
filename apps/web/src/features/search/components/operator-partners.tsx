import { OperatorLogo } from '../../../components/brand/operator-logo';
import { ErrorState } from '../../../components/ui/error-state';
import { SkeletonCard } from '../../../components/ui/skeleton';
import { useOperators } from '../api/get-operators';
import styles from './home-sections.module.css';

/** list-operator: the partners, with rating and what each is known for. */
export function OperatorPartners() {
  const query = useOperators();
  return (
    <section className={styles.section} aria-labelledby="operator-partners-title">
      <h2 id="operator-partners-title" className={styles.heading}>
        Operator mitra
      </h2>
      {query.isPending ? (
        <div className={styles.grid}>
          {[0, 1, 2].map((i) => (
            <SkeletonCard key={i} lines={2} label="Memuat operator mitra…" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Operator mitra gagal dimuat"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.list.length === 0 ? (
        <p className={styles.muted}>Belum ada operator mitra.</p>
      ) : (
        <ul className={styles.grid}>
          {query.data.list.map((operator) => (
            <li key={operator.operator_kode} className={styles.operator}>
              <div className={styles.operatorHead}>
                <OperatorLogo
                  name={operator.operator_nama}
                  code={operator.operator_kode}
                  logo={operator.logo_url}
                  size={40}
                />
                <div>
                  <h3 className={styles.operatorName}>{operator.operator_nama}</h3>
                  {operator.rating !== null ? (
                    <p className={styles.rating}>
                      <span aria-hidden="true">★ </span>
                      {operator.rating.toLocaleString('id-ID', { minimumFractionDigits: 1 })}
                      <span className={styles.muted}>
                        {' '}
                        · {operator.jumlah_ulasan.toLocaleString('id-ID')} ulasan
                      </span>
                    </p>
                  ) : null}
                </div>
              </div>
              <p className={styles.operatorText}>{operator.highlight ?? operator.deskripsi}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
