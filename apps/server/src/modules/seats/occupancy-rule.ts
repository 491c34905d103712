import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * THE rule for "is this seat_occupancy row still taking its seat": the reservation is
 * paid, or it is pending and its hold has not expired at `now`. Every query that counts
 * or lists taken seats (seat map, search availability, holding) uses this one helper,
 * so an expired hold frees its seat everywhere at the same instant, with no job running.
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
      .where((inner) =>
        inner.or([
          inner('occupying_reservation.status', '=', 'paid'),
          inner.and([
            inner('occupying_reservation.status', '=', 'pending'),
            inner('occupying_reservation.expires_at', '>', now),
          ]),
        ]),
      ),
  );
}
