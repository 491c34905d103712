import { formatRupiah } from '@lintas/domain/format';
import type { SeatMapPromo } from '@lintas/domain/seat-map-schemas';
import type { SelectedSeat } from '@lintas/domain/seat-rules';
import { Button } from '../../../components/ui/button';
import { promoHasRoom, seatDiscount, withPromoForAll, withSeatPromo } from '../lib/seat-promos';
import styles from './seat-promos.module.css';

export interface SeatPromosProps {
  /** What the leg offers (seat map's list_promo). */
  promos: readonly SeatMapPromo[];
  /** One seat's fare on this leg before promos. */
  fare: number;
  /** The leg's selected seats, with their promo. */
  seats: readonly SelectedSeat[];
  /** The seats with their new promos, and a sentence saying what changed. */
  onChange: (seats: SelectedSeat[], message: string) => void;
  /** Whether a newly chosen seat gets the best promo by itself (on by default). */
  autoBest: boolean;
  onAutoBestChange: (on: boolean) => void;
}

function promoSummary(promo: SeatMapPromo): string {
  const left = promo.sisa_kursi === null ? 'tanpa batas kursi' : `sisa ${promo.sisa_kursi} kursi`;
  return `${promo.promo_kode} · hemat ${formatRupiah(promo.diskon_per_kursi)}/kursi · ${left}`;
}

/**
 * The seat promos a leg offers, and per selected seat which one it uses (toggle buttons)
 * with its price after the promo. Respects each promo's seats left on the trip.
 */
export function SeatPromos({
  promos,
  fare,
  seats,
  onChange,
  autoBest,
  onAutoBestChange,
}: SeatPromosProps) {
  if (promos.length === 0) return null;

  function applyToAll(promo: SeatMapPromo) {
    const result = withPromoForAll(seats, promo);
    if (result.applied.length === 0) {
      onChange(
        [...seats],
        result.skipped.length > 0
          ? `Kursi promo ${promo.promo_kode} sudah terpakai semua.`
          : `Promo ${promo.promo_kode} sudah dipakai untuk semua kursi terpilih.`,
      );
      return;
    }
    const message =
      `Promo ${promo.promo_kode} dipakai untuk kursi ${result.applied.join(', ')}.` +
      (result.skipped.length > 0
        ? ` Kursi ${result.skipped.join(', ')} tidak kebagian: promo ini tinggal ${promo.sisa_kursi ?? 0} kursi.`
        : '');
    onChange(result.seats, message);
  }

  function toggle(seat: SelectedSeat, promo: SeatMapPromo) {
    const active = seat.promo_kode?.toUpperCase() === promo.promo_kode.toUpperCase();
    const next = withSeatPromo(seats, seat.no, active ? null : promo);
    if (!next) {
      onChange([...seats], `Kursi promo ${promo.promo_kode} sudah terpakai semua.`);
      return;
    }
    onChange(
      next,
      active
        ? `Promo ${promo.promo_kode} dilepas dari kursi ${seat.no}.`
        : `Promo ${promo.promo_kode} dipakai untuk kursi ${seat.no}.`,
    );
  }

  return (
    <section className={styles.promos} aria-labelledby="seat-promo-title">
      <h3 id="seat-promo-title" className={styles.title}>
        Promo kursi
      </h3>
      <label className={styles.auto}>
        <input
          type="checkbox"
          checked={autoBest}
          onChange={(event) => onAutoBestChange(event.target.checked)}
        />
        <span>Pakai promo terhemat otomatis untuk kursi yang saya pilih</span>
      </label>
      <ul className={styles.list}>
        {promos.map((promo) => (
          <li key={promo.promo_kode} className={styles.offer}>
            <div className={styles.offerText}>
              <span className={styles.offerLine}>{promoSummary(promo)}</span>
              <span className={styles.offerName}>{promo.nama}</span>
            </div>
            <Button
              variant="secondary"
              size="small"
              disabled={seats.length === 0}
              aria-label={`Pakai untuk kursi terpilih: ${promo.promo_kode}`}
              onClick={() => applyToAll(promo)}
            >
              Pakai untuk kursi terpilih
            </Button>
          </li>
        ))}
      </ul>

      {seats.length === 0 ? (
        <p className={styles.hint}>
          {autoBest
            ? 'Kursi yang Anda pilih langsung mendapat promo terhemat yang masih tersedia.'
            : 'Pilih kursi dulu, lalu pakai promonya untuk kursi itu.'}
        </p>
      ) : (
        <ul className={styles.seats} aria-label="Harga per kursi">
          {seats.map((seat) => {
            const discount = Math.min(fare, seatDiscount(seat, promos));
            return (
              <li key={seat.no} className={styles.seat}>
                <span className={styles.seatNo}>Kursi {seat.no}</span>
                <span className={styles.seatPrice}>
                  {discount > 0 ? (
                    <>
                      <del className={styles.before}>
                        <span className="visually-hidden">sebelum promo </span>
                        {formatRupiah(fare)}
                      </del>{' '}
                      <strong>
                        <span className="visually-hidden">setelah promo </span>
                        {formatRupiah(fare - discount)}
                      </strong>
                    </>
                  ) : (
                    formatRupiah(fare)
                  )}
                </span>
                <span
                  className={styles.choices}
                  role="group"
                  aria-label={`Promo untuk kursi ${seat.no}`}
                >
                  {promos.map((promo) => {
                    const active =
                      seat.promo_kode?.toUpperCase() === promo.promo_kode.toUpperCase();
                    const full = !active && !promoHasRoom(seats, promo);
                    return (
                      <button
                        key={promo.promo_kode}
                        type="button"
                        className={`${styles.choice} ${active ? styles.choiceActive : ''}`}
                        aria-pressed={active}
                        aria-label={`Pakai ${promo.promo_kode} untuk kursi ${seat.no}`}
                        title={
                          full ? `Kursi promo ${promo.promo_kode} sudah terpakai semua` : undefined
                        }
                        disabled={full}
                        onClick={() => toggle(seat, promo)}
                      >
                        {active ? <span aria-hidden="true">✓ </span> : null}
                        {promo.promo_kode}
                      </button>
                    );
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
