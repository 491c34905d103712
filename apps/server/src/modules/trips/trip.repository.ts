import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { occupancyIsActive } from '../seats/occupancy-rule.js';
import type { TripLayout, TripPoint } from './trip-segment.js';

/** Where a search starts or ends: a city, one point, or any transfer hub. */
export type PlaceFilter =
  | { kind: 'city'; id: number }
  | { kind: 'point'; id: number }
  | { kind: 'hub' }
  /** No constraint: used with a route filter to list a route's trips. */
  | { kind: 'any' };

export interface ScheduleRow {
  scheduleId: number;
  scheduleCode: string;
  routeId: number;
  routeCode: string;
  routeName: string;
  operatorId: number;
  operatorCode: string;
  operatorName: string;
  operatorLogo: string | null;
  departureTime: string;
  farePercent: number;
  facilities: string[];
  daysOfWeek: number[];
  validFrom: string;
  validUntil: string | null;
  isActive: boolean;
  layoutId: number;
}

export interface SegmentCandidate extends ScheduleRow {
  fromStop: number;
  toStop: number;
}

export interface StopRow {
  routeId: number;
  stopIndex: number;
  pointId: number;
  minutesFromStart: number;
  fareFromStart: number;
}

/** A trip whose taken seats are counted: route segments [fromStop, toStop). */
export interface TripSeatQuery {
  scheduleId: number;
  tripDate: string;
  fromStop: number;
  toStop: number;
}

export const seatQueryKey = (trip: TripSeatQuery) =>
  `${trip.scheduleId}|${trip.tripDate}|${trip.fromStop}|${trip.toStop}`;

export class TripRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private schedules() {
    return this.db
      .selectFrom('schedules')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'schedules.id as scheduleId',
        'schedules.code as scheduleCode',
        'routes.id as routeId',
        'routes.code as routeCode',
        'routes.name as routeName',
        'operators.id as operatorId',
        'operators.code as operatorCode',
        'operators.name as operatorName',
        'operators.logo_url as operatorLogo',
        'schedules.departure_time as departureTime',
        'schedules.fare_percent as farePercent',
        'schedules.facilities',
        'schedules.days_of_week as daysOfWeek',
        'schedules.valid_from as validFrom',
        'schedules.valid_until as validUntil',
        'schedules.is_active as isActive',
        'schedules.layout_id as layoutId',
      ]);
  }

  findScheduleByCode(code: string): Promise<ScheduleRow | undefined> {
    return this.schedules().where('schedules.code', '=', code).executeTakeFirst();
  }

  /**
   * Active schedules with a stop matching `origin` followed later on the same route by
   * a stop matching `destination`. Dates are decided by the service.
   * Two small queries rather than one seven-table join: planning that join cost
   * PostgreSQL far more time than running it.
   */
  async findSegmentCandidates(filter: {
    origin: PlaceFilter;
    destination: PlaceFilter;
    operatorCode?: string;
    routeId?: number;
    lastDate: string;
  }): Promise<SegmentCandidate[]> {
    let pairsQuery = this.db
      .selectFrom('route_stops as board')
      .innerJoin('route_stops as alight', (join) =>
        join.onRef('alight.route_id', '=', 'board.route_id').onRef('alight.stop_index', '>', 'board.stop_index'),
      )
      .innerJoin('points as board_point', 'board_point.id', 'board.point_id')
      .innerJoin('points as alight_point', 'alight_point.id', 'alight.point_id')
      .select(['board.route_id as routeId', 'board.stop_index as fromStop', 'alight.stop_index as toStop'])
      // A trip never stays inside one city: Denpasar Ubung -> Ngurah Rai is not a journey we sell.
      .whereRef('board_point.city_id', '<>', 'alight_point.city_id');
    pairsQuery = applyPlace(pairsQuery, 'board_point', filter.origin);
    pairsQuery = applyPlace(pairsQuery, 'alight_point', filter.destination);
    if (filter.routeId !== undefined) pairsQuery = pairsQuery.where('board.route_id', '=', filter.routeId);
    const pairs = await pairsQuery.execute();
    if (pairs.length === 0) return [];

    const pairsByRoute = new Map<number, Array<{ fromStop: number; toStop: number }>>();
    for (const pair of pairs) {
      const list = pairsByRoute.get(pair.routeId) ?? [];
      list.push({ fromStop: pair.fromStop, toStop: pair.toStop });
      pairsByRoute.set(pair.routeId, list);
    }
    let schedulesQuery = this.schedules()
      .where('schedules.route_id', 'in', [...pairsByRoute.keys()])
      .where('schedules.is_active', '=', true)
      .where('schedules.valid_from', '<=', filter.lastDate);
    if (filter.operatorCode) schedulesQuery = schedulesQuery.where('operators.code', '=', filter.operatorCode);
    const schedules = await schedulesQuery.orderBy('schedules.departure_time').orderBy('schedules.id').execute();
    return schedules.flatMap((schedule) =>
      (pairsByRoute.get(schedule.routeId) ?? []).map((pair) => ({ ...schedule, ...pair })),
    );
  }

  async loadRouteStops(routeIds: number[]): Promise<Map<number, StopRow[]>> {
    const out = new Map<number, StopRow[]>();
    if (routeIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('route_stops')
      .select([
        'route_id as routeId',
        'stop_index as stopIndex',
        'point_id as pointId',
        'minutes_from_start as minutesFromStart',
        'fare_from_start as fareFromStart',
      ])
      .where('route_id', 'in', [...new Set(routeIds)])
      .orderBy('route_id')
      .orderBy('stop_index')
      .execute();
    for (const row of rows) {
      const list = out.get(row.routeId) ?? [];
      list.push(row);
      out.set(row.routeId, list);
    }
    return out;
  }

  async loadPoints(pointIds: number[]): Promise<Map<number, TripPoint>> {
    if (pointIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('points')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select([
        'points.id',
        'points.code',
        'points.name',
        'points.address',
        'points.latitude',
        'points.longitude',
        'cities.id as cityId',
        'cities.name as cityName',
        'cities.timezone',
      ])
      .where('points.id', 'in', [...new Set(pointIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  async loadLayouts(layoutIds: number[]): Promise<Map<number, TripLayout>> {
    if (layoutIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('seat_layouts')
      .select([
        'id',
        'code',
        'name',
        'vehicle_type as vehicleType',
        'seat_class as seatClass',
        'row_count as rowCount',
        'col_count as colCount',
        'seat_count as seatCount',
        'cells',
      ])
      .where('id', 'in', [...new Set(layoutIds)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Keys `${scheduleId}|${tripDate}` of cancelled trips in the date range. */
  async findCancellations(scheduleIds: number[], fromDate: string, toDate: string): Promise<Set<string>> {
    if (scheduleIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('trip_cancellations')
      .select(['schedule_id', 'trip_date'])
      .where('schedule_id', 'in', [...new Set(scheduleIds)])
      .where('trip_date', '>=', fromDate)
      .where('trip_date', '<=', toDate)
      .execute();
    return new Set(rows.map((row) => `${row.schedule_id}|${row.trip_date}`));
  }

  /**
   * Distinct taken seats of many trips in one aggregated query: a seat counts when any
   * of its active occupancy rows lies on a segment the trip uses. Keyed by seatQueryKey.
   */
  async countTakenSeats(trips: TripSeatQuery[], now: Date): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const unique = [...new Map(trips.map((trip) => [seatQueryKey(trip), trip])).values()];
    if (unique.length === 0) return out;
    // Arrays as four parameters (not a VALUES list) so a date bar over thousands of trips
    // stays one statement, far below the protocol's 65535-parameter limit.
    const wanted = sql<{ k: number; schedule_id: number; trip_date: string; from_seg: number; to_seg: number }>`(
      SELECT (v.ord - 1)::int AS k, v.schedule_id, v.trip_date, v.from_seg, v.to_seg
      FROM unnest(
        ${unique.map((trip) => trip.scheduleId)}::int[],
        ${unique.map((trip) => trip.tripDate)}::date[],
        ${unique.map((trip) => trip.fromStop)}::int[],
        ${unique.map((trip) => trip.toStop)}::int[]
      ) WITH ORDINALITY AS v(schedule_id, trip_date, from_seg, to_seg, ord)
    )`.as('wanted');
    const active = this.db
      .selectFrom('seat_occupancy')
      .select(['schedule_id', 'trip_date', 'seat_no', 'segment_index'])
      .where((eb) => occupancyIsActive(eb, now))
      .as('active');
    const rows = await this.db
      .selectFrom(wanted)
      .innerJoin(active, (join) =>
        join
          .onRef('active.schedule_id', '=', 'wanted.schedule_id')
          .onRef('active.trip_date', '=', 'wanted.trip_date')
          .onRef('active.segment_index', '>=', 'wanted.from_seg')
          .onRef('active.segment_index', '<', 'wanted.to_seg'),
      )
      .select(['wanted.k', sql<number>`count(DISTINCT active.seat_no)::int`.as('taken')])
      .groupBy('wanted.k')
      .execute();
    for (const row of rows) {
      const trip = unique[row.k];
      if (trip) out.set(seatQueryKey(trip), row.taken);
    }
    return out;
  }
}

function applyPlace<QB extends SelectQueryBuilder<any, any, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any -- aliases differ per call
  query: QB,
  alias: 'board_point' | 'alight_point',
  place: PlaceFilter,
): QB {
  switch (place.kind) {
    case 'city':
      return query.where(`${alias}.city_id`, '=', place.id) as QB;
    case 'point':
      return query.where(`${alias}.id`, '=', place.id) as QB;
    case 'hub':
      return query.where(`${alias}.is_transfer_hub`, '=', true) as QB;
    case 'any':
      return query;
  }
}
