import { useIsLoading } from '../../stores/loading-store';
import { useIsMobileView } from '../../stores/view-mode-store';
import styles from './loading-overlay.module.css';
import { Spinner } from './spinner';

/**
 * The full-screen loading overlay (spec §4, §9): white circular spinner of size 60,
 * z-index 9999; in the mobile view it covers the layout column only. Driven by
 * showLoading()/hideLoading()/withLoading() of stores/loading-store.
 */
export function LoadingOverlay() {
  const loading = useIsLoading();
  const mobile = useIsMobileView();
  if (!loading) return null;
  return (
    <div
      className={`${styles.overlay} ${mobile ? styles.mobile : ''}`}
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
    >
      <Spinner size={60} />
      <span className="visually-hidden">Memuat, harap tunggu…</span>
    </div>
  );
}
