import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { sendError } from '../../http/error-handler.js';

/**
 * What an operator watches (docs/operations.md, decision 0043), in Prometheus' format at
 * GET /metrics:
 *
 * - per process, from the requests it answered: a duration histogram per route (the
 *   route's pattern, never the raw URL, so the series stay few), bookings by outcome (the
 *   error code of a refused one), payment notifications by what our webhook made of them;
 * - from the database at scrape time, the same in every process (take `max` across them):
 *   refunds by status, seat holds awaiting payment, the outbox's queue and its oldest
 *   message's age;
 * - PostgreSQL's pool (connections, waiters, time spent waiting) and Node's defaults
 *   (event-loop lag, heap, CPU).
 *
 * Each app has its own registry: tests build several apps in one process.
 */
export interface Metrics {
  registry: Registry;
  /** Reads the database's series; run before each scrape. */
  refresh(): Promise<void>;
}

/** Refused bookings are counted by error code; the answer's code is read from its body. */
const BOOKING_ROUTE = '/api/travel/reservasi';
const NOTIFICATION_ROUTE = '/api/payments/notification';
const ERROR_CODE = /"error_code":"([A-Z_]{1,40})"/;
const OUTCOME = /"outcome":"([a-z_]{1,40})"/;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the metrics' onSend: the outcome counted for this request, if any. */
    metricsOutcome?: string;
  }
}

export function installMetrics(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'lintas_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const bookings = new Counter({
    name: 'lintas_bookings_total',
    help: 'Bookings asked for (travel/reservasi), by outcome: created, or the error code.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'lintas_payment_notifications_total',
    help: 'Gateway notifications received, by what the webhook made of them.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route !== BOOKING_ROUTE && route !== NOTIFICATION_ROUTE) return payload;
    const text = typeof payload === 'string' ? payload : null;
    if (route === BOOKING_ROUTE && request.method === 'POST') {
      request.metricsOutcome =
        reply.statusCode < 400 ? 'created' : (text && ERROR_CODE.exec(text)?.[1]) || 'error';
    } else if (route === NOTIFICATION_ROUTE) {
      request.metricsOutcome =
        (text && (OUTCOME.exec(text)?.[1] ?? ERROR_CODE.exec(text)?.[1])) || 'unknown';
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (request.metricsOutcome === undefined) return;
    if (route === BOOKING_ROUTE) bookings.inc({ outcome: request.metricsOutcome });
    else payments.inc({ outcome: request.metricsOutcome });
  });

  return { registry, refresh: registerDatabaseGauges(registry, deps) };
}

function registerDatabaseGauges(
  registry: Registry,
  { database, clock }: { database: Database; clock: Clock },
): () => Promise<void> {
  const { db } = database;
  const reachable = new Gauge({
    name: 'lintas_database_reads_ok',
    help: '1 when every database read of the last scrape answered, 0 when one failed.',
    registers: [registry],
  });
  const refunds = new Gauge({
    name: 'lintas_refunds',
    help: 'Refunds by status (required: waiting for an admin or the gateway).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const holds = new Gauge({
    name: 'lintas_seat_holds',
    help: 'Bookings holding seats while they await payment.',
    registers: [registry],
  });
  const outboxPending = new Gauge({
    name: 'lintas_outbox_pending',
    help: 'E-mail and SMS waiting to be sent (first tries and retries).',
    registers: [registry],
  });
  const outboxAge = new Gauge({
    name: 'lintas_outbox_oldest_pending_seconds',
    help: 'Age of the oldest e-mail or SMS still waiting to be sent (0 when none).',
    registers: [registry],
  });
  registerPoolGauges(registry, database);

  // Read before each scrape, all at once. A scrape while the database is away still
  // answers (that is when it matters): the series keep their last values and
  // lintas_database_reads_ok says they are stale.
  return async () => {
    try {
      const [refundRows, holdRow, outboxRow] = await Promise.all([
        db
          .selectFrom('refunds')
          .select(['status', sql<number>`count(*)::int`.as('count')])
          .groupBy('status')
          .execute(),
        db
          .selectFrom('reservations')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('status', '=', 'pending')
          .where('expires_at', '>', clock.now())
          .executeTakeFirst(),
        db
          .selectFrom('outbound_messages')
          .select([
            sql<number>`count(*)::int`.as('count'),
            sql<Date | null>`min(created_at)`.as('oldest'),
          ])
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ]);
      refunds.reset();
      for (const row of refundRows) refunds.set({ status: row.status }, Number(row.count));
      holds.set(Number(holdRow?.count ?? 0));
      outboxPending.set(Number(outboxRow?.count ?? 0));
      const oldest = outboxRow?.oldest ? new Date(outboxRow.oldest).getTime() : null;
      outboxAge.set(oldest === null ? 0 : Math.max(0, (clock.now().getTime() - oldest) / 1000));
      reachable.set(1);
    } catch {
      reachable.set(0);
    }
  };
}

function registerPoolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  const pool = new Gauge({
    name: 'lintas_db_pool_connections',
    help: 'PostgreSQL connections of this process, by state (waiting: requests queued for one).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const now = stats();
      pool.set({ state: 'total' }, now.total);
      pool.set({ state: 'idle' }, now.idle);
      pool.set({ state: 'waiting' }, now.waiting);
    },
  });
  new Counter({
    name: 'lintas_db_pool_acquire_seconds_total',
    help: 'Seconds requests spent waiting for a PostgreSQL connection, in all.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats().acquireSeconds);
    },
  });
  new Counter({
    name: 'lintas_db_pool_acquisitions_total',
    help: 'PostgreSQL connections handed to requests.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(stats().acquisitions);
    },
  });
}

/**
 * GET /metrics, for Prometheus: behind `METRICS_TOKEN` as a bearer when one is set, open
 * outside production otherwise, and absent in production without one.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  settings: { enabled: boolean; token: string | null },
): void {
  if (!settings.enabled) return;
  app.get('/metrics', { config: { access: 'none' } }, async (request, reply) => {
    if (settings.token !== null && !bearerMatches(request, settings.token)) {
      return sendError(reply.header('www-authenticate', 'Bearer'), 'UNAUTHORIZED');
    }
    await metrics.refresh();
    const text = await metrics.registry.metrics();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
