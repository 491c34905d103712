import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/** One leg of a paid booking as its cancellation prices it. */
export interface CancellableLeg {
  legId: number;
  direction: 'go' | 'return';
  legIndex: number;
  departureAt: Date;
  /** The operator's stored policy (operators.after_sale_policy), null: the default. */
  policy: unknown;
  operatorName: string;
  routeName: string;
  /** The operator cancelled this departure (its refund is owed by that cancellation). */
  departureCancelled: boolean;
  /** Each seat's fare after its seat promo, in seat order (the ticket's passenger order). */
  seatFares: number[];
  /** Per seat, in the same order: its passenger was cancelled (migration 0026). */
  seatCancelled: boolean[];
  /** Per seat, in the same order: its reservation_passengers row. */
  seatIds: number[];
  /** Passengers of this leg already boarded. */
  boarded: number;
  /** Staff marked the departure departed or arrived (decision 0039). */
  departureLeft: boolean;
}

/**
 * What a customer's cancellation of a paid booking reads (decision 0037); the write is
 * the lifecycle's (ReservationRepository.cancelPaid). The reads join the catalog's operators (their policy), the trips module's
 * cancelled departures and the staff module's boardings and departure statuses: reads across modules are
 * allowed, writes are not (table-owners.ts).
 */
export class PaidCancellationRepository {
  constructor(private readonly db: Executor) {}

  async legsOf(reservationId: number, db: Executor = this.db): Promise<CancellableLeg[]> {
    const legs = await db
      .selectFrom('reservation_legs as leg')
      .innerJoin('schedules', 'schedules.id', 'leg.schedule_id')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'leg.id',
        'leg.direction',
        'leg.leg_index',
        'leg.departure_at',
        'operators.after_sale_policy',
        'operators.name as operator_name',
        'routes.name as route_name',
        sql<boolean>`EXISTS (
          SELECT 1 FROM trip_cancellations c
          WHERE c.schedule_id = leg.schedule_id AND c.trip_date = leg.trip_date
        )`.as('departure_cancelled'),
        sql<number>`(
          SELECT count(*)::int FROM boardings b
          JOIN reservation_passengers p ON p.id = b.passenger_id
          WHERE p.leg_id = leg.id
        )`.as('boarded'),
        sql<boolean>`EXISTS (
          SELECT 1 FROM departure_statuses s
          WHERE s.schedule_id = leg.schedule_id AND s.trip_date = leg.trip_date
            AND s.status IN ('berangkat', 'tiba')
        )`.as('departure_left'),
      ])
      .where('leg.reservation_id', '=', reservationId)
      .orderBy('leg.direction')
      .orderBy('leg.leg_index')
      .execute();
    if (legs.length === 0) return [];
    const seats = await db
      .selectFrom('reservation_passengers')
      .select(['id', 'leg_id', 'fare', 'promo_discount', 'cancelled_at'])
      .where(
        'leg_id',
        'in',
        legs.map((leg) => leg.id),
      )
      .orderBy('leg_id')
      .orderBy('id')
      .execute();
    return legs.map((leg) => ({
      legId: leg.id,
      direction: leg.direction,
      legIndex: leg.leg_index,
      departureAt: leg.departure_at,
      policy: leg.after_sale_policy,
      operatorName: leg.operator_name,
      routeName: leg.route_name,
      departureCancelled: leg.departure_cancelled,
      boarded: leg.boarded,
      departureLeft: leg.departure_left,
      seatFares: seats
        .filter((seat) => seat.leg_id === leg.id)
        .map((seat) => Math.max(0, seat.fare - seat.promo_discount)),
      seatCancelled: seats
        .filter((seat) => seat.leg_id === leg.id)
        .map((seat) => seat.cancelled_at !== null),
      seatIds: seats.filter((seat) => seat.leg_id === leg.id).map((seat) => seat.id),
    }));
  }
}
