import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { reservationIsActive } from '../../db/rules/reservation-activity.js';
import type { DB, ReservationStatus } from '../../db/schema.js';

/** A booking with a leg on one departure, as a cancellation handles it. */
export interface DepartureBookingRow {
  id: number;
  code: string;
  status: ReservationStatus;
  bookerName: string;
  bookerPhone: string;
  bookerEmail: string;
  /** Its passengers on this departure: [seat, name], seats in numeric order. */
  passengers: Array<[seat: string, name: string]>;
  /** What those seats cost after seat promos (integer rupiah). */
  legFare: number;
  /** Legs of the booking on other departures (a return or a connection). */
  otherLegs: number;
}

export interface SalesCountRow {
  scheduleId: number;
  tripDate: string;
  sold: number;
}

export interface SalesRevenueRow {
  scheduleId: number;
  tripDate: string;
  revenue: number;
}

/**
 * The staff module's read-only joins for office work (architecture: reads across modules
 * are allowed where one query needs them): the bookings on a departure, and the seats
 * sold and fares earned per departure over a period. Writes go through the owners'
 * services.
 */
export class OfficeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Paid and pending bookings with a leg on the departure, by code. */
  async bookingsOn(
    scheduleId: number,
    tripDate: string,
    db: Executor = this.db,
  ): Promise<DepartureBookingRow[]> {
    const rows = await db
      .selectFrom('reservation_legs as leg')
      .innerJoin('reservations as r', 'r.id', 'leg.reservation_id')
      .innerJoin('reservation_passengers as p', 'p.leg_id', 'leg.id')
      .select([
        'r.id',
        'r.code',
        'r.status',
        'r.booker_name as bookerName',
        'r.booker_phone as bookerPhone',
        'r.booker_email as bookerEmail',
        sql<
          Array<[string, string]>
        >`json_agg(json_build_array(p.seat_no, p.passenger_name) ORDER BY length(p.seat_no), p.seat_no)`.as(
          'passengers',
        ),
        sql<number>`sum(p.fare - p.promo_discount)::int`.as('legFare'),
        sql<number>`(SELECT count(*) FROM reservation_legs other
          WHERE other.reservation_id = r.id
            AND NOT (other.schedule_id = ${scheduleId} AND other.trip_date = ${tripDate}::date))::int`.as(
          'otherLegs',
        ),
      ])
      .where('leg.schedule_id', '=', scheduleId)
      .where('leg.trip_date', '=', tripDate)
      .where('r.status', 'in', ['paid', 'pending'])
      // Passengers the booker cancelled one by one (decision 0046) are not on the bus.
      .where('p.cancelled_at', 'is', null)
      .groupBy('r.id')
      .orderBy('r.code')
      .execute();
    return rows;
  }

  /**
   * Trip dates from `fromDate` on which the schedule has bookings that still count (paid,
   * or pending with the hold running) and that were not cancelled, with how many: what a
   * change of its time or days would move or drop.
   */
  async activeBookingDates(
    scheduleId: number,
    fromDate: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<Array<{ tripDate: string; bookings: number }>> {
    return (
      db
        .selectFrom('reservation_legs')
        .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
        .select([
          sql<string>`reservation_legs.trip_date::text`.as('tripDate'),
          sql<number>`count(DISTINCT reservations.id)::int`.as('bookings'),
        ])
        .where('reservation_legs.schedule_id', '=', scheduleId)
        .where('reservation_legs.trip_date', '>=', fromDate)
        .where((eb) => reservationIsActive(eb, 'reservations', now))
        // A cancelled departure's bookings are being refunded: they hold nothing to move.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('trip_cancellations')
                .select(sql`1`.as('one'))
                .whereRef('trip_cancellations.schedule_id', '=', 'reservation_legs.schedule_id')
                .whereRef('trip_cancellations.trip_date', '=', 'reservation_legs.trip_date'),
            ),
          ),
        )
        .groupBy('reservation_legs.trip_date')
        .orderBy('reservation_legs.trip_date')
        .execute()
    );
  }

  async statusOf(id: number, db: Executor = this.db): Promise<ReservationStatus | undefined> {
    const row = await db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.status;
  }

  /** Distinct seats of paid bookings per departure (schedule and trip date) in the period. */
  soldSeats(scheduleIds: number[], from: string, to: string): Promise<SalesCountRow[]> {
    if (scheduleIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .select([
        'seat_occupancy.schedule_id as scheduleId',
        sql<string>`seat_occupancy.trip_date::text`.as('tripDate'),
        sql<number>`count(DISTINCT seat_occupancy.seat_no)::int`.as('sold'),
      ])
      .where('seat_occupancy.schedule_id', '=', sql<number>`ANY(${scheduleIds}::int[])`)
      .where('seat_occupancy.trip_date', '>=', from)
      .where('seat_occupancy.trip_date', '<=', to)
      .where('reservations.status', '=', 'paid')
      .groupBy(['seat_occupancy.schedule_id', 'seat_occupancy.trip_date'])
      .execute();
  }

  /** Seat fares after seat promos of paid bookings' travelling passengers, per departure in the period. */
  revenue(scheduleIds: number[], from: string, to: string): Promise<SalesRevenueRow[]> {
    if (scheduleIds.length === 0) return Promise.resolve([]);
    return (
      this.db
        .selectFrom('reservation_legs')
        .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
        .innerJoin('reservation_passengers', 'reservation_passengers.leg_id', 'reservation_legs.id')
        .select([
          'reservation_legs.schedule_id as scheduleId',
          sql<string>`reservation_legs.trip_date::text`.as('tripDate'),
          sql<number>`sum(reservation_passengers.fare - reservation_passengers.promo_discount)::int`.as(
            'revenue',
          ),
        ])
        .where('reservation_legs.schedule_id', '=', sql<number>`ANY(${scheduleIds}::int[])`)
        .where('reservation_legs.trip_date', '>=', from)
        .where('reservation_legs.trip_date', '<=', to)
        .where('reservations.status', '=', 'paid')
        // A passenger the booker cancelled (decision 0046) no longer travels on a seat sold.
        .where('reservation_passengers.cancelled_at', 'is', null)
        .groupBy(['reservation_legs.schedule_id', 'reservation_legs.trip_date'])
        .execute()
    );
  }

  /** Route codes by route id. */
  async routeCodes(routeIds: number[]): Promise<Map<number, string>> {
    if (routeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('routes')
      .select(['id', 'code'])
      .where('id', '=', sql<number>`ANY(${routeIds}::int[])`)
      .execute();
    return new Map(rows.map((row) => [row.id, row.code]));
  }
}
