import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { reservationIsActive } from '../../db/rules/reservation-activity.js';
import type { DB } from '../../db/schema.js';

export interface BookedDepartureRow {
  scheduleCode: string;
  tripDate: string;
  bookings: number;
}

export interface BookedSeatRow {
  layoutId: number;
  seatNo: string;
  scheduleCode: string;
  tripDate: string;
}

/** The leg's departure was not cancelled (a cancelled one's bookings are being refunded). */
function notCancelled(eb: ExpressionBuilder<DB, 'reservation_legs'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('trip_cancellations')
        .select(sql`1`.as('one'))
        .whereRef('trip_cancellations.schedule_id', '=', 'reservation_legs.schedule_id')
        .whereRef('trip_cancellations.trip_date', '=', 'reservation_legs.trip_date'),
    ),
  );
}

/**
 * What a timetable edit could take from a customer (decision 0021), read across modules in
 * the edit's transaction: bookings that still count (paid, or a hold still running) on
 * legs not yet arrived, of departures not cancelled. Read-only; writes go through owners.
 */
export class TimetableGuardRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The route's departures with such bookings, soonest first. */
  bookedDepartures(routeId: number, now: Date, db: Executor = this.db) {
    return db
      .selectFrom('reservation_legs')
      .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
      .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
      .select([
        'schedules.code as scheduleCode',
        sql<string>`reservation_legs.trip_date::text`.as('tripDate'),
        sql<number>`count(DISTINCT reservations.id)::int`.as('bookings'),
      ])
      .where('schedules.route_id', '=', routeId)
      .where('reservation_legs.arrival_at', '>', now)
      .where((eb) => reservationIsActive(eb, 'reservations', now))
      .where(notCancelled)
      .groupBy(['schedules.code', 'reservation_legs.trip_date'])
      .orderBy('reservation_legs.trip_date')
      .orderBy('schedules.code')
      .execute() as Promise<BookedDepartureRow[]>;
  }

  /** How many such bookings each route has (the console marks those routes' stops fixed). */
  async bookingsPerRoute(
    routeIds: number[],
    now: Date,
    db: Executor = this.db,
  ): Promise<Map<number, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('reservation_legs')
      .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
      .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
      .select([
        'schedules.route_id as routeId',
        sql<number>`count(DISTINCT reservations.id)::int`.as('bookings'),
      ])
      .where('schedules.route_id', '=', sql<number>`ANY(${routeIds}::int[])`)
      .where('reservation_legs.arrival_at', '>', now)
      .where((eb) => reservationIsActive(eb, 'reservations', now))
      .where(notCancelled)
      .groupBy('schedules.route_id')
      .execute();
    return new Map(rows.map((row) => [row.routeId, row.bookings]));
  }

  /** Seats sold or held on coming departures of schedules running with the layouts. */
  async bookedSeats(
    layoutIds: number[],
    now: Date,
    db: Executor = this.db,
  ): Promise<BookedSeatRow[]> {
    if (layoutIds.length === 0) return [];
    const rows = await db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .innerJoin('schedules', 'schedules.id', 'seat_occupancy.schedule_id')
      .innerJoin('reservation_legs', (join) =>
        join
          .onRef('reservation_legs.reservation_id', '=', 'seat_occupancy.reservation_id')
          .onRef('reservation_legs.schedule_id', '=', 'seat_occupancy.schedule_id')
          .onRef('reservation_legs.trip_date', '=', 'seat_occupancy.trip_date'),
      )
      .select([
        'schedules.layout_id as layoutId',
        'seat_occupancy.seat_no as seatNo',
        'schedules.code as scheduleCode',
        sql<string>`seat_occupancy.trip_date::text`.as('tripDate'),
      ])
      .distinct()
      .where('schedules.layout_id', '=', sql<number>`ANY(${layoutIds}::int[])`)
      .where('reservation_legs.arrival_at', '>', now)
      .where((eb) => reservationIsActive(eb, 'reservations', now))
      .where(notCancelled)
      .execute();
    // Soonest departure first (DISTINCT keeps ORDER BY to the selected columns: sorted here).
    return rows.sort(
      (a, b) =>
        a.tripDate.localeCompare(b.tripDate) ||
        a.scheduleCode.localeCompare(b.scheduleCode) ||
        a.seatNo.length - b.seatNo.length ||
        a.seatNo.localeCompare(b.seatNo),
    );
  }
}
