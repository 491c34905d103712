import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

describe('the API on a real PostgreSQL server', () => {
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url });
    const database = await openDatabase(config.database);
    t = await createTestApp({ database, empty: true });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await drop?.();
  });

  it('reports postgres in /api/health after migrating', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'OK', results: { database: 'postgres' } });
  });
});
