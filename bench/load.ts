/**
 * Load benchmark: search-jadwal and the reserve path under concurrent load on the
 * scaled demo catalogue, with /api/health in the same run as the ceiling.
 *
 *   npm run bench -- [--scale 5] [--duration 10] [--connections 16] [--db pglite|postgres]
 *
 * It builds the server if needed, seeds a fresh database (a temporary PGlite folder,
 * or a throwaway PostgreSQL cluster from /usr/lib/postgresql/<v>/bin), starts the built
 * server as its own process on a loopback port, drives it with autocannon and prints
 * throughput and p50/p95/p99 latency per scenario, and each scenario's throughput as a
 * ratio of health's. Every run is bounded by --duration (and the reserve run also by the
 * number of distinct seats it prepared).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPgCluster, type PgCluster } from '../apps/server/test/postgres/pg-cluster.js';

const root = path.resolve(import.meta.dirname, '..');
const BASIC = `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    db: { type: 'string', default: 'pglite' },
  },
});
const scale = Number(values.scale);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dbKind = values.db;
if (!Number.isInteger(scale) || scale < 1 || scale > 200) throw new Error('--scale: 1..200');
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration: 1..120 seconds');
if (!Number.isInteger(connections) || connections < 1 || connections > 256)
  throw new Error('--connections: 1..256');
if (dbKind !== 'pglite' && dbKind !== 'postgres') throw new Error('--db: pglite or postgres');

interface Scenario {
  name: string;
  throughput: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs autocannon and measures every response's latency itself (autocannon reports no p95). */
async function measure(
  name: string,
  options: Omit<autocannon.Options, 'url'> & { url: string },
): Promise<Scenario> {
  const latencies: number[] = [];
  // Without a callback autocannon answers its instance, an event emitter that is also a
  // promise of the result (its typings name only the promise).
  const instance = autocannon({ connections, duration, ...options }) as Promise<autocannon.Result> &
    autocannon.Instance;
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      latencies.push(responseTime),
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const seconds = result.duration || duration;
  return {
    name,
    throughput: result.requests.total / seconds,
    requests: result.requests.total,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

function isoDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);
}

interface ScheduleGroup {
  operator_kode: string;
  jurusan_id: number;
  group_kode: string;
}

interface ScheduleItem {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi_tersedia: number;
}

/** Collects bookable (trip, seat) pairs from search results and prices one seat of each trip. */
async function prepareReservations(baseUrl: string, wanted: number): Promise<string[]> {
  const bodies: string[] = [];
  const routes = [
    { asal: 1, tujuan: 2 },
    { asal: 2, tujuan: 1 },
  ];
  for (let day = 1; day <= 14 && bodies.length < wanted; day++) {
    for (const route of routes) {
      for (let page = 1; page <= 5 && bodies.length < wanted; page++) {
        const places = `asal_id=${route.asal}&asal_tipe=city&tujuan_id=${route.tujuan}&tujuan_tipe=city&tanggal_berangkat=${isoDate(day)}`;
        const search = await api<{
          status: string;
          results: { list: ScheduleGroup[]; total_page: number };
        }>(
          baseUrl,
          'GET',
          `/api/travel/search-jadwal?${places}&group_by=operator-jurusan&page=${page}`,
        );
        if (search.status !== 'OK') break;
        for (const group of search.results.list) {
          // Search answers group summaries; the group's trips come from list-jadwal (issue 11).
          const opened = await api<{ results: { list: ScheduleItem[] } }>(
            baseUrl,
            'GET',
            `/api/travel/list-jadwal?${places}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
          );
          for (const item of opened.results.list) {
            const map = await api<{ results: { kursi: Array<{ no: string; tersedia: boolean }> } }>(
              baseUrl,
              'GET',
              `/api/travel/kursi?operator_kode=${item.operator_kode}&jadwal_kode=${encodeURIComponent(item.jadwal_kode)}&tanggal_berangkat=${item.tanggal_berangkat}`,
            );
            const free = map.results.kursi.filter((seat) => seat.tersedia).map((seat) => seat.no);
            if (free.length === 0) continue;
            const base = {
              operator_kode: item.operator_kode,
              jadwal_kode: item.jadwal_kode,
              tanggal_berangkat: item.tanggal_berangkat,
              pemesan_nama: 'Budi Santoso',
              pemesan_email: 'budi@example.com',
              pemesan_telp: '081234567890',
              jenis_pembayaran_kode: 'BCA_VA',
            };
            const quote = await api<{ results: { total_harga: number } }>(
              baseUrl,
              'POST',
              '/api/travel/cek-harga',
              {
                ...base,
                kursi: [{ no: free[0] }],
              },
            );
            for (const no of free) {
              bodies.push(
                JSON.stringify({
                  ...base,
                  kursi: [{ no, nama: 'Budi Santoso' }],
                  total_bayar: quote.results.total_harga,
                }),
              );
            }
          }
          if (bodies.length >= wanted) break;
        }
        if (page >= search.results.total_page) break;
      }
    }
  }
  return bodies.slice(0, wanted);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-bench-'));
  let cluster: PgCluster | null = null;
  const dbEnv: Record<string, string> = {};
  if (dbKind === 'postgres') {
    cluster = await startPgCluster();
    dbEnv.DATABASE_URL = cluster.url;
    dbEnv.DATABASE_POOL_SIZE = '20';
  } else {
    dbEnv.DATA_DIR = path.join(tmp, 'db');
  }

  let server: ChildProcess | null = null;
  try {
    console.log(`Seeding the demo catalogue at scale ${scale} (${dbKind})...`);
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        '--conditions=source',
        'apps/server/src/main-seed.ts',
        '--scale',
        String(scale),
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ...dbEnv, LOG_LEVEL: 'warn' } },
    );

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        ...dbEnv,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOLD_MINUTES: '120',
        // The load is one booker on one address: hold limits would answer 429.
        HOLD_LIMIT_PER_CONTACT: '100000',
        HOLD_LIMIT_PER_ADDRESS: '100000',
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // starting
      }
      if (i > 300 || server.exitCode !== null) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }

    const searchPaths: string[] = [];
    for (let day = 1; day <= 7; day++) {
      for (const [asal, tujuan] of [
        [1, 2],
        [2, 1],
      ]) {
        for (const sort of ['', '&sort=harga-termurah', '&sort=durasi-tercepat']) {
          searchPaths.push(
            `/api/travel/search-jadwal?asal_id=${asal}&asal_tipe=city&tujuan_id=${tujuan}&tujuan_tipe=city&tanggal_berangkat=${isoDate(day)}&group_by=operator-jurusan${sort}`,
          );
        }
      }
    }

    console.log('Preparing distinct seats for the reserve path...');
    const reserveBodies = await prepareReservations(baseUrl, 4000);
    // Pre-flight: one of the prepared bookings must succeed, or the figures would
    // measure refusals.
    const probe = reserveBodies.shift();
    const probeAnswer = await fetch(`${baseUrl}/api/travel/reservasi`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      body: probe,
    });
    if (!probeAnswer.ok)
      throw new Error(
        `reservasi pre-flight failed: ${probeAnswer.status} ${await probeAnswer.text()}`,
      );
    console.log(
      `${reserveBodies.length} seats prepared. Running ${duration}s per scenario with ${connections} connections.`,
    );

    const headers = { authorization: BASIC, 'content-type': 'application/json' };
    // Warm-up: let the JIT and the database caches settle before measuring.
    await measure('warm-up', {
      url: baseUrl,
      duration: 2,
      requests: [{ method: 'GET', path: searchPaths[0]!, headers }],
    });

    const results: Scenario[] = [];
    results.push(await measure('GET /api/health (ceiling)', { url: `${baseUrl}/api/health` }));
    let searchIndex = 0;
    results.push(
      await measure('GET search-jadwal', {
        url: baseUrl,
        requests: [
          {
            method: 'GET',
            headers,
            setupRequest: (request) => ({
              ...request,
              path: searchPaths[searchIndex++ % searchPaths.length]!,
            }),
          },
        ],
      }),
    );
    let reserveIndex = 0;
    results.push(
      await measure('POST reservasi (hold + charge)', {
        url: baseUrl,
        requests: [
          {
            method: 'POST',
            path: '/api/travel/reservasi',
            headers,
            setupRequest: (request) => ({
              ...request,
              body: reserveBodies[reserveIndex++ % reserveBodies.length]!,
            }),
          },
        ],
      }),
    );

    const ceiling = results[0]!.throughput;
    console.log(
      `\nscale ${scale}, ${dbKind}, ${connections} connections, ${duration}s per scenario, ${os.cpus().length} cores`,
    );
    console.log(
      '| scenario | req/s | ratio to health | p50 ms | p95 ms | p99 ms | requests | non-2xx | errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.throughput.toFixed(0)} | ${(r.throughput / ceiling).toFixed(3)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
      );
    }
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
