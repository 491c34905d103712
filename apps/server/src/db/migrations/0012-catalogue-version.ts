/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';

/**
 * The catalogue's version (issue 11, decision 0015): one row whose number goes up in the
 * same transaction as any change to what search is built from (cities, points,
 * operators, seat layouts, routes, their stops and fares, schedules, cancellations),
 * whoever makes it: a module, a migration, a seed, or an operator's SQL console.
 *
 * Search keeps the departures of a route pair and date in memory and the catalogue rows
 * they are built from; every search reads this one row first and drops what it kept
 * when the number moved. Every server process reads it, so on PostgreSQL a change made
 * through one process (or none) shows in the next search of all of them, with no TTL.
 * Seat occupancy is not in this list: seats are always counted fresh.
 *
 * Statement-level triggers: one bump per statement, not per row, so a seed inserting
 * thousands of schedules costs one update. The row is only written by the triggers.
 */
const TABLES = [
  'cities',
  'points',
  'operators',
  'seat_layouts',
  'routes',
  'route_stops',
  'schedules',
  'trip_cancellations',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE catalogue_version (
      id       boolean PRIMARY KEY DEFAULT true CHECK (id),
      version  bigint NOT NULL
    )
  `.execute(db);
  await sql`INSERT INTO catalogue_version (id, version) VALUES (true, 1)`.execute(db);
  // One statement (its body has semicolons, which executeScript would split on).
  await sql`
    CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE catalogue_version SET version = version + 1 WHERE id;
      RETURN NULL;
    END
    $$
  `.execute(db);
  for (const table of TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_bump_catalogue_version
         AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`DROP TRIGGER ${table}_bump_catalogue_version ON ${table}`).execute(db);
  }
  await sql`DROP FUNCTION bump_catalogue_version()`.execute(db);
  await sql`DROP TABLE catalogue_version`.execute(db);
}
