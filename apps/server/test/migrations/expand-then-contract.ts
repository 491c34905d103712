import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { seedDemoStaff } from '../../src/db/seed/seed-staff.js';
import { TEST_NOW } from '../helpers/test-app.js';
import { loadReleaseStatements, replayOn } from './release-statements.js';

/**
 * Issue 23, "migrations safe to run while the previous version still serves" (decision
 * 0047). During a rolling deploy the new release migrates the database while processes of
 * the previous one still answer on it: every statement the previous release sends must
 * still run on the migrated schema. previous-release/statements.json holds those
 * statements (recorded from the release's own traffic, `npm run release:statements`); this
 * sends each on a database migrated by THIS code and fails on any the schema refuses.
 */
export function describeExpandThenContract(
  engine: string,
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`the previous release's statements on this release's schema (${engine})`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    const release = loadReleaseStatements();

    beforeEach(async () => {
      ({ database, dispose } = await open());
      await migrateToLatest(database.db);
      await seedDemoData(database.db, { scale: 1, today: new Date(TEST_NOW) });
      await seedDemoStaff(database.db, new Date(TEST_NOW));
    });
    afterEach(async () => {
      await database?.close();
      await dispose?.();
    });

    it(`runs every statement of the release recorded at ${release.recordedAt} (schema ${release.lastMigration})`, async () => {
      // The file really holds a release's traffic: reads and writes of the booking's tables.
      expect(release.statements.length).toBeGreaterThan(100);
      for (const table of ['reservations', 'seat_occupancy', 'payments', 'refunds']) {
        expect(
          release.statements.some((s) =>
            new RegExp(`\\b(insert\\s+into|update)\\s+"?${table}\\b`, 'i').test(s.sql),
          ),
        ).toBe(true);
      }
      expect(await replayOn(database.db, release.statements)).toEqual([]);
    });

    it('refuses a contracting migration: a renamed column, a NOT NULL column without a default', async () => {
      // What an unsafe migration would do in one step, instead of expand now, contract in
      // the release after: the replay must name both statements' failures.
      await sql`ALTER TABLE reservations RENAME COLUMN booker_name TO booker_full_name`.execute(
        database.db,
      );
      await sql`ALTER TABLE payments ADD COLUMN gateway_fee integer NOT NULL`.execute(database.db);
      const failures = await replayOn(database.db, release.statements);
      expect(failures.some((f) => f.code === '42703' && f.message.includes('booker_name'))).toBe(
        true,
      );
      expect(failures.some((f) => f.code === '23502' && f.message.includes('gateway_fee'))).toBe(
        true,
      );
    });
  });
}
