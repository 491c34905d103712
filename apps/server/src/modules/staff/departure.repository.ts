import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { reservationIsActive } from '../../db/rules/reservation-activity.js';
import type { DB, ReservationStatus } from '../../db/schema.js';

/** Seat figures of one departure (schedule on a trip date), over every segment of its route. */
export interface DepartureSeatCounts {
  /** Distinct seats with an active row (paid, or pending with its hold running). */
  taken: number;
  /** Distinct seats with a paid row. */
  sold: number;
  /** Paid passengers (one per seat and leg) and how many of them boarded. */
  passengers: number;
  boarded: number;
}

export interface ManifestRow {
  passengerId: number;
  seatNo: string;
  passengerName: string;
  reservationCode: string;
  bookerName: string;
  bookerPhone: string;
  fromStop: number;
  toStop: number;
  boardedAt: Date | null;
}

export interface TicketRow {
  id: number;
  code: string;
  status: ReservationStatus;
  expiresAt: Date;
}

export interface TicketLegRow {
  id: number;
  scheduleId: number;
  scheduleCode: string;
  operatorCode: string;
  tripDate: string;
  fromStop: number;
  toStop: number;
  departureAt: Date;
}

export interface LegPassengerRow {
  id: number;
  seatNo: string;
  name: string;
}

/**
 * The staff module's reads of departures and tickets, and its writes of boardings.
 * Reading reservations, legs, passengers and seat rows is a read-only join (architecture:
 * reads across modules are allowed where one query needs them); seats count as taken by
 * the shared rule `reservationIsActive`, the one search and the seat map use.
 */
export class DepartureRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async operatorExists(code: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('operators')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }

  async seatCounts(
    scheduleIds: number[],
    tripDate: string,
    now: Date,
  ): Promise<Map<number, DepartureSeatCounts>> {
    const out = new Map<number, DepartureSeatCounts>();
    if (scheduleIds.length === 0) return out;
    const ids = [...new Set(scheduleIds)];
    for (const id of ids) out.set(id, { taken: 0, sold: 0, passengers: 0, boarded: 0 });
    const seats = await this.db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .select([
        'seat_occupancy.schedule_id as scheduleId',
        sql<number>`count(DISTINCT seat_occupancy.seat_no)::int`.as('taken'),
        sql<number>`count(DISTINCT seat_occupancy.seat_no) FILTER (WHERE reservations.status = 'paid')::int`.as(
          'sold',
        ),
      ])
      .where('seat_occupancy.schedule_id', '=', sql<number>`ANY(${ids}::int[])`)
      .where('seat_occupancy.trip_date', '=', tripDate)
      .where((eb) => reservationIsActive(eb, 'reservations', now))
      .groupBy('seat_occupancy.schedule_id')
      .execute();
    for (const row of seats) {
      const counts = out.get(row.scheduleId);
      if (counts) Object.assign(counts, { taken: row.taken, sold: row.sold });
    }
    const people = await this.paidPassengers()
      .select([
        'reservation_legs.schedule_id as scheduleId',
        sql<number>`count(reservation_passengers.id)::int`.as('passengers'),
        sql<number>`count(boardings.passenger_id)::int`.as('boarded'),
      ])
      .where('reservation_legs.schedule_id', '=', sql<number>`ANY(${ids}::int[])`)
      .where('reservation_legs.trip_date', '=', tripDate)
      .groupBy('reservation_legs.schedule_id')
      .execute();
    for (const row of people) {
      const counts = out.get(row.scheduleId);
      if (counts) Object.assign(counts, { passengers: row.passengers, boarded: row.boarded });
    }
    return out;
  }

  /** Every paid passenger of a departure, by seat (numerically: 2 before 10), then boarding stop. */
  manifest(scheduleId: number, tripDate: string): Promise<ManifestRow[]> {
    return this.paidPassengers()
      .select([
        'reservation_passengers.id as passengerId',
        'reservation_passengers.seat_no as seatNo',
        'reservation_passengers.passenger_name as passengerName',
        'reservations.code as reservationCode',
        'reservations.booker_name as bookerName',
        'reservations.booker_phone as bookerPhone',
        'reservation_legs.from_stop as fromStop',
        'reservation_legs.to_stop as toStop',
        'boardings.boarded_at as boardedAt',
      ])
      .where('reservation_legs.schedule_id', '=', scheduleId)
      .where('reservation_legs.trip_date', '=', tripDate)
      .orderBy(sql`length(reservation_passengers.seat_no)`)
      .orderBy('reservation_passengers.seat_no')
      .orderBy('reservation_legs.from_stop')
      .orderBy('reservation_passengers.id')
      .execute();
  }

  private paidPassengers() {
    return (
      this.db
        .selectFrom('reservation_legs')
        .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
        .innerJoin('reservation_passengers', 'reservation_passengers.leg_id', 'reservation_legs.id')
        .leftJoin('boardings', 'boardings.passenger_id', 'reservation_passengers.id')
        .where('reservations.status', '=', 'paid')
        // A passenger cancelled out of a paid booking (decision 0046) does not travel.
        .where('reservation_passengers.cancelled_at', 'is', null)
    );
  }

  findTicket(code: string): Promise<TicketRow | undefined> {
    return this.db
      .selectFrom('reservations')
      .select(['id', 'code', 'status', 'expires_at as expiresAt'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  ticketLegs(reservationId: number): Promise<TicketLegRow[]> {
    return this.db
      .selectFrom('reservation_legs')
      .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'reservation_legs.id',
        'reservation_legs.schedule_id as scheduleId',
        'schedules.code as scheduleCode',
        'operators.code as operatorCode',
        'reservation_legs.trip_date as tripDate',
        'reservation_legs.from_stop as fromStop',
        'reservation_legs.to_stop as toStop',
        'reservation_legs.departure_at as departureAt',
      ])
      .where('reservation_legs.reservation_id', '=', reservationId)
      .orderBy('reservation_legs.departure_at')
      .orderBy('reservation_legs.id')
      .execute();
  }

  legPassengers(legId: number): Promise<LegPassengerRow[]> {
    return this.db
      .selectFrom('reservation_passengers')
      .select(['id', 'seat_no as seatNo', 'passenger_name as name'])
      .where('leg_id', '=', legId)
      .where('cancelled_at', 'is', null)
      .orderBy(sql`length(seat_no)`)
      .orderBy('seat_no')
      .execute();
  }

  /**
   * Records the boarding of these passengers; answers the ids this call recorded. A
   * passenger boarded already (by anyone, even a transaction committing while this one
   * waits on PostgreSQL's unique index) is left as it is: the primary key decides.
   */
  async insertBoardings(
    rows: Array<{
      passengerId: number;
      reservationId: number;
      scheduleId: number;
      tripDate: string;
      staffId: number;
      method: 'qr' | 'manual';
      boardedAt: Date;
    }>,
    db: Executor = this.db,
  ): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await db
      .insertInto('boardings')
      .values(
        rows.map((row) => ({
          passenger_id: row.passengerId,
          reservation_id: row.reservationId,
          schedule_id: row.scheduleId,
          trip_date: row.tripDate,
          staff_id: row.staffId,
          method: row.method,
          boarded_at: row.boardedAt,
        })),
      )
      .onConflict((oc) => oc.column('passenger_id').doNothing())
      .returning('passenger_id')
      .execute();
    return inserted.map((row) => row.passenger_id);
  }

  /** When the first of these passengers boarded, or null when none has. */
  async firstBoarding(passengerIds: number[]): Promise<Date | null> {
    if (passengerIds.length === 0) return null;
    const row = await this.db
      .selectFrom('boardings')
      .select(sql<Date | null>`min(boarded_at)`.as('at'))
      .where('passenger_id', '=', sql<number>`ANY(${passengerIds}::bigint[])`)
      .executeTakeFirst();
    return row?.at ? new Date(row.at) : null;
  }
}
