import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { unchargedNotificationJson } from '../api/payments-fixtures.js';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * SIGTERM (a deploy, a scale-down) and SIGINT stop the server gracefully: no new
 * connections, requests already running get their answers, the database is closed,
 * and the process exits 0. A client that never finishes its request cannot hold the
 * process past the shutdown timeout.
 */

interface SlowRequest {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A POST whose body arrives in two parts: the request is in flight until finish(). */
function slowPost(baseUrl: string, urlPath: string, body: string): SlowRequest {
  const url = new URL(urlPath, baseUrl);
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), response };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForRequestLogged(server: ServerProcess, count: number) {
  for (let i = 0; i < 100; i++) {
    if ((server.output().match(/"incoming request"/g) ?? []).length >= count) return;
    await sleep(50);
  }
  throw new Error(`the server never logged the request:\n${server.output()}`);
}

describe.each(['postgres', 'pglite'] as const)('graceful shutdown on %s', (kind) => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      const testDb = await createPgTestDatabase();
      env = { DATABASE_URL: testDb.url, SEED_DEMO: 'false' };
      cleanup = testDb.drop;
    } else {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-shutdown-'));
      dataDir = path.join(folder, 'data');
      env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
      cleanup = async () => fs.rmSync(folder, { recursive: true, force: true });
    }
  });
  afterEach(async () => {
    await server?.kill();
    server = undefined;
  });
  afterAll(async () => {
    await cleanup?.();
  });

  // Each start of a server process costs seconds: SIGTERM on one database, SIGINT on the other.
  for (const signal of kind === 'postgres' ? (['SIGTERM'] as const) : (['SIGINT'] as const)) {
    it(`on ${signal} answers the request in flight, refuses new connections, closes the database and exits 0`, async () => {
      server = await startServerProcess({ ...env, SHUTDOWN_TIMEOUT_MS: '10000' });
      const orderId = `LNTSHUTDOWN${signal}-1`;
      const slow = slowPost(
        server.baseUrl,
        '/api/payments/notification',
        unchargedNotificationJson(orderId),
      );
      await waitForRequestLogged(server, 1);

      server.child.kill(signal);
      await sleep(500);
      // Still running for the request in flight, but no longer accepting connections.
      expect(server.child.exitCode, server.output()).toBeNull();
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();

      slow.finish();
      const answer = await slow.response;
      expect(answer.status, server.output()).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 'ERROR',
        error_code: 'PAYMENT_NOT_FOUND',
      });

      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      if (kind === 'pglite') expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);

      // The handler's write reached the database before it was closed.
      const database = await openDatabase(
        kind === 'postgres' ? { kind, url: env.DATABASE_URL!, poolSize: 1 } : { kind, dataDir },
      );
      try {
        const rows = await database.db
          .selectFrom('payment_notifications')
          .select('outcome')
          .where('order_id', '=', orderId)
          .execute();
        expect(rows).toEqual([{ outcome: 'unknown_order' }]);
      } finally {
        await database.close();
      }
    });
  }

  it('does not let a client that never finishes its request hold the process past the timeout', async () => {
    server = await startServerProcess({ ...env, SHUTDOWN_TIMEOUT_MS: '1500' });
    const stalled = slowPost(
      server.baseUrl,
      '/api/payments/notification',
      unchargedNotificationJson('X-1'),
    );
    stalled.response.catch(() => {});
    await waitForRequestLogged(server, 1);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await Promise.race([server.exited, sleep(8000).then(() => 'still running')]);
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1400);
    if (kind === 'pglite') expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
