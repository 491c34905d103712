import type { BoardingOutcome } from '../lib/boarding-outcome';
import { clockOf } from '../lib/boarding-outcome';
import styles from './operator.module.css';

const ICON = { boarded: '✓', already: '!', refused: '✕' } as const;

/**
 * The answer of one scan, big enough to read at arm's length at a bus door: green with
 * who may board and their seats, amber for a ticket used already (and when), red with the
 * reason for a refusal. Announced to screen readers as it changes.
 */
export function BoardingResult({ outcome }: { outcome: BoardingOutcome }) {
  const tone =
    outcome.kind === 'boarded'
      ? styles.resultOk
      : outcome.kind === 'already'
        ? styles.resultWarn
        : styles.resultBad;
  const title =
    outcome.kind === 'boarded'
      ? 'Boleh naik'
      : outcome.kind === 'already'
        ? 'Sudah naik'
        : outcome.title;
  const passengers =
    outcome.kind === 'boarded'
      ? outcome.result.penumpang
      : outcome.kind === 'already'
        ? outcome.penumpang
        : [];
  const code =
    outcome.kind === 'boarded'
      ? outcome.result.reservasi_kode
      : outcome.kind === 'already'
        ? outcome.reservasiKode
        : null;

  return (
    <section
      className={`${styles.result} ${tone}`}
      aria-labelledby="hasil-naik"
      data-outcome={outcome.kind}
    >
      <div className={styles.resultHead}>
        <span className={styles.resultIcon} aria-hidden="true">
          {ICON[outcome.kind]}
        </span>
        <div>
          <h2 id="hasil-naik" className={styles.resultTitle}>
            {title}
          </h2>
          {code ? <p className={styles.resultCode}>Kode booking {code}</p> : null}
        </div>
      </div>
      {outcome.kind === 'boarded' ? (
        <p className={styles.resultMessage}>
          {outcome.result.penumpang.length} penumpang tercatat naik pukul{' '}
          {clockOf(outcome.result.naik_pada_lokal)} ·{' '}
          {outcome.result.metode === 'qr' ? 'pindai QR' : 'kode diketik — cocokkan identitas'}
          <br />
          {outcome.result.keberangkatan.rute} · {outcome.result.keberangkatan.jadwal_kode}
        </p>
      ) : (
        <p className={styles.resultMessage}>{outcome.message}</p>
      )}
      {passengers.length > 0 ? (
        <ul className={styles.resultPassengers}>
          {passengers.map((passenger) => (
            <li key={`${passenger.kursi}-${passenger.nama}`}>
              <span className={styles.seat}>{passenger.kursi}</span>
              <span>
                <strong>{passenger.nama}</strong>
                {passenger.naik_di ? (
                  <span className={styles.resultRoute}>
                    {passenger.naik_di} → {passenger.turun_di}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
