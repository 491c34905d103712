import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { cancellationRefusedAtOnce, withdrawalRefusedAtOnce } from './trip-lookup-freshness.js';

/** The booking's trip lookup on PGlite: one app reads and writes (see trip-lookup-freshness). */
describe('the trip lookup of a booking after a change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(() => t.close());

  it('refuses the next booking of a departure cancelled meanwhile, and sells it again once restored', () =>
    cancellationRefusedAtOnce(t, t));

  it('refuses the next booking of a schedule withdrawn meanwhile', () =>
    withdrawalRefusedAtOnce(t, t));
});
