import type { ReactNode } from 'react';
import styles from './states.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The way forward: change the date, search again, go home. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A simple bus outline: emoji render as empty boxes on many Android webviews. */
function BusIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="4" y="3" width="16" height="15" rx="2" />
      <path d="M4 11h16M8 18v2M16 18v2M7.5 14.5h.01M16.5 14.5h.01" />
    </svg>
  );
}

export function EmptyState({ title, description, action, icon = <BusIcon /> }: EmptyStateProps) {
  return (
    <section className={styles.state}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </section>
  );
}
