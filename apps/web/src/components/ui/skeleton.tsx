import styles from './states.module.css';

/** A grey placeholder block while content loads. Decorative: pair it with a status text. */
export function Skeleton({
  width = '100%',
  height = 16,
  radius,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number;
}) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** A card-shaped placeholder (a schedule card, a summary) with an accessible status. */
export function SkeletonCard({
  lines = 3,
  label = 'Memuat data…',
}: {
  lines?: number;
  label?: string;
}) {
  return (
    <div className={styles.card} role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="60%" height={20} />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '40%' : '100%'} />
      ))}
    </div>
  );
}

/** The placeholder of a whole page while its code or data loads. */
export function PageSkeleton() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-4)', padding: 'var(--space-4) 0' }}>
      <SkeletonCard lines={2} label="Memuat halaman…" />
      <SkeletonCard lines={3} />
    </div>
  );
}
