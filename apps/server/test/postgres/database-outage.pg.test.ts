import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, waitUntil } from '../helpers/server-process.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * A lost database connection (pg_terminate_backend, a restart, a failover) must not
 * take the server process down: requests answer a clean 503 envelope while the
 * database is away, and the pool reconnects by itself when it is back.
 */
describe('a server process when PostgreSQL drops its connections', () => {
  let server: ServerProcess;
  let admin: pg.Client;
  let databaseName: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    databaseName = new URL(testDb.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: testDb.url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    server = await startServerProcess({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '4' });
  });
  afterAll(async () => {
    await server?.kill();
    await admin?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await drop?.();
  });

  /** Ends every session on the test database but the admin's own. */
  const terminateBackends = () =>
    admin.query(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );

  // A route that reads the database on every call (no cache), answering 404 for a
  // booking code that does not exist.
  const lookup = () =>
    fetch(`${server.baseUrl}/api/dev/payments/LNTNOSUCH1/settle`, { method: 'POST' });

  const alive = () => server.child.exitCode === null && server.child.signalCode === null;

  it('survives every backend being terminated and answers again within seconds', async () => {
    // Fill the pool with idle connections: those are the ones whose error killed the process.
    const warm = await Promise.all(Array.from({ length: 4 }, () => lookup()));
    expect(
      warm.map((res) => res.status),
      server.output(),
    ).toEqual([404, 404, 404, 404]);

    const { rows } = await terminateBackends();
    expect(rows[0].n).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(), server.output()).toBe(true);

    const recoveredAfterMs = await waitUntil(
      async () => (await lookup()).status === 404,
      10_000,
      'the server to read the database again',
    );
    expect(recoveredAfterMs).toBeLessThan(10_000);
    expect(alive()).toBe(true);
  });

  it('answers 503 SERVICE_UNAVAILABLE in the envelope while the database refuses connections, then recovers', async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await terminateBackends();
    try {
      const res = await lookup();
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'ERROR',
        error_code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/coba/),
      });
      expect(alive(), server.output()).toBe(true);
    } finally {
      await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    }
    await waitUntil(async () => (await lookup()).status === 404, 10_000, 'recovery');
    expect(alive()).toBe(true);
  });
});
