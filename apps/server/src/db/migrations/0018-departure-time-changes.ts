/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';

/**
 * Moving one departure to another time of its day (issue 10, trips module; decision 0022).
 *
 * - trip_time_changes: one row per moved departure (a schedule on a trip date), with the
 *   new time at the route's first stop. The trip date stays, so the seat inventory
 *   (keyed by schedule, trip date and segment) and every booking stay attached. The
 *   trip builder reads it wherever a departure's time is computed, so search, seats,
 *   detail, check, reservasi and the staff screens all follow one row. A change moves the
 *   catalogue's version (migration 0012's trigger), so the next search shows it.
 * - A leg written by a booking that raced a move takes the moved time: a BEFORE INSERT
 *   trigger on reservation_legs first takes the schedule row's key-share lock (which waits
 *   for a move in progress: the move holds the row FOR UPDATE until it commits), then
 *   reads the departure's row and, when there is one, computes the leg's times from it.
 *   The other order is the move's: it waits on that lock for the booking to commit, then
 *   retimes every leg it can see. Either way no leg keeps the old time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE trip_time_changes (
      schedule_id    integer NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
      trip_date      date NOT NULL,
      departure_time time NOT NULL,
      original_time  time NOT NULL,
      reason         text NOT NULL,
      moved_at       timestamptz NOT NULL,
      PRIMARY KEY (schedule_id, trip_date)
    )
  `.execute(db);
  await sql`
    CREATE TRIGGER trip_time_changes_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trip_time_changes
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()
  `.execute(db);
  // One statement (its body has semicolons, which executeScript would split on).
  await sql`
    CREATE FUNCTION reservation_leg_follows_time_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      route_start timestamptz;
      leg_departure timestamptz;
      leg_arrival timestamptz;
    BEGIN
      PERFORM 1 FROM schedules WHERE id = NEW.schedule_id FOR KEY SHARE;
      SELECT (NEW.trip_date + t.departure_time) AT TIME ZONE c.timezone INTO route_start
        FROM trip_time_changes t
        JOIN schedules s ON s.id = t.schedule_id
        JOIN route_stops first_stop ON first_stop.route_id = s.route_id
        JOIN points p ON p.id = first_stop.point_id
        JOIN cities c ON c.id = p.city_id
        WHERE t.schedule_id = NEW.schedule_id AND t.trip_date = NEW.trip_date
        ORDER BY first_stop.stop_index
        LIMIT 1;
      IF route_start IS NOT NULL THEN
        SELECT route_start + make_interval(mins => board.minutes_from_start),
               route_start + make_interval(mins => alight.minutes_from_start)
          INTO leg_departure, leg_arrival
          FROM schedules s
          JOIN route_stops board ON board.route_id = s.route_id AND board.stop_index = NEW.from_stop
          JOIN route_stops alight ON alight.route_id = s.route_id AND alight.stop_index = NEW.to_stop
          WHERE s.id = NEW.schedule_id;
        IF leg_departure IS NOT NULL THEN
          NEW.departure_at := leg_departure;
          NEW.arrival_at := leg_arrival;
        END IF;
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);
  await sql`
    CREATE TRIGGER reservation_legs_follow_time_change
    BEFORE INSERT ON reservation_legs
    FOR EACH ROW EXECUTE FUNCTION reservation_leg_follows_time_change()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER reservation_legs_follow_time_change ON reservation_legs`.execute(db);
  await sql`DROP FUNCTION reservation_leg_follows_time_change()`.execute(db);
  await sql`DROP TABLE trip_time_changes`.execute(db);
}
