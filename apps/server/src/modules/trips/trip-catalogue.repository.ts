import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { DB } from '../../db/schema.js';
import { CatalogueCache, catalogueChanged } from './catalogue-cache.js';
import type { PlaceFilter, TripLayout, TripPoint } from './trip-segment.js';

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

/** A route with its operator (catalogue data, cached). */
export interface RouteRow {
  routeId: number;
  routeCode: string;
  routeName: string;
  operatorId: number;
  operatorCode: string;
  operatorName: string;
  operatorLogo: string | null;
}

export type StopPair = { fromStop: number; toStop: number };

/** A RouteRow's columns, over routes joined with operators. */
export const ROUTE_COLUMNS = [
  'routes.id as routeId',
  'routes.code as routeCode',
  'routes.name as routeName',
  'operators.id as operatorId',
  'operators.code as operatorCode',
  'operators.name as operatorName',
  'operators.logo_url as operatorLogo',
] as const;

/** `= ANY(ids)`: one array parameter, not one per id (search passes hundreds). */
export const anyId = (ids: number[]) => sql<number>`ANY(${ids}::int[])`;

/**
 * The catalogue rows trips are built from (route stops, points, seat layouts, routes with
 * their operator, boarding/alighting stop pairs), each kept in a CatalogueCache
 * (catalogue-cache.ts) until the catalogue's version moves. Never seats or anything
 * per departure: those are read fresh (departure-state.repository.ts).
 */
export class TripCatalogueRepository {
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
   * process is forgotten. Read once at the start of each trip lookup (and of a process's
   * first search; a search reads it in its one statement, noteVersion): on PostgreSQL
   * every process reads it, so a change shows everywhere in the next request.
   */
  async catalogueVersion(): Promise<string> {
    const { rows } = await sql<{
      version: string;
    }>`SELECT version::text AS version FROM catalogue_version`.execute(this.db);
    return this.noteVersion(rows[0]?.version ?? null);
  }

  /** catalogueVersion, read in one statement with another module's read (decision 0029). */
  async catalogueVersionWith<T>(alongside: ReadAlongside<T>): Promise<T> {
    const { rows } = await sql<{ version: string | null; alongside: unknown }>`
      SELECT (SELECT version::text FROM catalogue_version) AS version,
        ${alongside.query} AS alongside`.execute(this.db);
    this.noteVersion(rows[0]?.version ?? null);
    return alongside.decode(rows[0]?.alongside ?? null);
  }

  /**
   * The version a statement read (catalogueVersion's, or one read inside another statement:
   * TripRepository.versionAndTakenSeats), noted as this process's latest: when it moved,
   * every catalogue cache is forgotten.
   */
  noteVersion(read: string | null): string {
    const version = read ?? '0';
    if (version !== this.knownVersion) {
      this.knownVersion = version;
      catalogueChanged();
    }
    return version;
  }

  /** The version this process read last (null before its first read): a guess, to be checked. */
  get lastVersion(): string | null {
    return this.knownVersion;
  }

  /** Boarding/alighting stop pairs per route between two places. */
  stopPairs(origin: PlaceFilter, destination: PlaceFilter): Promise<Map<number, StopPair[]>> {
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

  /** Routes with their operator. */
  loadRoutes(routeIds: number[]): Promise<Map<number, RouteRow>> {
    return cachedById(
      this.routesCache,
      routeIds,
      (missing) =>
        this.db
          .selectFrom('routes')
          .innerJoin('operators', 'operators.id', 'routes.operator_id')
          .select(ROUTE_COLUMNS)
          .where('routes.id', '=', anyId(missing))
          .execute(),
      (row) => row.routeId,
    );
  }

  /** Stops of each route in order. */
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
        .where('route_id', '=', anyId(missing))
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

  /** Points with their city. */
  loadPoints(pointIds: number[]): Promise<Map<number, TripPoint>> {
    return cachedById(
      this.pointsCache,
      pointIds,
      (missing) =>
        this.db
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
          .where('points.id', '=', anyId(missing))
          .execute(),
      (row) => row.id,
    );
  }

  /** Seat layouts (shared objects, never mutate them). */
  loadLayouts(layoutIds: number[]): Promise<Map<number, TripLayout>> {
    return cachedById(
      this.layoutsCache,
      layoutIds,
      (missing) =>
        this.db
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
          .where('id', '=', anyId(missing))
          .execute(),
      (row) => row.id,
    );
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

/**
 * The rows of `ids` through `cache`, loading the missing ones in one query. An id without
 * a row is remembered as a miss (null) and left out of the answer.
 */
async function cachedById<R>(
  cache: CatalogueCache<number, R | null>,
  ids: number[],
  load: (missing: number[]) => Promise<R[]>,
  idOf: (row: R) => number,
): Promise<Map<number, R>> {
  if (ids.length === 0) return new Map();
  const found = await cache.getMany(ids, async (missing) => {
    const byId = new Map((await load(missing)).map((row) => [idOf(row), row]));
    return new Map(missing.map((id) => [id, byId.get(id) ?? null]));
  });
  const out = new Map<number, R>();
  for (const [id, row] of found) if (row !== null) out.set(id, row);
  return out;
}
