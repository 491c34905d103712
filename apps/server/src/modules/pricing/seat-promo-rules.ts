import { dateFormats, formatDate } from '@lintas/domain/format';
import type { TripSegment } from '../trips/trip-segment.js';
import type { SeatPromoRow } from './pricing.repository.js';

/** How many seats of one trip ask for one promo: already taken, and in this request. */
export interface PromoSeatCount {
  taken: number;
  requested: number;
}

/**
 * Whether a per-seat promo may be used on a trip; the reason when not. Validity is by
 * the trip's departure date (a promo "for December trips" is about travel, not about
 * when one books), the operator restriction by the trip's operator, and the seat limit
 * counts seats already held or sold with the promo on that trip plus this request's.
 */
export function seatPromoProblem(
  code: string,
  promo: SeatPromoRow | undefined,
  trip: TripSegment,
  count: PromoSeatCount,
): string | null {
  if (!promo || !promo.is_active) return `Promo ${code} tidak ditemukan atau sudah tidak berlaku.`;
  if (trip.departureDate < promo.valid_from || trip.departureDate > promo.valid_until) {
    const from = formatDate(promo.valid_from, dateFormats.plain);
    const until = formatDate(promo.valid_until, dateFormats.plain);
    return `Promo ${promo.code} hanya berlaku untuk keberangkatan ${from} sampai ${until}.`;
  }
  if (promo.operator_id !== null && promo.operator_id !== trip.operator.id) {
    return `Promo ${promo.code} tidak berlaku untuk operator ${trip.operator.name}.`;
  }
  const left = seatPromoSeatsLeft(promo, count.taken);
  if (left !== null && count.requested > left) {
    return left === 0
      ? `Kursi promo ${promo.code} untuk perjalanan ini sudah habis.`
      : `Promo ${promo.code} tinggal ${left} kursi untuk perjalanan ini.`;
  }
  return null;
}

/** Seats of one trip that may still use a promo, given those already taken; null = no limit. */
export function seatPromoSeatsLeft(
  promo: Pick<SeatPromoRow, 'seats_per_trip'>,
  taken: number,
): number | null {
  return promo.seats_per_trip === null ? null : Math.max(0, promo.seats_per_trip - taken);
}
