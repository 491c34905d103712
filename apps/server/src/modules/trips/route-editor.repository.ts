import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB, SeatLayoutCell } from '../../db/schema.js';
import { anyId } from './trip-catalogue.repository.js';
import type { TripLayout } from './trip-segment.js';

export interface EditorRouteRow {
  id: number;
  code: string;
  name: string;
  operatorId: number;
  operatorCode: string;
  operatorName: string;
}

export interface EditorStopRow {
  routeId: number;
  stopIndex: number;
  pointId: number;
  pointCode: string;
  pointName: string;
  cityName: string;
  minutesFromStart: number;
  fareFromStart: number;
  canBoard: boolean;
  canAlight: boolean;
}

export interface EditorScheduleRow {
  routeId: number;
  code: string;
  departureTime: string;
  daysOfWeek: number[];
  isActive: boolean;
  layoutCode: string;
}

/** A layout as the console edits it: the trips' layout with the operator owning it (null: shared). */
export interface EditorLayoutRow extends TripLayout {
  operatorId: number | null;
  operatorCode: string | null;
}

export interface NewStop {
  pointId: number;
  minutesFromStart: number;
  fareFromStart: number;
  canBoard: boolean;
  canAlight: boolean;
}

export interface LayoutValues {
  name: string;
  vehicleType: 'shuttle' | 'bus';
  seatClass: string;
  rowCount: number;
  colCount: number;
  cells: SeatLayoutCell[];
}

/**
 * Routes, their stops and seat layouts as the operator console creates and changes them
 * (trips module tables). Every write moves the catalogue's version through migration
 * 0012's triggers, in the caller's transaction: the next search is built from it.
 */
export class RouteEditorRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Routes of the operators named (every operator: null), or the one with `code`. */
  routes(
    filter: { operatorCodes: string[] | null; code?: string },
    db: Executor = this.db,
    lock = false,
  ): Promise<EditorRouteRow[]> {
    let query = db
      .selectFrom('routes')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'routes.id',
        'routes.code',
        'routes.name',
        'operators.id as operatorId',
        'operators.code as operatorCode',
        'operators.name as operatorName',
      ]);
    if (filter.operatorCodes !== null)
      query = query.where('operators.code', '=', anyCode(filter.operatorCodes));
    if (filter.code !== undefined) query = query.where('routes.code', '=', filter.code);
    // Two edits of one route are applied one after the other (PostgreSQL).
    if (lock) query = query.forUpdate('routes');
    return query.orderBy('operators.code').orderBy('routes.code').execute();
  }

  stops(routeIds: number[], db: Executor = this.db): Promise<EditorStopRow[]> {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('route_stops')
      .innerJoin('points', 'points.id', 'route_stops.point_id')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select([
        'route_stops.route_id as routeId',
        'route_stops.stop_index as stopIndex',
        'points.id as pointId',
        'points.code as pointCode',
        'points.name as pointName',
        'cities.name as cityName',
        'route_stops.minutes_from_start as minutesFromStart',
        'route_stops.fare_from_start as fareFromStart',
        'route_stops.can_board as canBoard',
        'route_stops.can_alight as canAlight',
      ])
      .where('route_stops.route_id', '=', anyId(routeIds))
      .orderBy('route_stops.route_id')
      .orderBy('route_stops.stop_index')
      .execute();
  }

  schedules(routeIds: number[], db: Executor = this.db): Promise<EditorScheduleRow[]> {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('schedules')
      .innerJoin('seat_layouts', 'seat_layouts.id', 'schedules.layout_id')
      .select([
        'schedules.route_id as routeId',
        'schedules.code',
        sql<string>`to_char(schedules.departure_time, 'HH24:MI')`.as('departureTime'),
        'schedules.days_of_week as daysOfWeek',
        'schedules.is_active as isActive',
        'seat_layouts.code as layoutCode',
      ])
      .where('schedules.route_id', '=', anyId(routeIds))
      .orderBy('schedules.departure_time')
      .orderBy('schedules.code')
      .execute();
  }

  /** Every point a stop may be, by city then name (the console's point picker). */
  points(db: Executor = this.db) {
    return db
      .selectFrom('points')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select(['points.id', 'points.code', 'points.name', 'cities.name as cityName'])
      .orderBy('cities.name')
      .orderBy('points.name')
      .execute();
  }

  async operatorId(code: string, db: Executor = this.db): Promise<number | null> {
    const row = await db
      .selectFrom('operators')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Holds, until the caller's transaction ends, the right to draw the next code of `prefix`:
   * two saves of one operator's new routes at once take numbers one after the other
   * instead of colliding (the unique code and a redraw stay as the backstop).
   */
  async lockCodePrefix(prefix: string, db: Executor): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lintas-code:${prefix}`}))`.execute(db);
  }

  /** The codes beginning with `prefix` in a table (the next free number is drawn from them). */
  async codesLike(
    table: 'routes' | 'seat_layouts' | 'schedules',
    prefix: string,
    db: Executor = this.db,
  ): Promise<string[]> {
    const rows = await db
      .selectFrom(table)
      .select('code')
      .where('code', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
      .execute();
    return rows.map((row) => row.code);
  }

  /** The new route's id, or null when the code was taken meanwhile (the caller draws again). */
  async insertRoute(
    values: { code: string; operatorId: number; name: string },
    db: Executor = this.db,
  ): Promise<number | null> {
    const row = await db
      .insertInto('routes')
      .values({ code: values.code, operator_id: values.operatorId, name: values.name })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async renameRoute(routeId: number, name: string, db: Executor = this.db): Promise<void> {
    await db.updateTable('routes').set({ name }).where('id', '=', routeId).execute();
  }

  /** Replaces a route's stops with `stops` (in order, indexes from 0). */
  async replaceStops(routeId: number, stops: NewStop[], db: Executor = this.db): Promise<void> {
    await db.deleteFrom('route_stops').where('route_id', '=', routeId).execute();
    await db
      .insertInto('route_stops')
      .values(
        stops.map((stop, stopIndex) => ({
          route_id: routeId,
          stop_index: stopIndex,
          point_id: stop.pointId,
          minutes_from_start: stop.minutesFromStart,
          fare_from_start: stop.fareFromStart,
          can_board: stop.canBoard,
          can_alight: stop.canAlight,
        })),
      )
      .execute();
  }

  /** Layouts of the operators named and the shared ones (null: all), or the one with `code`. */
  layouts(
    filter: { operatorCodes: string[] | null; code?: string },
    db: Executor = this.db,
    lock = false,
  ): Promise<EditorLayoutRow[]> {
    let query = db
      .selectFrom('seat_layouts')
      .leftJoin('operators', 'operators.id', 'seat_layouts.operator_id')
      .select([
        'seat_layouts.id',
        'seat_layouts.code',
        'seat_layouts.name',
        'seat_layouts.vehicle_type as vehicleType',
        'seat_layouts.seat_class as seatClass',
        'seat_layouts.row_count as rowCount',
        'seat_layouts.col_count as colCount',
        'seat_layouts.seat_count as seatCount',
        'seat_layouts.cells',
        'seat_layouts.operator_id as operatorId',
        'operators.code as operatorCode',
      ]);
    const codes = filter.operatorCodes;
    if (codes !== null)
      query = query.where((eb) =>
        eb.or([
          eb('seat_layouts.operator_id', 'is', null),
          eb('operators.code', '=', anyCode(codes)),
        ]),
      );
    if (filter.code !== undefined) query = query.where('seat_layouts.code', '=', filter.code);
    if (lock) query = query.forUpdate('seat_layouts');
    return query.orderBy('seat_layouts.code').execute();
  }

  /** Schedule codes per layout id, of the operators named (null: all). */
  async layoutSchedules(
    layoutIds: number[],
    operatorCodes: string[] | null,
    db: Executor = this.db,
  ): Promise<Map<number, string[]>> {
    if (layoutIds.length === 0) return new Map();
    let query = db
      .selectFrom('schedules')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select(['schedules.layout_id as layoutId', 'schedules.code'])
      .where('schedules.layout_id', '=', anyId(layoutIds));
    if (operatorCodes !== null) query = query.where('operators.code', '=', anyCode(operatorCodes));
    const rows = await query.orderBy('schedules.code').execute();
    const out = new Map<number, string[]>();
    for (const row of rows) out.set(row.layoutId, [...(out.get(row.layoutId) ?? []), row.code]);
    return out;
  }

  async insertLayout(
    values: LayoutValues & { code: string; operatorId: number | null },
    db: Executor = this.db,
  ): Promise<number | null> {
    const row = await db
      .insertInto('seat_layouts')
      .values({
        ...layoutColumns(values),
        code: values.code,
        operator_id: values.operatorId,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async updateLayout(layoutId: number, values: LayoutValues, db: Executor = this.db) {
    await db
      .updateTable('seat_layouts')
      .set(layoutColumns(values))
      .where('id', '=', layoutId)
      .execute();
  }

  /** The new schedule's id, or null when the code was taken meanwhile. */
  async insertSchedule(
    values: {
      code: string;
      routeId: number;
      layoutId: number;
      departureTime: string;
      daysOfWeek: number[];
      farePercent: number;
      facilities: string[];
      validFrom: string;
    },
    db: Executor = this.db,
  ): Promise<number | null> {
    const row = await db
      .insertInto('schedules')
      .values({
        code: values.code,
        route_id: values.routeId,
        layout_id: values.layoutId,
        departure_time: `${values.departureTime}:00`,
        days_of_week: values.daysOfWeek,
        fare_percent: values.farePercent,
        facilities: values.facilities,
        valid_from: values.validFrom,
        valid_until: null,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }
}

/** `= ANY(codes)`: the operators a console request is scoped to, as one array parameter. */
const anyCode = (codes: string[]) => sql<string>`ANY(${codes}::text[])`;

/** A layout's columns as the console sets them; the seat count follows the cells. */
function layoutColumns(values: LayoutValues) {
  return {
    name: values.name,
    vehicle_type: values.vehicleType,
    seat_class: values.seatClass,
    row_count: values.rowCount,
    col_count: values.colCount,
    seat_count: values.cells.filter((cell) => cell.type === 'seat').length,
    cells: JSON.stringify(values.cells),
  };
}
