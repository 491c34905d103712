import styles from './spinner.module.css';

/** A circular spinner; decorative (announce loading with text next to it). */
export function Spinner({ size = 24, tone = 'light' }: { size?: number; tone?: 'light' | 'dark' }) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.spinner} ${tone === 'dark' ? styles.dark : ''}`}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
    />
  );
}
