import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { ManualClock } from '../lib/clock.js';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  let database: Database;
  const clock = new ManualClock('2026-11-21T01:00:10Z');
  let limiter: RateLimiter;

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    limiter = new RateLimiter(database.db, clock);
  });
  afterAll(() => database.close());

  it('allows `limit` hits per window and refuses the next, per key', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('lookup:1.2.3.4', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ hits: 4, retryAfterSeconds: 50 });
    expect((await limiter.hit('lookup:5.6.7.8', 3, 60_000)).allowed).toBe(true);
  });

  it('starts counting again in the next window', async () => {
    clock.advanceMinutes(1);
    expect(await limiter.hit('lookup:1.2.3.4', 3, 60_000)).toMatchObject({
      allowed: true,
      hits: 1,
    });
  });

  it('counts concurrent hits without losing any', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.hit('burst', 100, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('gives back a hit of the current window, never below zero nor in a later window', async () => {
    await limiter.hit('give-back', 2, 60_000);
    await limiter.hit('give-back', 2, 60_000);
    await limiter.release('give-back', 60_000);
    expect(await limiter.peek('give-back', 2, 60_000)).toMatchObject({ allowed: true, hits: 1 });
    await limiter.release('give-back', 60_000);
    await limiter.release('give-back', 60_000);
    expect((await limiter.peek('give-back', 2, 60_000)).hits).toBe(0);
    await limiter.hit('give-back', 2, 60_000);
    clock.advanceMinutes(1);
    await limiter.release('give-back', 60_000);
    // The next window's first hit starts at 1: the old window's row was not touched.
    expect((await limiter.hit('give-back', 2, 60_000)).hits).toBe(1);
  });

  it('keeps the counter of a long window while it runs', async () => {
    await limiter.hit('hourly', 1, 3_600_000);
    clock.advanceMinutes(5);
    await limiter.prune(60_000);
    expect((await limiter.hit('hourly', 1, 3_600_000)).allowed).toBe(false);
  });

  it('prunes counters of past windows', async () => {
    clock.advanceMinutes(60);
    clock.advanceMinutes(5);
    await limiter.prune(60_000);
    const rows = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows).toEqual([]);
  });
});
