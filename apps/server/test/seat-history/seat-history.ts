import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { DepartureStateRepository } from '../../src/modules/trips/departure-state.repository.js';

const NOW = new Date('2026-11-21T01:00:00Z');
const TODAY = '2026-11-21';
const HISTORY_DAYS = 365;
const SCHEDULES = 40;
const SEATS_PER_DEPARTURE = 10;

/** One node of EXPLAIN (FORMAT JSON)'s plan tree, as far as these checks read it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * Issue 23, "past departures' seat rows must not slow today's search" (decision 0042).
 * A year of sold departures stays in seat_occupancy; every read of it is keyed by
 * (schedule_id, trip_date), the primary key's leading columns, so a search of today
 * reads today's rows through the key and none of the year's: what it touches does not
 * grow with history. Shown on the plan the database really runs (EXPLAIN ANALYZE with
 * the statement search sends), after ANALYZE so the planner knows the year is there.
 */
export function describeSeatHistory(
  engine: string,
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`a year of seat history and today's search (${engine})`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let scheduleIds: number[];

    beforeAll(async () => {
      ({ database, dispose } = await open());
      await migrateToLatest(database.db);
      await seedDemoData(database.db, { scale: 1, today: NOW });
      const schedules = await database.db
        .selectFrom('schedules')
        .select('id')
        .orderBy('id')
        .limit(SCHEDULES)
        .execute();
      scheduleIds = schedules.map((row) => row.id);
      // One paid booking per departure of the past year (and today's), each holding ten
      // seats on the first segment: 14 600 bookings and 146 000 seat rows of history.
      await sql`
        INSERT INTO reservations (code, status, guest_secret_hash, booker_name, booker_phone,
          booker_email, payment_method_code, fare_total, total, price_lines, expires_at, paid_at)
        SELECT 'HIST-' || s.id || '-' || d.day, 'paid', 'x', 'Riwayat', '081200000000',
          'riwayat@example.com', 'BCA_VA', 100000, 100000, '[]'::jsonb, ${NOW}, ${NOW}
        FROM unnest(${sql.val(scheduleIds)}::int[]) AS s(id)
        CROSS JOIN generate_series(0, ${HISTORY_DAYS}) AS d(day)
      `.execute(database.db);
      await sql`
        INSERT INTO seat_occupancy (schedule_id, trip_date, seat_no, segment_index, reservation_id)
        SELECT split_part(r.code, '-', 2)::int,
          ${TODAY}::date - split_part(r.code, '-', 3)::int,
          seat::text, 0, r.id
        FROM reservations r
        CROSS JOIN generate_series(1, ${SEATS_PER_DEPARTURE}) AS seat
        WHERE r.code LIKE 'HIST-%'
      `.execute(database.db);
      await sql`ANALYZE`.execute(database.db);
    });
    afterAll(async () => {
      await database?.close();
      await dispose?.();
    });

    /** The plan of search's taken-seats statement for today's departures of the schedules. */
    async function planOfTodaysSeats(): Promise<PlanNode> {
      const trips = scheduleIds.map((scheduleId) => ({
        scheduleId,
        tripDate: TODAY,
        fromStop: 0,
        toStop: 1,
      }));
      const query = new DepartureStateRepository(database.db).takenSeats(trips, NOW).query;
      if (!query) throw new Error('no seat query for the trips');
      const compiled = query.compile();
      const result = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
        CompiledQuery.raw(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${compiled.sql}`,
          compiled.parameters as unknown[],
        ),
      );
      const raw = result.rows[0]?.['QUERY PLAN'];
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
      return parsed[0]!.Plan;
    }

    it('counts today’s taken seats right with a year of sold departures behind them', async () => {
      const trips = scheduleIds.map((scheduleId) => ({
        scheduleId,
        tripDate: TODAY,
        fromStop: 0,
        toStop: 1,
      }));
      const counted = await new DepartureStateRepository(database.db).countTakenSeats(trips, NOW);
      expect([...counted.values()]).toEqual(scheduleIds.map(() => SEATS_PER_DEPARTURE));
      const { n } = await database.db
        .selectFrom('seat_occupancy')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n)).toBe(SCHEDULES * (HISTORY_DAYS + 1) * SEATS_PER_DEPARTURE);
    });

    it('reads today’s rows through the primary key and none of the year’s', async () => {
      const plan = await planOfTodaysSeats();
      const all = nodes(plan);
      expect(
        all.some(
          (node) => node['Relation Name'] === 'seat_occupancy' && node['Node Type'] === 'Seq Scan',
        ),
      ).toBe(false);
      expect(all.some((node) => node['Index Name'] === 'seat_occupancy_pkey')).toBe(true);
      // Every row the scan of seat_occupancy produced or threw away, over all its loops:
      // today's, not one of the year's.
      const scans = all.filter((node) => node['Relation Name'] === 'seat_occupancy');
      const examined = scans.reduce(
        (sum, node) =>
          sum +
          ((node['Actual Rows'] ?? 0) +
            (node['Rows Removed by Filter'] ?? 0) +
            (node['Rows Removed by Index Recheck'] ?? 0)) *
            (node['Actual Loops'] ?? 1),
        0,
      );
      expect(examined).toBe(SCHEDULES * SEATS_PER_DEPARTURE);
    });

    it('touches at most a page per row of today and the key’s path per departure', async () => {
      const plan = await planOfTodaysSeats();
      // A node's blocks include its children's: the top scan of seat_occupancy (a bitmap
      // heap scan over its index scan, or an index scan) counts heap and index together.
      const top = nodes(plan).find((node) => node['Relation Name'] === 'seat_occupancy');
      if (!top) throw new Error('no scan of seat_occupancy in the plan');
      const blocks = (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0);
      const result = await sql<{
        pages: number;
      }>`SELECT (pg_relation_size('seat_occupancy') / current_setting('block_size')::int)::int AS pages`.execute(
        database.db,
      );
      const tablePages = Number(result.rows[0]!.pages);
      // The table is the year's size; what the search reads is today's rows (each may sit on
      // a page of its own: seats are sold one booking at a time, weeks apart) and, for each
      // departure, the primary key's path from root to leaf (three or four levels; a hundred
      // times more history adds one).
      const todaysRows = SCHEDULES * SEATS_PER_DEPARTURE;
      expect(tablePages).toBeGreaterThan(todaysRows * 2);
      expect(blocks).toBeLessThanOrEqual(todaysRows + SCHEDULES * 4);
    });
  });
}
