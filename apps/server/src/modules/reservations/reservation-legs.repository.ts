import type { DepartureLiveStatus } from '@lintas/domain/departure-status';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/**
 * The read of a booking's legs as the ticket, the order list and the messages show them:
 * the stored leg joined with its schedule, route, operator, layout and both points, and
 * its departure's live status (the staff module's departure_statuses, decision 0039) and
 * move (the trips module's trip_time_changes, decision 0022): reads across modules, no
 * writes. Apart from reservation.repository.ts because it is the one wide query of the
 * module.
 */

/** A leg's boarding or alighting point, with the ids the search form takes (book again). */
interface LegPoint {
  id: number;
  code: string;
  name: string;
  address: string;
  cityId: number;
  cityName: string;
  timezone: string;
}

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
  operatorLogo: string | null;
  routeName: string;
  vehicleType: string;
  seatClass: string;
  origin: LegPoint;
  destination: LegPoint;
  /** The departure's live status as staff marked it, and when its last step was marked. */
  liveStatus: DepartureLiveStatus;
  liveStatusAt: Date | null;
  /** Minutes the operator moved the departure: later positive, earlier negative, else 0. */
  movedMinutes: number;
}

/** The legs of several reservations in one query, each reservation's in travel order. */
export async function selectLegViews(db: Executor, reservationIds: number[]): Promise<LegView[]> {
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
    .leftJoin('departure_statuses as live', (join) =>
      join
        .onRef('live.schedule_id', '=', 'leg.schedule_id')
        .onRef('live.trip_date', '=', 'leg.trip_date'),
    )
    .leftJoin('trip_time_changes as moved', (join) =>
      join
        .onRef('moved.schedule_id', '=', 'leg.schedule_id')
        .onRef('moved.trip_date', '=', 'leg.trip_date'),
    )
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
      'operator.logo_url as operator_logo',
      'route.name as route_name',
      'layout.vehicle_type',
      'layout.seat_class',
      'origin.id as origin_id',
      'origin.code as origin_code',
      'origin.name as origin_name',
      'origin.address as origin_address',
      'origin_city.id as origin_city_id',
      'origin_city.name as origin_city',
      'origin_city.timezone as origin_timezone',
      'destination.id as destination_id',
      'destination.code as destination_code',
      'destination.name as destination_name',
      'destination.address as destination_address',
      'destination_city.id as destination_city_id',
      'destination_city.name as destination_city',
      'destination_city.timezone as destination_timezone',
      eb
        .selectFrom('route_stops as last_stop')
        .select((inner) => inner.fn.max('last_stop.stop_index').as('max'))
        .whereRef('last_stop.route_id', '=', 'route.id')
        .as('last_stop'),
      'live.status as live_status',
      sql<Date | null>`coalesce(live.arrived_at, live.departed_at, live.boarding_at)`.as(
        'live_status_at',
      ),
      sql<
        number | null
      >`(extract(epoch FROM moved.departure_time - moved.original_time) / 60)::int`.as(
        'moved_minutes',
      ),
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
    operatorLogo: row.operator_logo,
    routeName: row.route_name,
    vehicleType: row.vehicle_type,
    seatClass: row.seat_class,
    origin: {
      id: row.origin_id,
      code: row.origin_code,
      name: row.origin_name,
      address: row.origin_address,
      cityId: row.origin_city_id,
      cityName: row.origin_city,
      timezone: row.origin_timezone,
    },
    destination: {
      id: row.destination_id,
      code: row.destination_code,
      name: row.destination_name,
      address: row.destination_address,
      cityId: row.destination_city_id,
      cityName: row.destination_city,
      timezone: row.destination_timezone,
    },
    liveStatus: row.live_status ?? 'terjadwal',
    liveStatusAt: row.live_status_at ? new Date(row.live_status_at) : null,
    movedMinutes: row.moved_minutes ?? 0,
  }));
}
