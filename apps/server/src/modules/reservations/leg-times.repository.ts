import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { stopTimeSql } from '../trips/trip-builder.js';

/**
 * The times stored on a departure's reservation legs, set again when the operator moves
 * that departure to another time of its trip date (decision 0022). A leg stores its
 * departure and arrival so a ticket reads without the catalogue; they are recomputed here
 * from the new start and the route's stop offsets (not shifted by a difference), so a
 * repeated or out-of-order call leaves them right.
 */
export class LegTimesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every leg on (schedule, trip date) takes times from `routeStart`; answers how many. */
  async retime(
    scheduleId: number,
    tripDate: string,
    routeStart: Date,
    db: Executor = this.db,
  ): Promise<number> {
    const result = await sql`
      UPDATE reservation_legs AS leg
      SET departure_at = ${stopTimeSql(routeStart, 'board')},
          arrival_at = ${stopTimeSql(routeStart, 'alight')}
      FROM schedules s
      JOIN route_stops board ON board.route_id = s.route_id
      JOIN route_stops alight ON alight.route_id = s.route_id
      WHERE s.id = leg.schedule_id
        AND board.stop_index = leg.from_stop
        AND alight.stop_index = leg.to_stop
        AND leg.schedule_id = ${scheduleId}
        AND leg.trip_date = ${tripDate}::date
    `.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }
}
