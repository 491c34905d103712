/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';

/**
 * The booking's leg trigger (migration 0018) asks first whether the departure was moved
 * at all (issue 11, the reserve path's cost).
 *
 * 0018's trigger joined trip_time_changes to the route's first stop, its point and city
 * in one statement for every leg a booking writes. PostgreSQL planned that five-table join
 * again for each leg (plpgsql kept choosing custom plans): about half a millisecond of the
 * database's time per booking (pg_stat_statements under `npm run bench -- --statements`),
 * for a row that almost never exists. Now a primary-key lookup of the moved time comes
 * first and the join runs only for a departure that was moved. The locking order and the
 * times written are 0018's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // One statement (its body has semicolons, which executeScript would split on).
  await sql`
    CREATE OR REPLACE FUNCTION reservation_leg_follows_time_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
    DECLARE
      moved_time time;
      route_start timestamptz;
      leg_departure timestamptz;
      leg_arrival timestamptz;
    BEGIN
      PERFORM 1 FROM schedules WHERE id = NEW.schedule_id FOR KEY SHARE;
      SELECT t.departure_time INTO moved_time
        FROM trip_time_changes t
        WHERE t.schedule_id = NEW.schedule_id AND t.trip_date = NEW.trip_date;
      IF moved_time IS NULL THEN
        RETURN NEW;
      END IF;
      SELECT (NEW.trip_date + moved_time) AT TIME ZONE c.timezone INTO route_start
        FROM schedules s
        JOIN route_stops first_stop ON first_stop.route_id = s.route_id
        JOIN points p ON p.id = first_stop.point_id
        JOIN cities c ON c.id = p.city_id
        WHERE s.id = NEW.schedule_id
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
}

/** Back to 0018's body. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION reservation_leg_follows_time_change() RETURNS trigger
    LANGUAGE plpgsql AS $$
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
}
