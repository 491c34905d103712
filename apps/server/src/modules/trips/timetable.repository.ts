import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

export interface TimetableRouteRow {
  id: number;
  code: string;
  name: string;
}

export interface TimetableStopRow {
  routeId: number;
  stopIndex: number;
  fareFromStart: number;
  pointCode: string;
  pointName: string;
  cityName: string;
}

export interface TimetableScheduleRow {
  id: number;
  routeId: number;
  code: string;
  departureTime: string;
  farePercent: number;
  isActive: boolean;
  daysOfWeek: number[];
}

/**
 * The operator console's writes of the timetable (trips module tables): cancelled
 * departures, route fares and schedules' fare percents. Each write moves the catalogue's
 * version (migration 0012's triggers), so the next search is built from it.
 */
export class TimetableRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when this call cancelled it; a departure cancelled before is left as it was. */
  async insertCancellation(
    scheduleId: number,
    tripDate: string,
    reason: string,
    db: Executor = this.db,
  ): Promise<boolean> {
    const row = await db
      .insertInto('trip_cancellations')
      .values({ schedule_id: scheduleId, trip_date: tripDate, reason })
      .onConflict((conflict) => conflict.columns(['schedule_id', 'trip_date']).doNothing())
      .returning('schedule_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async cancellationReason(
    scheduleId: number,
    tripDate: string,
    db: Executor = this.db,
  ): Promise<string | null> {
    const row = await db
      .selectFrom('trip_cancellations')
      .select('reason')
      .where('schedule_id', '=', scheduleId)
      .where('trip_date', '=', tripDate)
      .executeTakeFirst();
    return row ? row.reason : null;
  }

  /**
   * Locks the schedule row until the transaction ends (PostgreSQL). A move holds it while
   * it retimes the departure's legs; a booking's leg insert waits on it (migration 0018).
   */
  async lockSchedule(scheduleId: number, db: Executor = this.db): Promise<void> {
    await db
      .selectFrom('schedules')
      .select('id')
      .where('id', '=', scheduleId)
      .forUpdate()
      .executeTakeFirst();
  }

  async scheduleTime(scheduleId: number, db: Executor = this.db): Promise<string> {
    const row = await db
      .selectFrom('schedules')
      .select(sql<string>`departure_time::text`.as('time'))
      .where('id', '=', scheduleId)
      .executeTakeFirstOrThrow();
    return row.time;
  }

  /** A moved departure's row, or undefined when it keeps its schedule's time. */
  timeChange(
    scheduleId: number,
    tripDate: string,
    db: Executor = this.db,
  ): Promise<{ departureTime: string; originalTime: string } | undefined> {
    return db
      .selectFrom('trip_time_changes')
      .select([
        sql<string>`departure_time::text`.as('departureTime'),
        sql<string>`original_time::text`.as('originalTime'),
      ])
      .where('schedule_id', '=', scheduleId)
      .where('trip_date', '=', tripDate)
      .executeTakeFirst();
  }

  /** The departure's new time ('HH:MM:SS'); the first move records the schedule's time as the original. */
  async setTimeChange(
    change: {
      scheduleId: number;
      tripDate: string;
      departureTime: string;
      originalTime: string;
      reason: string;
      at: Date;
    },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('trip_time_changes')
      .values({
        schedule_id: change.scheduleId,
        trip_date: change.tripDate,
        departure_time: change.departureTime,
        original_time: change.originalTime,
        reason: change.reason,
        moved_at: change.at,
      })
      .onConflict((conflict) =>
        conflict.columns(['schedule_id', 'trip_date']).doUpdateSet({
          departure_time: change.departureTime,
          reason: change.reason,
          moved_at: change.at,
        }),
      )
      .execute();
  }

  routesOf(
    operatorCode: string,
    routeCode: string | undefined,
    db: Executor = this.db,
  ): Promise<TimetableRouteRow[]> {
    let query = db
      .selectFrom('routes')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select(['routes.id', 'routes.code', 'routes.name'])
      .where('operators.code', '=', operatorCode);
    if (routeCode !== undefined) query = query.where('routes.code', '=', routeCode);
    return query.orderBy('routes.code').execute();
  }

  /** Locks the route's stops (PostgreSQL) so two fare edits are applied one after the other. */
  stopsOf(routeIds: number[], db: Executor = this.db, lock = false): Promise<TimetableStopRow[]> {
    if (routeIds.length === 0) return Promise.resolve([]);
    let query = db
      .selectFrom('route_stops')
      .innerJoin('points', 'points.id', 'route_stops.point_id')
      .innerJoin('cities', 'cities.id', 'points.city_id')
      .select([
        'route_stops.route_id as routeId',
        'route_stops.stop_index as stopIndex',
        'route_stops.fare_from_start as fareFromStart',
        'points.code as pointCode',
        'points.name as pointName',
        'cities.name as cityName',
      ])
      .where('route_stops.route_id', '=', sql<number>`ANY(${routeIds}::int[])`)
      .orderBy('route_stops.route_id')
      .orderBy('route_stops.stop_index');
    if (lock) query = query.forUpdate('route_stops');
    return query.execute();
  }

  schedulesOf(routeIds: number[], db: Executor = this.db): Promise<TimetableScheduleRow[]> {
    if (routeIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('schedules')
      .select([
        'id',
        'route_id as routeId',
        'code',
        'departure_time as departureTime',
        'fare_percent as farePercent',
        'is_active as isActive',
        'days_of_week as daysOfWeek',
      ])
      .where('route_id', '=', sql<number>`ANY(${routeIds}::int[])`)
      .orderBy('departure_time')
      .orderBy('code')
      .execute();
  }

  async setStopFares(
    routeId: number,
    fares: Array<{ stopIndex: number; fareFromStart: number }>,
    db: Executor = this.db,
  ): Promise<void> {
    for (const fare of fares) {
      await db
        .updateTable('route_stops')
        .set({ fare_from_start: fare.fareFromStart })
        .where('route_id', '=', routeId)
        .where('stop_index', '=', fare.stopIndex)
        .where('fare_from_start', '<>', fare.fareFromStart)
        .execute();
    }
  }

  /** An operator's schedule by code, locked until the transaction ends (PostgreSQL). */
  findScheduleForUpdate(
    operatorCode: string,
    scheduleCode: string,
    db: Executor = this.db,
  ): Promise<TimetableScheduleRow | undefined> {
    return db
      .selectFrom('schedules')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('operators', 'operators.id', 'routes.operator_id')
      .select([
        'schedules.id',
        'schedules.route_id as routeId',
        'schedules.code',
        'schedules.departure_time as departureTime',
        'schedules.fare_percent as farePercent',
        'schedules.is_active as isActive',
        'schedules.days_of_week as daysOfWeek',
      ])
      .where('operators.code', '=', operatorCode)
      .where('schedules.code', '=', scheduleCode)
      .forUpdate('schedules')
      .executeTakeFirst();
  }

  async setTimetable(
    scheduleId: number,
    values: { departureTime: string; daysOfWeek: number[] },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .updateTable('schedules')
      .set({ departure_time: values.departureTime, days_of_week: values.daysOfWeek })
      .where('id', '=', scheduleId)
      .execute();
  }

  async setFarePercent(scheduleId: number, percent: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('schedules')
      .set({ fare_percent: percent })
      .where('id', '=', scheduleId)
      .where('fare_percent', '<>', percent)
      .execute();
  }
}
