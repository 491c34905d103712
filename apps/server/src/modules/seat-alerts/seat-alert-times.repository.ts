import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { stopTimeSql } from '../trips/trip-builder.js';

/**
 * The departure time a seat alert keeps (to show in the list and the message, and to stop
 * waiting once the departure has left), set again when the operator moves that departure
 * to another time of its trip date (decision 0022): computed from the new start and the
 * alert's boarding stop, in that stop's zone.
 */
export class SeatAlertTimesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async retime(
    scheduleId: number,
    tripDate: string,
    routeStart: Date,
    db: Executor = this.db,
  ): Promise<number> {
    const boardAt = stopTimeSql(routeStart, 'board');
    const result = await sql`
      UPDATE seat_alerts AS alert
      SET departure_at = ${boardAt},
          departure_time = to_char((${boardAt}) AT TIME ZONE city.timezone, 'HH24:MI')
      FROM schedules s
      JOIN route_stops board ON board.route_id = s.route_id
      JOIN points point ON point.id = board.point_id
      JOIN cities city ON city.id = point.city_id
      WHERE s.id = alert.schedule_id
        AND board.stop_index = alert.from_stop
        AND alert.schedule_id = ${scheduleId}
        AND alert.trip_date = ${tripDate}::date
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
}
