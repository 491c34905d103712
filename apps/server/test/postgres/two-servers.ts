import { afterAll, beforeAll } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { seedDemoStaff } from '../../src/db/seed/seed-staff.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

interface TwoServers {
  /** Migrated and seeded with the demo catalogue. */
  first: TestApp;
  /** Opened on the same database without seeding, its clock at first's. */
  second: TestApp;
}

/**
 * Two server processes on one fresh PostgreSQL database, each with its own pool of 8
 * connections (as two offices reach one database), with the demo staff accounts: opened
 * before the suite and handed to `opened`, both closed and the database dropped after it.
 */
export function useTwoStaffServers(opened: (servers: TwoServers) => void): void {
  const apps: TestApp[] = [];
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '8' });
    const first = await createTestApp({ database: await openDatabase(config.database) });
    apps.push(first);
    const second = await createTestApp({
      database: await openDatabase(config.database),
      empty: true,
    });
    apps.push(second);
    second.clock.set(first.clock.now());
    await seedDemoStaff(first.db, first.clock.now());
    opened({ first, second });
  });
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
      await t.database.close();
    }
    await drop?.();
  });
}
