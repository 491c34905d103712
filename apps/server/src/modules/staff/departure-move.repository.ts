import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

/** A paid booking on a departure, as a move tells it. */
export interface MovedBookingRow {
  code: string;
  bookerName: string;
  bookerPhone: string;
  bookerEmail: string;
  /** The stop it boards at on this departure (its first leg on it). */
  fromStop: number;
  /** Its passengers on this departure: [seat, name], seats in numeric order. */
  passengers: Array<[seat: string, name: string]>;
}

/**
 * The staff module's read of the bookings a departure move tells (a read-only join over
 * the reservations module's tables, like the office's): paid bookings only, since a hold
 * still unpaid sees the new time on its payment page and its ticket.
 */
export class DepartureMoveRepository {
  constructor(private readonly db: Kysely<DB>) {}

  paidBookingsOn(
    scheduleId: number,
    tripDate: string,
    db: Executor = this.db,
  ): Promise<MovedBookingRow[]> {
    return db
      .selectFrom('reservation_legs as leg')
      .innerJoin('reservations as r', 'r.id', 'leg.reservation_id')
      .innerJoin('reservation_passengers as p', 'p.leg_id', 'leg.id')
      .select([
        'r.code',
        'r.booker_name as bookerName',
        'r.booker_phone as bookerPhone',
        'r.booker_email as bookerEmail',
        sql<number>`min(leg.from_stop)::int`.as('fromStop'),
        sql<
          Array<[string, string]>
        >`json_agg(json_build_array(p.seat_no, p.passenger_name) ORDER BY length(p.seat_no), p.seat_no)`.as(
          'passengers',
        ),
      ])
      .where('leg.schedule_id', '=', scheduleId)
      .where('leg.trip_date', '=', tripDate)
      .where('r.status', '=', 'paid')
      .groupBy('r.id')
      .orderBy('r.code')
      .execute();
  }
}
