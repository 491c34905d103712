import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EXAMPLES, fuzzApp, fuzzTestTimeoutMs } from '../helpers/fuzz.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Every route of the OpenAPI document, fed generated bad input (helpers/fuzz.ts):
 * no answer is a 5xx, every answer is the envelope. On the embedded database with the
 * demo catalogue; fuzz.pg.test.ts does the same on PostgreSQL.
 */
describe('API fuzzing (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    'answers every generated request below 500 and in the envelope',
    async () => {
      const started = Date.now();
      const result = await fuzzApp(t.app, {
        runsPerOperation: 60,
        timePerOperationMs: 1_000,
        examples: DEMO_EXAMPLES,
      });
      const report = { seed: result.seed, failures: result.failures };
      // The walk really covered the API (a broken document would pass vacuously).
      expect(result.operations).toBeGreaterThanOrEqual(35);
      expect(result.requests).toBeGreaterThanOrEqual(result.operations * 10);
      expect(report).toEqual({ seed: result.seed, failures: [] });
      console.info(
        `fuzz (PGlite): ${result.requests} requests over ${result.operations} operations in ${Date.now() - started} ms, seed ${result.seed}`,
      );
    },
    fuzzTestTimeoutMs(),
  );
});
