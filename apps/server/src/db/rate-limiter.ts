import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';
import type { Clock } from '../lib/clock.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * A fixed-window rate limiter whose counters live in PostgreSQL (rate_limits), because
 * several server processes share no memory. One atomic upsert per hit: on PostgreSQL
 * concurrent hits on one key serialise on its row, so none is lost; windows are aligned
 * to multiples of the window length, using the injected clock.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({
        key,
        window_start: windowStart,
        window_end: new Date(windowStart.getTime() + windowMs),
        hits: 1,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.hits + 1 ELSE 1 END`,
          window_start: sql<Date>`excluded.window_start`,
          window_end: sql<Date>`excluded.window_end`,
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    const hits = Number(row.hits);
    return {
      allowed: hits <= limit,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
    };
  }

  /**
   * Whether one more hit would still be allowed, without counting one: for limits that
   * count only failures (check first, `hit` when the attempt failed).
   */
  async peek(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'window_start'])
      .where('key', '=', key)
      .executeTakeFirst();
    const hits =
      row && new Date(row.window_start).getTime() === windowStart.getTime() ? Number(row.hits) : 0;
    return {
      allowed: hits < limit,
      hits,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)),
    };
  }

  /**
   * Gives back one hit of the current window (never below zero): for limits that must
   * count an attempt before it is checked, so racing attempts cannot all pass a `peek`,
   * yet count only the attempts that failed (`hit`, check, `release` when it succeeded).
   */
  async release(key: string, windowMs: number): Promise<void> {
    const now = this.clock.now().getTime();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('hits', '>', 0)
      .execute();
  }

  /**
   * Deletes counters whose window ended before `olderThanMs` ago (the sweeper calls it).
   * By the window's end, not its start: an hour-long window is kept while it runs.
   */
  async prune(olderThanMs: number): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - olderThanMs);
    await this.db.deleteFrom('rate_limits').where('window_end', '<', cutoff).execute();
  }
}
