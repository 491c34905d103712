import { type Kysely, sql } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { DB } from '../../db/schema.js';
import { DepartureStateRepository, type TripSeatQuery } from './departure-state.repository.js';
import {
  ROUTE_COLUMNS,
  type RouteRow,
  TripCatalogueRepository,
} from './trip-catalogue.repository.js';
import type { PlaceFilter } from './trip-segment.js';

/** A schedule with its route and operator. */
export interface ScheduleRow extends RouteRow {
  scheduleId: number;
  scheduleCode: string;
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

/**
 * What trips are read from: the schedules (fresh on every call), the cached catalogue
 * rows around them (`catalogue`) and each departure's cancellation, moved time and taken
 * seats (`departures`).
 */
export class TripRepository {
  readonly catalogue: TripCatalogueRepository;
  readonly departures: DepartureStateRepository;

  constructor(private readonly db: Kysely<DB>) {
    this.catalogue = new TripCatalogueRepository(db);
    this.departures = new DepartureStateRepository(db);
  }

  private schedules() {
    return this.db
      .selectFrom('schedules')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'schedules.id as scheduleId',
        'schedules.code as scheduleCode',
        ...ROUTE_COLUMNS,
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
  /**
   * The catalogue's version (noted as catalogueVersion notes it) and the taken seats of
   * `trips` (as countTakenSeats counts them), with another module's read `alongside`, in
   * one statement: one snapshot, one round trip (decision 0029).
   */
  async versionAndTakenSeats<T>(
    trips: TripSeatQuery[],
    now: Date,
    alongside: ReadAlongside<T>,
  ): Promise<{ version: string; taken: Map<string, number>; alongside: T }> {
    const seats = this.departures.takenSeats(trips, now);
    const { rows } = await sql<{ version: string | null; seats: unknown; alongside: unknown }>`
      SELECT (SELECT version::text FROM catalogue_version) AS version,
        ${seats.query ?? sql`NULL`} AS seats,
        ${alongside.query} AS alongside
    `.execute(this.db);
    const row = rows[0];
    return {
      version: this.catalogue.noteVersion(row?.version ?? null),
      taken: seats.count((row?.seats ?? null) as Parameters<typeof seats.count>[0]),
      alongside: alongside.decode(row?.alongside ?? null),
    };
  }

  async findSegmentCandidates(filter: {
    origin: PlaceFilter;
    destination: PlaceFilter;
    operatorCode?: string;
    routeId?: number;
    lastDate: string;
  }): Promise<SegmentCandidate[]> {
    let pairsByRoute = await this.catalogue.stopPairs(filter.origin, filter.destination);
    if (filter.routeId !== undefined) {
      const only = pairsByRoute.get(filter.routeId);
      pairsByRoute = new Map(only ? [[filter.routeId, only]] : []);
    }
    if (pairsByRoute.size === 0) return [];
    const routes = await this.catalogue.loadRoutes([...pairsByRoute.keys()]);
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
          ...route,
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
}
