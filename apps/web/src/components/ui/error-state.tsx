import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './states.module.css';

export interface ErrorStateProps {
  title?: string;
  /** What went wrong, in words a person can act on (an ApiError's message fits). */
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  /** A further way forward, e.g. a link back to the search. */
  action?: ReactNode;
}

/** A failure with a way forward (spec §8): the message, a retry, and optionally more. */
export function ErrorState({
  title = 'Terjadi kesalahan',
  message,
  onRetry,
  retryLabel = 'Coba Lagi',
  action,
}: ErrorStateProps) {
  return (
    <section className={styles.state} role="alert">
      <span className={`${styles.icon} ${styles.errorIcon}`} aria-hidden="true">
        !
      </span>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{message}</p>
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {action}
        </div>
      ) : null}
    </section>
  );
}
