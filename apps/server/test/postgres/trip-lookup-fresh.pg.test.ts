import { afterAll, beforeAll, describe, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  cancellationRefusedAtOnce,
  withdrawalRefusedAtOnce,
} from '../api/trip-lookup-freshness.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The booking's trip lookup (decision 0024) on PostgreSQL: every change made through a
 * second server instance with its own pool, seen by the first in its next booking.
 */
describe('the trip lookup of a booking on PostgreSQL, two server instances', () => {
  let reader: TestApp;
  let writer: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '5' });
    reader = await createTestApp({ database: await openDatabase(config.database) });
    writer = await createTestApp({
      database: await openDatabase(config.database),
      empty: true,
    });
  });

  afterAll(async () => {
    for (const t of [reader, writer]) {
      await t?.close();
      await t?.database.close();
    }
    await drop?.();
  });

  it('a departure cancelled through the other instance', () =>
    cancellationRefusedAtOnce(reader, writer));

  it('a schedule withdrawn through the other instance', () =>
    withdrawalRefusedAtOnce(reader, writer));
});
