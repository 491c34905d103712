import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../schema.js';

/**
 * Shared query rules: the few predicates several modules must apply identically. They live
 * below the modules (in db/) so that no module imports another module's internals to use
 * them, and the module import graph stays a tree.
 */

/**
 * THE rule for "is this reservation still taking what it booked" (its seats, its voucher,
 * its promo seats): it is paid, or it is pending and its hold has not expired at `now`.
 * An expired hold stops counting at that instant everywhere, with no job running.
 *
 * `alias` is the name the reservations table has in the caller's query.
 *   .where((eb) => reservationIsActive(eb, 'reservations', now))
 */
export function reservationIsActive<Alias extends string>(
  eb: ExpressionBuilder<DB & Record<Alias, DB['reservations']>, Alias>,
  alias: Alias,
  now: Date,
) {
  // The column names are built from the alias; the caller's query has it in scope.
  const status = sql.ref<string>(`${alias}.status`);
  const expiresAt = sql.ref<Date>(`${alias}.expires_at`);
  return eb.or([
    eb(status, '=', 'paid'),
    eb.and([eb(status, '=', 'pending'), eb(expiresAt, '>', now)]),
  ]);
}

/**
 * Whether a seat_occupancy row still takes its seat: its reservation is active. Every
 * query that counts or lists taken seats (seat map, search availability, holding, promo
 * seats) uses this one helper, so an expired hold frees its seat everywhere at once.
 *
 * Use inside a query that has `seat_occupancy` in scope:
 *   .where((eb) => occupancyIsActive(eb, now))
 */
export function occupancyIsActive(eb: ExpressionBuilder<DB, 'seat_occupancy'>, now: Date) {
  return eb.exists(
    eb
      .selectFrom('reservations as occupying_reservation')
      .select(sql.lit(1).as('one'))
      .whereRef('occupying_reservation.id', '=', 'seat_occupancy.reservation_id')
      .where((inner) => reservationIsActive(inner, 'occupying_reservation', now)),
  );
}
