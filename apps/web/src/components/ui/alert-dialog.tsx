import { useEffect, useId, useRef } from 'react';
import {
  closeAlert,
  registerAlertHost,
  useAlertStore,
  type AlertType,
} from '../../stores/alert-store';
import styles from './alert-dialog.module.css';

const icons: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/**
 * Renders the alerts queued by `showAlert()` (stores/alert-store). Mount once, in the
 * app provider. A modal alertdialog: focus moves to the confirm button and returns to
 * where it was; Escape and Enter confirm; Tab stays inside.
 */
export function AlertHost() {
  const alert = useAlertStore((state) => state.queue[0] ?? null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => registerAlertHost(), []);

  useEffect(() => {
    if (!alert) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    buttonRef.current?.focus();
    const timer =
      alert.duration !== null ? setTimeout(() => closeAlert(alert.id), alert.duration) : null;
    return () => {
      if (timer) clearTimeout(timer);
      previous?.focus?.();
    };
  }, [alert]);

  if (!alert) return null;

  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeAlert(alert.id);
          if (event.key === 'Tab') {
            event.preventDefault();
            buttonRef.current?.focus();
          }
        }}
      >
        <span
          className={`${styles.icon} ${alert.type !== 'info' ? styles[alert.type] : ''}`}
          aria-hidden="true"
        >
          {icons[alert.type]}
        </span>
        <h2 id={titleId} className={styles.title}>
          {alert.title}
        </h2>
        <p id={messageId} className={styles.message}>
          {alert.message}
        </p>
        <button
          ref={buttonRef}
          type="button"
          className={styles.confirm}
          onClick={() => closeAlert(alert.id)}
        >
          {alert.confirmText}
        </button>
      </div>
    </div>
  );
}
