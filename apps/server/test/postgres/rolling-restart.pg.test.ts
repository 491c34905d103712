import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess, waitUntil } from '../helpers/server-process.js';
import { WEB_BASIC } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * Issue 23 "Several processes, one command": WEB_CONCURRENCY=2 runs two workers on one
 * port and one PostgreSQL; SIGHUP restarts them one at a time, and a bounded load on
 * loopback during the restart loses no request (decision 0045).
 */

/** One request on a connection of its own (as through a proxy that opens one per request). */
function request(baseUrl: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { agent: false, headers: { authorization: WEB_BASIC, connection: 'close' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('two worker processes, restarted one at a time', () => {
  let server: ServerProcess;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPgTestDatabase();
    drop = database.drop;
    server = await startServerProcess(
      { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', SHUTDOWN_TIMEOUT_MS: '5000' },
      { startTimeoutMs: 90_000 },
    );
    await waitUntil(
      async () => server.output().includes('Lintas: 2 proses siap'),
      60_000,
      'two workers',
    );
  });
  afterAll(async () => {
    await server?.kill();
    await drop?.();
  });

  it('answers every request of a load that runs through a rolling restart', async () => {
    const started = (server.output().match(/Lintas berjalan/g) ?? []).length;
    expect(started).toBe(2);
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const MAX_REQUESTS = 4000;
    const loop = async () => {
      while (running && statuses.length + failures.length < MAX_REQUESTS) {
        const path = statuses.length % 2 ? '/api/health' : '/api/travel/kota-populer';
        try {
          statuses.push(await request(server.baseUrl, path));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    };
    const loops = Array.from({ length: 4 }, loop);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGHUP');
    await waitUntil(
      async () => server.output().includes('proses siap (dimulai ulang)'),
      60_000,
      'the rolling restart',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(loops);

    expect(failures, failures.slice(0, 5).join('\n')).toEqual([]);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(50);
    // Two new workers started and two old ones stopped gracefully.
    expect((server.output().match(/Lintas berjalan/g) ?? []).length).toBe(4);
    expect(server.child.exitCode).toBeNull();
    // The old workers stopped cleanly: no error logged on the way.
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });

  it('replaces a worker that dies unasked, and stops them all on SIGTERM', async () => {
    const before = (server.output().match(/Lintas berjalan/g) ?? []).length;
    // A worker still running: the last one that logged its start and still exists. The
    // last pid in the output at all may be an old worker logging its own graceful stop
    // after the rolling restart, long gone by now (a kill then fails with ESRCH).
    const startedPids = server
      .output()
      .split('\n')
      .filter((line) => line.includes('Lintas berjalan'))
      .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1]))
      .filter((pid) => pid && pid !== server.child.pid && isAlive(pid));
    const worker = startedPids.at(-1);
    expect(worker, 'a running worker in the output').toBeDefined();
    process.kill(worker!, 'SIGKILL');
    await waitUntil(
      async () => (server.output().match(/Lintas berjalan/g) ?? []).length > before,
      60_000,
      'a replacement worker',
    );
    expect(await request(server.baseUrl, '/api/health')).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
