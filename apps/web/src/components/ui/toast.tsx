import { useToastStore } from '../../stores/toast-store';
import { useViewMode } from '../../stores/view-mode-store';
import styles from './toast.module.css';

/**
 * Renders the toast of `toast()` (stores/toast-store): centred at the bottom, radius
 * 2px, 12px text (16px in the desktop view). The live region stays mounted so screen
 * readers announce each new message; errors are announced assertively.
 */
export function ToastHost() {
  const current = useToastStore((state) => state.current);
  const desktop = useViewMode() === 'd';
  return (
    <div
      className={styles.region}
      role="status"
      aria-live={current?.type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      {current ? (
        <div
          key={current.id}
          className={`${styles.toast} ${desktop ? styles.desktop : ''} ${current.type !== 'success' ? styles[current.type] : ''}`}
          data-type={current.type}
        >
          {current.message}
        </div>
      ) : null}
    </div>
  );
}
