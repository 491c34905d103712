import { afterAll, beforeAll } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { seedDemoStaff } from '../../src/db/seed/seed-staff.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

interface TwoServers {
  /** Migrated and (unless emptyFirst) seeded with the demo catalogue. */
  first: TestApp;
  /** Opened on the same database without seeding, its clock at first's. */
  second: TestApp;
  /** With `listen`: the base URLs of first and second, in that order. */
  urls: string[];
}

interface TwoServersOptions {
  /** Connections in each process's pool (8 unless given). */
  poolSize?: number;
  /** Settings of both processes. */
  env?: Record<string, string>;
  /** Leave the first process's database empty too (no demo catalogue). */
  emptyFirst?: boolean;
  /** Add the demo staff accounts (admin and each operator's petugas). */
  staff?: boolean;
  /** Both listen on loopback, for clients racing over real HTTP. */
  listen?: boolean;
}

/**
 * Two server processes on one fresh PostgreSQL database, each with its own connection
 * pool (as two instances behind a load balancer, or two offices, reach one database):
 * opened before the suite and handed to `opened`, both closed and the database dropped
 * after it.
 */
export function useTwoServers(
  opened: (servers: TwoServers) => void,
  options: TwoServersOptions = {},
): void {
  const apps: TestApp[] = [];
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({
      DATABASE_URL: testDb.url,
      DATABASE_POOL_SIZE: String(options.poolSize ?? 8),
    });
    const open = async (empty: boolean) => {
      const database = await openDatabase(config.database);
      const t = await createTestApp({ database, empty, ...(options.env && { env: options.env }) });
      apps.push(t);
      return t;
    };
    const first = await open(options.emptyFirst ?? false);
    const second = await open(true);
    second.clock.set(first.clock.now());
    if (options.staff) await seedDemoStaff(first.db, first.clock.now());
    const urls: string[] = [];
    if (options.listen) {
      for (const t of apps) urls.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    }
    opened({ first, second, urls });
  });
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
      await t.database.close();
    }
    await drop?.();
  });
}
