import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { occupancyIsActive } from '../../db/rules/reservation-activity.js';
import { CatalogueCache, catalogueChanged } from './catalogue-cache.js';
import type { PlaceFilter, TripLayout, TripPoint } from './trip-segment.js';

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
  /** Passengers may board / alight at this stop (migration 0019). */
  canBoard: boolean;
  canAlight: boolean;
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

/** A route with its operator (catalogue data, cached). */
interface RouteRow {
  routeId: number;
  routeCode: string;
  routeName: string;
  operatorId: number;
  operatorCode: string;
  operatorName: string;
  operatorLogo: string | null;
}

type StopPair = { fromStop: number; toStop: number };

/** Schedule columns read fresh for search, as one JSON array per row (see findSegmentCandidates). */
type ScheduleTuple = [
  scheduleId: number,
  scheduleCode: string,
  routeId: number,
  departureTime: string,
  farePercent: number,
  facilities: string[],
  daysOfWeek: number[],
  validFrom: string,
  validUntil: string | null,
  isActive: boolean,
  layoutId: number,
];

export class TripRepository {
  // Catalogue rows only (see catalogue-cache.ts): kept until the catalogue's version
  // moves, never seats.
  private readonly stopsCache = new CatalogueCache<number, StopRow[]>();
  private readonly pointsCache = new CatalogueCache<number, TripPoint | null>();
  private readonly layoutsCache = new CatalogueCache<number, TripLayout | null>();
  private readonly routesCache = new CatalogueCache<number, RouteRow | null>();
  private readonly pairsCache = new CatalogueCache<string, Map<number, StopPair[]>>();
  private knownVersion: string | null = null;

  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The catalogue's version (migration 0012: one row, bumped in the same transaction as
   * any change to cities, points, operators, layouts, routes, stops, schedules or
   * cancellations). When it differs from the last one read, every catalogue cache of the
   * process is forgotten. Read once at the start of each search and trip lookup: on
   * PostgreSQL every process reads it, so a change shows everywhere in the next request.
   */
  async catalogueVersion(): Promise<string> {
    const { rows } = await sql<{
      version: string;
    }>`SELECT version::text AS version FROM catalogue_version`.execute(this.db);
    const version = rows[0]?.version ?? '0';
    if (version !== this.knownVersion) {
      this.knownVersion = version;
      catalogueChanged();
    }
    return version;
  }

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

  /** Active schedules valid on `date`, of one operator or (null) of all, by time (the staff's day). */
  findSchedulesRunningOn(date: string, operatorCode: string | null): Promise<ScheduleRow[]> {
    let query = this.schedules()
      .where('schedules.is_active', '=', true)
      .where('schedules.valid_from', '<=', date)
      .where((eb) =>
        eb.or([eb('schedules.valid_until', 'is', null), eb('schedules.valid_until', '>=', date)]),
      );
    if (operatorCode !== null) query = query.where('operators.code', '=', operatorCode);
    return query.orderBy('schedules.departure_time').orderBy('schedules.id').execute();
  }

  /**
   * Active schedules with a stop matching `origin` followed later on the same route by
   * a stop matching `destination`. Dates are decided by the service.
   * The stop pairs and the route/operator rows are catalogue data (cached); the schedules
   * themselves are read fresh on every call, as one JSON value: PGlite decodes a result
   * value by value in JavaScript, and hundreds of rows of eleven columns (two of them
   * arrays) cost several times more than one json_agg value. PostgreSQL answers it as fast.
   */
  async findSegmentCandidates(filter: {
    origin: PlaceFilter;
    destination: PlaceFilter;
    operatorCode?: string;
    routeId?: number;
    lastDate: string;
  }): Promise<SegmentCandidate[]> {
    let pairsByRoute = await this.stopPairs(filter.origin, filter.destination);
    if (filter.routeId !== undefined) {
      const only = pairsByRoute.get(filter.routeId);
      pairsByRoute = new Map(only ? [[filter.routeId, only]] : []);
    }
    if (pairsByRoute.size === 0) return [];
    const routes = await this.loadRoutes([...pairsByRoute.keys()]);
    const routeIds = [...pairsByRoute.keys()].filter((id) => {
      const route = routes.get(id);
      return (
        route !== undefined && (!filter.operatorCode || route.operatorCode === filter.operatorCode)
      );
    });
    if (routeIds.length === 0) return [];
    const { rows } = await sql<{ list: ScheduleTuple[] | null }>`
      SELECT json_agg(json_build_array(
        s.id, s.code, s.route_id, s.departure_time, s.fare_percent, s.facilities, s.days_of_week,
        s.valid_from, s.valid_until, s.is_active, s.layout_id
      ) ORDER BY s.departure_time, s.id) AS list
      FROM schedules s
      WHERE s.route_id = ANY(${routeIds}::int[]) AND s.is_active AND s.valid_from <= ${filter.lastDate}::date
    `.execute(this.db);
    const out: SegmentCandidate[] = [];
    for (const [
      scheduleId,
      scheduleCode,
      routeId,
      departureTime,
      farePercent,
      facilities,
      daysOfWeek,
      validFrom,
      validUntil,
      isActive,
      layoutId,
    ] of rows[0]?.list ?? []) {
      const route = routes.get(routeId);
      if (!route) continue;
      for (const { fromStop, toStop } of pairsByRoute.get(routeId) ?? []) {
        out.push({
          scheduleId,
          scheduleCode,
          routeId,
          routeCode: route.routeCode,
          routeName: route.routeName,
          operatorId: route.operatorId,
          operatorCode: route.operatorCode,
          operatorName: route.operatorName,
          operatorLogo: route.operatorLogo,
          departureTime,
          farePercent,
          facilities,
          daysOfWeek,
          validFrom,
          validUntil,
          isActive,
          layoutId,
          fromStop,
          toStop,
        });
      }
    }
    return out;
  }

  /** Boarding/alighting stop pairs per route between two places (catalogue data, cached). */
  private stopPairs(
    origin: PlaceFilter,
    destination: PlaceFilter,
  ): Promise<Map<number, StopPair[]>> {
    const key = JSON.stringify([origin, destination]);
    return this.pairsCache.get(key, async () => {
      let pairsQuery = this.db
        .selectFrom('route_stops as board')
        .innerJoin('route_stops as alight', (join) =>
          join
            .onRef('alight.route_id', '=', 'board.route_id')
            .onRef('alight.stop_index', '>', 'board.stop_index'),
        )
        .innerJoin('points as board_point', 'board_point.id', 'board.point_id')
        .innerJoin('points as alight_point', 'alight_point.id', 'alight.point_id')
        .select([
          'board.route_id as routeId',
          'board.stop_index as fromStop',
          'alight.stop_index as toStop',
        ])
        // A trip never stays inside one city: Denpasar Ubung -> Ngurah Rai is not a journey we sell.
        .whereRef('board_point.city_id', '<>', 'alight_point.city_id')
        // Only from a stop where passengers may get on to one where they may get off.
        .where('board.can_board', '=', true)
        .where('alight.can_alight', '=', true);
      pairsQuery = applyPlace(pairsQuery, 'board_point', origin);
      pairsQuery = applyPlace(pairsQuery, 'alight_point', destination);
      const pairs = await pairsQuery
        .orderBy('board.route_id')
        .orderBy('board.stop_index')
        .orderBy('alight.stop_index')
        .execute();
      const pairsByRoute = new Map<number, StopPair[]>();
      for (const pair of pairs) {
        const list = pairsByRoute.get(pair.routeId) ?? [];
        list.push({ fromStop: pair.fromStop, toStop: pair.toStop });
        pairsByRoute.set(pair.routeId, list);
      }
      return pairsByRoute;
    });
  }

  /** Routes with their operator (catalogue data, cached). */
  private async loadRoutes(routeIds: number[]): Promise<Map<number, RouteRow>> {
    const found = await this.routesCache.getMany(routeIds, async (missing) => {
      const rows = await this.db
        .selectFrom('routes')
        .innerJoin('operators', 'operators.id', 'routes.operator_id')
        .select([
          'routes.id as routeId',
          'routes.code as routeCode',
          'routes.name as routeName',
          'operators.id as operatorId',
          'operators.code as operatorCode',
          'operators.name as operatorName',
          'operators.logo_url as operatorLogo',
        ])
        .where('routes.id', '=', sql<number>`ANY(${missing}::int[])`)
        .execute();
      return byRequestedId(missing, rows, (row) => row.routeId);
    });
    return present(found);
  }

  /** Stops of each route in order (catalogue data, cached). */
  async loadRouteStops(routeIds: number[]): Promise<Map<number, StopRow[]>> {
    if (routeIds.length === 0) return new Map();
    const found = await this.stopsCache.getMany(routeIds, async (missing) => {
      const rows = await this.db
        .selectFrom('route_stops')
        .select([
          'route_id as routeId',
          'stop_index as stopIndex',
          'point_id as pointId',
          'minutes_from_start as minutesFromStart',
          'fare_from_start as fareFromStart',
          'can_board as canBoard',
          'can_alight as canAlight',
        ])
        .where('route_id', '=', sql<number>`ANY(${missing}::int[])`)
        .orderBy('route_id')
        .orderBy('stop_index')
        .execute();
      const out = new Map<number, StopRow[]>(missing.map((id) => [id, []]));
      for (const row of rows) out.get(row.routeId)?.push(row);
      return out;
    });
    // Routes without stops are left out, as before.
    for (const [id, stops] of found) if (stops.length === 0) found.delete(id);
    return found;
  }

  /** Points with their city (catalogue data, cached). */
  async loadPoints(pointIds: number[]): Promise<Map<number, TripPoint>> {
    if (pointIds.length === 0) return new Map();
    const found = await this.pointsCache.getMany(pointIds, async (missing) => {
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
        .where('points.id', '=', sql<number>`ANY(${missing}::int[])`)
        .execute();
      return byRequestedId(missing, rows, (row) => row.id);
    });
    return present(found);
  }

  /** Seat layouts (catalogue data, cached; shared objects, never mutate them). */
  async loadLayouts(layoutIds: number[]): Promise<Map<number, TripLayout>> {
    if (layoutIds.length === 0) return new Map();
    const found = await this.layoutsCache.getMany(layoutIds, async (missing) => {
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
        .where('id', '=', sql<number>`ANY(${missing}::int[])`)
        .execute();
      return byRequestedId(missing, rows, (row) => row.id);
    });
    return present(found);
  }

  /** Keys `${scheduleId}|${tripDate}` of cancelled trips in the date range (always fresh). */
  async findCancellations(
    scheduleIds: number[],
    fromDate: string,
    toDate: string,
  ): Promise<Set<string>> {
    if (scheduleIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('trip_cancellations')
      .select(['schedule_id', 'trip_date'])
      // One array parameter, not one per schedule: search passes hundreds.
      .where('schedule_id', '=', sql<number>`ANY(${[...new Set(scheduleIds)]}::int[])`)
      .where('trip_date', '>=', fromDate)
      .where('trip_date', '<=', toDate)
      .execute();
    return new Set(rows.map((row) => `${row.schedule_id}|${row.trip_date}`));
  }

  /**
   * Departures moved to another time in the date range (always fresh, like cancellations):
   * `${scheduleId}|${tripDate}` -> the new time at the first stop, 'HH:MM:SS'.
   */
  async findTimeChanges(
    scheduleIds: number[],
    fromDate: string,
    toDate: string,
  ): Promise<Map<string, string>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('trip_time_changes')
      .select(['schedule_id', 'trip_date', sql<string>`departure_time::text`.as('time')])
      .where('schedule_id', '=', sql<number>`ANY(${[...new Set(scheduleIds)]}::int[])`)
      .where('trip_date', '>=', fromDate)
      .where('trip_date', '<=', toDate)
      .execute();
    return new Map(rows.map((row) => [`${row.schedule_id}|${row.trip_date}`, row.time]));
  }

  /**
   * Distinct taken seats of many trips in one indexed query: a seat counts when any of
   * its active occupancy rows lies on a segment the trip uses. Keyed by seatQueryKey.
   *
   * The query reads the active rows of the trips' schedules and dates through the
   * primary key (schedule_id, trip_date, ...) as one JSON value, and the counting per
   * segment range is done here: on PGlite that is about three times cheaper than joining
   * the wanted trips as unnested arrays (the planner and the wasm executor dominated),
   * and PostgreSQL answers it from the same index.
   */
  async countTakenSeats(trips: TripSeatQuery[], now: Date): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const unique = [...new Map(trips.map((trip) => [seatQueryKey(trip), trip])).values()];
    if (unique.length === 0) return out;
    const scheduleIds = [...new Set(unique.map((trip) => trip.scheduleId))];
    const dates = [...new Set(unique.map((trip) => trip.tripDate))];
    const active = this.db
      .selectFrom('seat_occupancy')
      .select(
        sql<
          [scheduleId: number, tripDate: string, seatNo: string, segment: number][] | null
        >`json_agg(json_build_array(schedule_id, trip_date::text, seat_no, segment_index))`.as(
          'rows',
        ),
      )
      .where('schedule_id', '=', sql<number>`ANY(${scheduleIds}::int[])`)
      .where('trip_date', '=', sql<string>`ANY(${dates}::date[])`)
      .where((eb) => occupancyIsActive(eb, now));
    const [result] = await active.execute();
    const byDeparture = new Map<string, Array<[seatNo: string, segment: number]>>();
    for (const [scheduleId, tripDate, seatNo, segment] of result?.rows ?? []) {
      const key = `${scheduleId}|${tripDate}`;
      const list = byDeparture.get(key) ?? [];
      list.push([seatNo, segment]);
      byDeparture.set(key, list);
    }
    for (const trip of unique) {
      const rows = byDeparture.get(`${trip.scheduleId}|${trip.tripDate}`);
      if (!rows) continue;
      const seats = new Set<string>();
      for (const [seatNo, segment] of rows) {
        if (segment >= trip.fromStop && segment < trip.toStop) seats.add(seatNo);
      }
      if (seats.size > 0) out.set(seatQueryKey(trip), seats.size);
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

/** Drops the remembered misses (null) of a cache lookup. */
/** Each requested id with its row, or null when there is none (the cache remembers misses). */
function byRequestedId<R>(
  requested: number[],
  rows: R[],
  idOf: (row: R) => number,
): Map<number, R | null> {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return new Map(requested.map((id) => [id, byId.get(id) ?? null]));
}

function present<K, V>(found: Map<K, V | null>): Map<K, V> {
  const out = new Map<K, V>();
  for (const [key, value] of found) if (value !== null) out.set(key, value);
  return out;
}
