import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type {
  PriceLineRecord,
  ReservationLegsTable,
  ReservationPassengersTable,
  ReservationsTable,
} from '../../db/schema.js';
import type { Executor } from '../seats/seat-inventory.repository.js';

export type ReservationRow = Selectable<ReservationsTable>;

/** A leg as the ticket shows it: the stored leg plus what the catalogue says about it. */
export interface LegView {
  id: number;
  reservationId: number;
  direction: 'go' | 'return';
  legIndex: number;
  scheduleId: number;
  scheduleCode: string;
  tripDate: string;
  fromStop: number;
  toStop: number;
  lastStop: number;
  departureAt: Date;
  arrivalAt: Date;
  farePerSeat: number;
  operatorCode: string;
  operatorName: string;
  routeName: string;
  vehicleType: string;
  seatClass: string;
  origin: { code: string; name: string; address: string; cityName: string; timezone: string };
  destination: { code: string; name: string; address: string; cityName: string; timezone: string };
}

export type PassengerRow = Selectable<ReservationPassengersTable>;

export interface PricingUpdate {
  payment_method_code: string;
  fare_total: number;
  voucher_discount: number;
  points_used: number;
  insurance_fee: number;
  donation: number;
  admin_fee: number;
  total: number;
  price_lines: PriceLineRecord[];
}

/** Queries of reservations, their legs and passengers. Rules live in the services. */
export class ReservationRepository {
  /** Locks the reservation row (PostgreSQL; PGlite serialises whole transactions). */
  lockStatus(trx: Executor, id: number) {
    return trx
      .selectFrom('reservations')
      .select(['id', 'status', 'expires_at', 'refund_status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async markPaid(trx: Executor, id: number, paidAt: Date): Promise<void> {
    await trx
      .updateTable('reservations')
      .set({ status: 'paid', paid_at: paidAt })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** A payment that came too late: pending becomes expired, and a refund is owed. */
  async markLatePayment(trx: Executor, id: number): Promise<void> {
    await trx
      .updateTable('reservations')
      .set({
        status: sql<
          ReservationsTable['status']
        >`CASE WHEN status = 'pending' THEN 'expired' ELSE status END`,
        refund_status: sql<'required' | 'refunded'>`COALESCE(refund_status, 'required')`,
      })
      .where('id', '=', id)
      .execute();
  }

  async insertReservation(trx: Executor, values: Insertable<ReservationsTable>): Promise<number> {
    const row = await trx
      .insertInto('reservations')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertLeg(trx: Executor, values: Insertable<ReservationLegsTable>): Promise<number> {
    const row = await trx
      .insertInto('reservation_legs')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertPassengers(
    trx: Executor,
    rows: Insertable<ReservationPassengersTable>[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await trx.insertInto('reservation_passengers').values(rows).execute();
  }

  findByCode(db: Executor, code: string): Promise<ReservationRow | undefined> {
    return db.selectFrom('reservations').selectAll().where('code', '=', code).executeTakeFirst();
  }

  findById(db: Executor, id: number): Promise<ReservationRow | undefined> {
    return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Pending and unexpired at `now` becomes cancelled. False when it was not. */
  async cancelPending(db: Executor, id: number, now: Date, reason: string): Promise<boolean> {
    const rows = await db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * The checkout's undo: cancels a pending reservation whatever its expiry. False when
   * it was no longer pending (a sweep expired it first).
   */
  async cancelUnpaid(db: Executor, id: number, now: Date, reason: string): Promise<boolean> {
    const rows = await db
      .updateTable('reservations')
      .set({ status: 'cancelled', cancelled_at: now, cancel_reason: reason })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Takes the points a checkout spends from the customer's balance. False when the
   * balance no longer covers them (a concurrent checkout spent them first).
   */
  async spendPoints(trx: Executor, customerId: number, points: number): Promise<boolean> {
    const rows = await trx
      .updateTable('customers')
      .set((eb) => ({ points_balance: eb('points_balance', '-', points) }))
      .where('id', '=', customerId)
      .where('points_balance', '>=', points)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  /**
   * Gives back the points of reservations that ended unpaid. Call it exactly once per
   * reservation: right after the UPDATE that moved it away from pending. Summed per
   * customer, so two reservations of one customer are both credited.
   */
  async returnPoints(trx: Executor, reservationIds: number[]): Promise<void> {
    if (reservationIds.length === 0) return;
    await trx
      .updateTable('customers')
      .set((eb) => ({
        points_balance: eb(
          'points_balance',
          '+',
          eb
            .selectFrom('reservations')
            .select((inner) =>
              sql<number>`COALESCE(SUM(${inner.ref('reservations.points_used')}), 0)::int`.as(
                'points',
              ),
            )
            .whereRef('reservations.customer_id', '=', 'customers.id')
            .where('reservations.id', 'in', reservationIds),
        ),
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('reservations')
          .select('reservations.customer_id')
          .where('reservations.id', 'in', reservationIds)
          .where('reservations.points_used', '>', 0)
          .where('reservations.customer_id', 'is not', null),
      )
      .execute();
  }

  async updatePricing(db: Executor, id: number, update: PricingUpdate): Promise<void> {
    await db
      .updateTable('reservations')
      .set({ ...update, price_lines: JSON.stringify(update.price_lines) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The voucher's quota and how many reservations use it now (paid, or pending and
   * unexpired), with the voucher row locked so concurrent checkouts count in turn.
   */
  async lockVoucherUsage(
    trx: Executor,
    code: string,
    now: Date,
  ): Promise<{ quota: number | null; used: number } | undefined> {
    const voucher = await trx
      .selectFrom('vouchers')
      .select('quota')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!voucher) return undefined;
    const usage = await trx
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('voucher_code', '=', code)
      .where((eb) =>
        eb.or([
          eb('status', '=', 'paid'),
          eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return { quota: voucher.quota, used: Number(usage.count) };
  }

  findLegs(db: Executor, reservationId: number): Promise<LegView[]> {
    return this.findLegsOf(db, [reservationId]);
  }

  /** The legs of several reservations in one query, each reservation's in travel order. */
  async findLegsOf(db: Executor, reservationIds: number[]): Promise<LegView[]> {
    if (reservationIds.length === 0) return [];
    const rows = await db
      .selectFrom('reservation_legs as leg')
      .innerJoin('schedules as schedule', 'schedule.id', 'leg.schedule_id')
      .innerJoin('routes as route', 'route.id', 'schedule.route_id')
      .innerJoin('operators as operator', 'operator.id', 'route.operator_id')
      .innerJoin('seat_layouts as layout', 'layout.id', 'schedule.layout_id')
      .innerJoin('route_stops as from_stop', (join) =>
        join
          .onRef('from_stop.route_id', '=', 'route.id')
          .onRef('from_stop.stop_index', '=', 'leg.from_stop'),
      )
      .innerJoin('route_stops as to_stop', (join) =>
        join
          .onRef('to_stop.route_id', '=', 'route.id')
          .onRef('to_stop.stop_index', '=', 'leg.to_stop'),
      )
      .innerJoin('points as origin', 'origin.id', 'from_stop.point_id')
      .innerJoin('cities as origin_city', 'origin_city.id', 'origin.city_id')
      .innerJoin('points as destination', 'destination.id', 'to_stop.point_id')
      .innerJoin('cities as destination_city', 'destination_city.id', 'destination.city_id')
      .select((eb) => [
        'leg.id',
        'leg.reservation_id',
        'leg.direction',
        'leg.leg_index',
        'leg.schedule_id',
        'schedule.code as schedule_code',
        'leg.trip_date',
        'leg.from_stop',
        'leg.to_stop',
        'leg.departure_at',
        'leg.arrival_at',
        'leg.fare_per_seat',
        'operator.code as operator_code',
        'operator.name as operator_name',
        'route.name as route_name',
        'layout.vehicle_type',
        'layout.seat_class',
        'origin.code as origin_code',
        'origin.name as origin_name',
        'origin.address as origin_address',
        'origin_city.name as origin_city',
        'origin_city.timezone as origin_timezone',
        'destination.code as destination_code',
        'destination.name as destination_name',
        'destination.address as destination_address',
        'destination_city.name as destination_city',
        'destination_city.timezone as destination_timezone',
        eb
          .selectFrom('route_stops as last_stop')
          .select((inner) => inner.fn.max('last_stop.stop_index').as('max'))
          .whereRef('last_stop.route_id', '=', 'route.id')
          .as('last_stop'),
      ])
      .where('leg.reservation_id', 'in', reservationIds)
      .orderBy('leg.reservation_id')
      .orderBy('leg.direction')
      .orderBy('leg.leg_index')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      reservationId: row.reservation_id,
      direction: row.direction,
      legIndex: row.leg_index,
      scheduleId: row.schedule_id,
      scheduleCode: row.schedule_code,
      tripDate: row.trip_date,
      fromStop: row.from_stop,
      toStop: row.to_stop,
      lastStop: Number(row.last_stop ?? row.to_stop),
      departureAt: row.departure_at,
      arrivalAt: row.arrival_at,
      farePerSeat: row.fare_per_seat,
      operatorCode: row.operator_code,
      operatorName: row.operator_name,
      routeName: row.route_name,
      vehicleType: row.vehicle_type,
      seatClass: row.seat_class,
      origin: {
        code: row.origin_code,
        name: row.origin_name,
        address: row.origin_address,
        cityName: row.origin_city,
        timezone: row.origin_timezone,
      },
      destination: {
        code: row.destination_code,
        name: row.destination_name,
        address: row.destination_address,
        cityName: row.destination_city,
        timezone: row.destination_timezone,
      },
    }));
  }

  /**
   * A customer's reservations, newest first. 'active': still to travel (paid, or pending
   * and unexpired at `now`, with the first departure after `now`); 'history': the rest.
   */
  async listForCustomer(
    db: Executor,
    customerId: number,
    kind: 'active' | 'history',
    now: Date,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ReservationRow[]; total: number }> {
    const base = db
      .selectFrom('reservations')
      .where('reservations.customer_id', '=', customerId)
      .where((eb) => {
        const firstDeparture = eb
          .selectFrom('reservation_legs')
          .select((inner) => inner.fn.min('reservation_legs.departure_at').as('first'))
          .whereRef('reservation_legs.reservation_id', '=', 'reservations.id');
        const active = eb.and([
          eb.or([
            eb('reservations.status', '=', 'paid'),
            eb.and([
              eb('reservations.status', '=', 'pending'),
              eb('reservations.expires_at', '>', now),
            ]),
          ]),
          eb(firstDeparture, '>', now),
        ]);
        return kind === 'active' ? active : eb.not(active);
      });
    const [rows, count] = await Promise.all([
      base
        .selectAll('reservations')
        .orderBy('reservations.created_at', 'desc')
        .orderBy('reservations.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }

  findPassengers(db: Executor, legIds: number[]): Promise<PassengerRow[]> {
    if (legIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reservation_passengers')
      .selectAll()
      .where('leg_id', 'in', legIds)
      .orderBy('id')
      .execute();
  }
}
