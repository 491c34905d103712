import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, createTestApp, type TestApp } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';

/** Issue 23 "Metrics and health": /metrics, readiness apart from liveness, request ids. */

const TOKEN = 'metrics-token-0123456789abcdef';

function scrape(t: TestApp, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });
}

/** The value of one series in Prometheus' text format (`name{labels} value`). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token or with another one, in the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer salah', `Basic ${TOKEN}`]) {
      const res = await scrape(t, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'UNAUTHORIZED' });
      expect(res.body).not.toContain('lintas_');
    }
  });

  it('counts bookings by outcome, seat holds, the outbox and request durations per route', async () => {
    await reserveOk(t, oneWay({ kursi: seats('7') }));
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    // The same seat again: refused, counted under its error code.
    const refused = await post(t, '/api/travel/reservasi', {
      ...oneWay({ kursi: seats('7') }),
      total_bayar: 1,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const code = refused.json().error_code as string;
    const refusedSeries = `lintas_bookings_total{outcome="${code}"}`;

    // A message waiting for its retry tomorrow: the booking's confirmation may already have
    // been sent by the time of the scrape (checkout asks the dispatcher to send it soon).
    const now = t.clock.now();
    await t.db
      .insertInto('outbound_messages')
      .values({
        channel: 'sms',
        recipient: '6281200000000',
        subject: null,
        text: 'Lintas: pesan yang menunggu percobaan ulang besok.',
        html: null,
        next_attempt_at: new Date(now.getTime() + 24 * 3_600_000),
        created_at: now,
      })
      .execute();
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(valueOf(text, 'lintas_bookings_total{outcome="created"}')).toBe(1);
    expect(valueOf(text, refusedSeries)).toBe((valueOf(before, refusedSeries) ?? 0) + 1);
    expect(valueOf(text, 'lintas_seat_holds')).toBe(1);
    // Waiting in the outbox: at least that retry.
    expect(valueOf(text, 'lintas_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('lintas_outbox_oldest_pending_seconds ');
    expect(text).toMatch(
      /lintas_http_request_duration_seconds_count\{route="\/api\/travel\/reservasi",method="POST",status="200"\} \d+/,
    );
    // A payment notification, counted by what the webhook made of it.
    const paid = await reserveOk(t, oneWay({ kursi: seats('8') }));
    await t.app.inject({ method: 'POST', url: `/api/dev/payments/${paid.code}/settle` });
    expect((await scrape(t, `Bearer ${TOKEN}`)).body).toMatch(
      /lintas_payment_notifications_total\{outcome="[a-z_]+"\} 1\n/,
    );
    // Node's own: event-loop lag and heap.
    expect(text).toContain('nodejs_eventloop_lag_seconds ');
    expect(text).toContain('nodejs_heap_size_used_bytes ');
    // The raw URL never becomes a label (a path of its own per booking code, say).
    expect(text).not.toMatch(/route="\/api\/travel\/reservasi\?/);
  });

  it('labels an unknown path as unmatched, so strangers cannot grow the series', async () => {
    await t.app.inject({ method: 'GET', url: '/api/travel/acak-12345' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).not.toContain('acak-12345');
    expect(text).toContain('route="unmatched"');
  });
});

describe('GET /metrics without a token', () => {
  it('is open in development', async () => {
    const t = await createTestApp({ empty: true });
    try {
      const res = await scrape(t);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('lintas_database_reads_ok 1');
      // A database read that fails (here a table gone) still gets a scrape, saying so.
      await sql`ALTER TABLE refunds RENAME TO refunds_away`.execute(t.db);
      const away = await scrape(t);
      expect(away.statusCode).toBe(200);
      expect(away.body).toContain('lintas_database_reads_ok 0');
      await sql`ALTER TABLE refunds_away RENAME TO refunds`.execute(t.db);
    } finally {
      await t.close();
    }
  });

  it('is not served at all in production', async () => {
    const t = await createTestApp({ empty: true, env: PRODUCTION_ENV });
    try {
      const res = await scrape(t);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('lintas_');
    } finally {
      await t.close();
    }
  });
});

describe('readiness apart from liveness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('/api/ready answers OK when the database answers and its migrations are current', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      results: { database: 'pglite', migrations: 'current' },
    });
  });

  it('a schema behind the code is not ready (503 naming the migration), yet alive', async () => {
    const last = await t.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .executeTakeFirstOrThrow();
    const name = (last as { name: string }).name;
    await t.db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', name as never)
      .execute();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'ERROR', error_code: 'SERVICE_UNAVAILABLE' });
    expect(ready.json().message).toContain(name);
    const alive = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(alive.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('every answer carries its request id, the proxy’s when it sent one', async () => {
    const ours = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ours.headers['x-request-id']).toMatch(/\S+/);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(ours.headers['x-request-id']);
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc-123' },
    });
    expect(proxied.headers['x-request-id']).toBe('proxy-abc-123');
  });
});
