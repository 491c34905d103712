import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { DEMO_EXAMPLES, fuzzApp, fuzzTestTimeoutMs } from '../helpers/fuzz.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The API fuzz of test/api/fuzz.test.ts on a real PostgreSQL server: what PGlite
 * tolerates, PostgreSQL may not (and the other way round), so both databases answer
 * the same generated requests: never a 5xx, always the envelope.
 */
describe('API fuzzing (PostgreSQL)', () => {
  let t: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url });
    const database = await openDatabase(config.database);
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await drop?.();
  });

  it(
    'answers every generated request below 500 and in the envelope',
    async () => {
      const started = Date.now();
      const result = await fuzzApp(t.app, {
        runsPerOperation: 60,
        timePerOperationMs: 1_000,
        examples: DEMO_EXAMPLES,
      });
      expect(result.operations).toBeGreaterThanOrEqual(35);
      expect(result.requests).toBeGreaterThanOrEqual(result.operations * 10);
      expect({ seed: result.seed, failures: result.failures }).toEqual({
        seed: result.seed,
        failures: [],
      });
      console.info(
        `fuzz (PostgreSQL): ${result.requests} requests over ${result.operations} operations in ${Date.now() - started} ms, seed ${result.seed}`,
      );
    },
    fuzzTestTimeoutMs(),
  );
});
