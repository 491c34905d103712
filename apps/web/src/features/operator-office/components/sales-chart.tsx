import { formatDate } from '@lintas/domain/format';
import styles from './office.module.css';

export interface DayLoad {
  tanggal: string;
  terjual: number;
  kapasitas: number;
}

const percent = (day: DayLoad) => (day.kapasitas > 0 ? day.terjual / day.kapasitas : 0);

/**
 * Load factor per day as an SVG bar chart written here (a charting library would be the
 * largest part of this screen for one chart of up to 92 bars). Each bar is the day's seats
 * sold over its capacity; the figure's text says the same for screen readers, and the
 * table under it holds every number.
 */
export function SalesChart({ days }: { days: DayLoad[] }) {
  // Narrow for a week (so a phone keeps readable labels), wider for a longer period.
  const width = Math.max(360, Math.min(720, days.length * 56 + 40));
  const height = 220;
  const top = 18;
  const bottom = 28;
  const left = 36;
  const plotHeight = height - top - bottom;
  const slot = (width - left) / Math.max(days.length, 1);
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  // Every label when they fit, else about ten of them.
  const labelEvery = Math.max(1, Math.ceil(days.length / 10));
  const best = days.reduce<DayLoad | null>(
    (top, day) => (top === null || percent(day) > percent(top) ? day : top),
    null,
  );
  const average =
    days.reduce((sum, day) => sum + day.terjual, 0) /
    Math.max(
      1,
      days.reduce((sum, day) => sum + day.kapasitas, 0),
    );
  const description =
    days.length === 0
      ? 'Tidak ada keberangkatan pada periode ini.'
      : `Load factor rata-rata ${Math.round(average * 100)}% selama ${days.length} hari` +
        (best
          ? `; tertinggi ${Math.round(percent(best) * 100)}% pada ${formatDate(best.tanggal)}.`
          : '.');

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="sales-chart-title sales-chart-desc"
      >
        <title id="sales-chart-title">Load factor per hari</title>
        <desc id="sales-chart-desc">{description}</desc>
        {[0, 0.5, 1].map((tick) => {
          const y = top + plotHeight * (1 - tick);
          return (
            <g key={tick}>
              <line className={styles.axis} x1={left} x2={width} y1={y} y2={y} opacity={0.4} />
              <text className={styles.axisLabel} x={left - 6} y={y + 4} textAnchor="end">
                {tick * 100}%
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          const x = left + slot * index + (slot - barWidth) / 2;
          const value = Math.min(1, percent(day));
          const barHeight = plotHeight * value;
          return (
            <g key={day.tanggal}>
              <rect
                className={styles.barFull}
                x={x}
                y={top}
                width={barWidth}
                height={plotHeight}
                rx={2}
              />
              <rect
                className={styles.bar}
                x={x}
                y={top + plotHeight - barHeight}
                width={barWidth}
                height={barHeight}
                rx={2}
              >
                <title>{`${formatDate(day.tanggal)}: ${day.terjual} dari ${day.kapasitas} kursi (${Math.round(value * 100)}%)`}</title>
              </rect>
              {days.length <= 14 ? (
                <text
                  className={styles.barLabel}
                  x={x + barWidth / 2}
                  y={top + plotHeight - barHeight - 4}
                  textAnchor="middle"
                >
                  {Math.round(value * 100)}%
                </text>
              ) : null}
              {index % labelEvery === 0 ? (
                <text
                  className={styles.axisLabel}
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                >
                  {formatDate(day.tanggal, 'DD/MM')}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>{description}</figcaption>
    </figure>
  );
}
