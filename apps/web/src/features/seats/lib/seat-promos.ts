import type { SeatMapPromo } from '@lintas/domain/seat-map-schemas';
import type { SelectedSeat } from '@lintas/domain/seat-rules';

/**
 * Per-seat promos on the seat page. The seat map lists what a leg offers (`list_promo`:
 * discount per seat, seats left on the trip); a chosen promo travels with its seat
 * (`promo_kode`) to cek-harga and reservasi, where the server judges it again.
 */

const normal = (code: string | null | undefined) => (code ?? '').trim().toUpperCase();

/** Seats of this leg already using the promo. */
function promoUses(seats: readonly SelectedSeat[], code: string): number {
  return seats.filter((seat) => normal(seat.promo_kode) === normal(code)).length;
}

/** Whether one more seat may use the promo (sisa_kursi null = no limit). */
export function promoHasRoom(seats: readonly SelectedSeat[], promo: SeatMapPromo): boolean {
  return promo.sisa_kursi === null || promoUses(seats, promo.promo_kode) < promo.sisa_kursi;
}

/** What the seat's promo takes off its fare on this leg (0 without one, or one not offered). */
export function seatDiscount(seat: SelectedSeat, promos: readonly SeatMapPromo[]): number {
  if (!seat.promo_kode) return 0;
  return (
    promos.find((promo) => normal(promo.promo_kode) === normal(seat.promo_kode))
      ?.diskon_per_kursi ?? 0
  );
}

/** The leg's seats at their price after promos. */
export function legSeatTotal(
  seats: readonly SelectedSeat[],
  fare: number,
  promos: readonly SeatMapPromo[],
): number {
  return seats.reduce((sum, seat) => sum + Math.max(0, fare - seatDiscount(seat, promos)), 0);
}

/** Sets (or with null, removes) one seat's promo; null when the promo has no seat left. */
export function withSeatPromo(
  seats: readonly SelectedSeat[],
  no: string,
  promo: SeatMapPromo | null,
): SelectedSeat[] | null {
  const seat = seats.find((s) => s.no === no);
  if (!seat) return null;
  if (promo && normal(seat.promo_kode) !== normal(promo.promo_kode) && !promoHasRoom(seats, promo))
    return null;
  return seats.map((s) =>
    s.no === no ? { ...s, promo_kode: promo ? promo.promo_kode : null } : s,
  );
}

/**
 * "Pakai untuk kursi terpilih": the promo on every selected seat, in seat order, while it
 * has seats left (a seat with another promo switches). `applied` are the seats that got
 * it now, `skipped` those left as they were for lack of room.
 */
export function withPromoForAll(
  seats: readonly SelectedSeat[],
  promo: SeatMapPromo,
): { seats: SelectedSeat[]; applied: string[]; skipped: string[] } {
  let room =
    promo.sisa_kursi === null ? Infinity : promo.sisa_kursi - promoUses(seats, promo.promo_kode);
  const applied: string[] = [];
  const skipped: string[] = [];
  const next = seats.map((seat) => {
    if (normal(seat.promo_kode) === normal(promo.promo_kode)) return seat;
    if (room <= 0) {
      skipped.push(seat.no);
      return seat;
    }
    room -= 1;
    applied.push(seat.no);
    return { ...seat, promo_kode: promo.promo_kode };
  });
  return { seats: next, applied, skipped };
}

/**
 * Drops the promos a fresh map no longer offers, or offers for fewer seats than use it
 * here (the later seats lose it). `dropped` names the seats that lost one.
 */
export function keepOfferedPromos(
  seats: readonly SelectedSeat[],
  promos: readonly SeatMapPromo[],
): { seats: SelectedSeat[]; dropped: Array<{ no: string; promo_kode: string }> } {
  const used = new Map<string, number>();
  const dropped: Array<{ no: string; promo_kode: string }> = [];
  const next = seats.map((seat) => {
    if (!seat.promo_kode) return seat;
    const code = normal(seat.promo_kode);
    const promo = promos.find((p) => normal(p.promo_kode) === code);
    const count = (used.get(code) ?? 0) + 1;
    if (promo && (promo.sisa_kursi === null || count <= promo.sisa_kursi)) {
      used.set(code, count);
      return seat;
    }
    dropped.push({ no: seat.no, promo_kode: seat.promo_kode });
    return { ...seat, promo_kode: null };
  });
  return { seats: next, dropped };
}

/**
 * The promo that takes most off one more seat of this leg, among those with a seat left
 * (issue 12: the best promo is applied by default); null when none has room.
 */
export function bestPromo(
  seats: readonly SelectedSeat[],
  promos: readonly SeatMapPromo[],
): SeatMapPromo | null {
  let best: SeatMapPromo | null = null;
  for (const promo of promos) {
    if (promo.diskon_per_kursi <= 0 || !promoHasRoom(seats, promo)) continue;
    if (!best || promo.diskon_per_kursi > best.diskon_per_kursi) best = promo;
  }
  return best;
}

/** Every seat without a promo gets the best one left for it, in seat order. */
export function withBestPromos(
  seats: readonly SelectedSeat[],
  promos: readonly SeatMapPromo[],
): SelectedSeat[] {
  let next = [...seats];
  for (const seat of seats) {
    if (seat.promo_kode) continue;
    const promo = bestPromo(next, promos);
    if (!promo) break;
    next = withSeatPromo(next, seat.no, promo) ?? next;
  }
  return next;
}
