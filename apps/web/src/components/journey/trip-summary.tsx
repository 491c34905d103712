import { dateFormats, formatDate, formatRupiah } from '@lintas/domain/format';
import type { ReactNode } from 'react';
import type { LegDetails } from '../../lib/journey';
import { OperatorLogo } from '../brand/operator-logo';
import styles from './trip-summary.module.css';

export interface SummaryLeg {
  key: string;
  /** 'Pergi', 'Pulang', 'Pergi · Rute 2 dari 2' (lib/leg-name). */
  label: string;
  details: LegDetails;
  seats: readonly string[];
}

export interface TripSummaryProps {
  legs: readonly SummaryLeg[];
  title?: string;
  /** Heading level of the card title (the page has its own h1). */
  headingLevel?: 2 | 3;
  /** Totals or actions under the legs. */
  children?: ReactNode;
  /** One short block per leg (phones, above a form). */
  compact?: boolean;
}

function place(name: string, city: string): string {
  if (name && city && !name.toLowerCase().includes(city.toLowerCase())) return `${name}, ${city}`;
  return name || city || '-';
}

/**
 * The trip at a glance (operator, date, times, points, seats) for every leg: the side
 * panel of the seat map and of the booker form, and the top card on a phone.
 */
export function TripSummary({
  legs,
  title = 'Ringkasan Perjalanan',
  headingLevel = 2,
  children,
  compact = false,
}: TripSummaryProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (compact) {
    return (
      <section className={`${styles.card} ${styles.compact}`} aria-label={title}>
        <Heading className={styles.title}>{title}</Heading>
        <ol className={styles.legs}>
          {legs.map(({ key, label, details, seats }) => (
            <li key={key} className={styles.leg}>
              <div className={styles.legHead}>
                <span className={styles.badge}>{label}</span>
                <OperatorLogo
                  name={details.operatorName}
                  code={details.operatorCode}
                  logo={details.operatorLogo}
                  size={24}
                />
                <span className={styles.operator}>{details.operatorName}</span>
              </div>
              <p className={styles.compactLine}>
                {[
                  details.date ? formatDate(details.date, dateFormats.noYear) : '',
                  details.departureTime && details.arrivalTime
                    ? `${details.departureTime}–${details.arrivalTime}`
                    : details.departureTime,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className={styles.compactLine}>
                {details.origin || details.originCity || '-'} <span aria-hidden="true">→</span>
                <span className="visually-hidden">ke</span>{' '}
                {details.destination || details.destinationCity || '-'}
                {seats.length > 0 ? (
                  <>
                    {' · '}Kursi <strong>{seats.join(', ')}</strong>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
        {children}
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <ol className={styles.legs}>
        {legs.map(({ key, label, details, seats }) => (
          <li key={key} className={styles.leg}>
            <div className={styles.legHead}>
              <span className={styles.badge}>{label}</span>
              <OperatorLogo
                name={details.operatorName}
                code={details.operatorCode}
                logo={details.operatorLogo}
                size={28}
              />
              <span className={styles.operator}>{details.operatorName}</span>
            </div>
            {details.date ? (
              <p className={styles.date}>{formatDate(details.date, dateFormats.long)}</p>
            ) : null}
            <div className={styles.route}>
              <div className={styles.stop}>
                <span className={styles.time}>{details.departureTime || '--.--'}</span>
                <span className={styles.point}>{place(details.origin, details.originCity)}</span>
              </div>
              <div className={styles.stop}>
                <span className={styles.time}>{details.arrivalTime || '--.--'}</span>
                <span className={styles.point}>
                  {place(details.destination, details.destinationCity)}
                </span>
              </div>
            </div>
            <p className={styles.seats}>
              {seats.length > 0 ? (
                <>
                  Kursi <strong>{seats.join(', ')}</strong>
                  {details.price > 0 ? (
                    <span className={styles.price}> · {formatRupiah(details.price)}/kursi</span>
                  ) : null}
                </>
              ) : (
                <span className={styles.muted}>Belum memilih kursi</span>
              )}
            </p>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
