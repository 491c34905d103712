/**
 * Load benchmark: search-jadwal and the reserve path under concurrent load on the
 * scaled demo catalogue, with /api/health in the same run as the ceiling.
 *
 *   npm run bench -- [--scale 5] [--duration 10] [--connections 16] [--db pglite|postgres]
 *                    [--plans]
 *
 * It builds the server if needed, seeds a fresh database (a temporary PGlite folder,
 * or a throwaway PostgreSQL cluster from /usr/lib/postgresql/<v>/bin), starts the built
 * server as its own process on a loopback port, drives it with autocannon and prints
 * throughput and p50/p95/p99 latency per scenario, and each scenario's throughput as a
 * ratio of health's, and the server process's peak resident memory while it ran. Every run
 * is bounded by --duration (and the reserve run also by the number of distinct seats it
 * prepared).
 *
 * --plans (PostgreSQL): the cluster preloads auto_explain, switched off while timing; after
 * the timed runs it is switched on and one of each request runs again (a search of a day no
 * one searched, the same search again, opening a group, a seat map, a booking). Every
 * statement's plan (EXPLAIN ANALYZE) is written to .tmp/bench-plans-scale<N>.txt and each
 * statement's scans are summarised: what the index claims of the queries, shown.
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
    plans: { type: 'boolean', default: false },
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
if (values.plans && dbKind !== 'postgres') throw new Error('--plans needs --db postgres');

interface Scenario {
  name: string;
  throughput: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's peak resident set size while the scenario ran, in MB. */
  peakRssMb: number;
}

/** The benchmarked server's process id, for its memory. */
let serverPid: number | undefined;

/** Samples a process's resident memory (Linux /proc) every 100 ms until stopped; answers the peak in MB. */
function watchRss(pid: number | undefined): () => number {
  let peakKb = 0;
  const sample = () => {
    if (pid === undefined) return;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) peakKb = Math.max(peakKb, Number(match[1]));
    } catch {
      // not Linux, or the process is gone: no figure
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peakKb / 1024;
  };
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
  const peakRss = watchRss(serverPid);
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
    peakRssMb: peakRss(),
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
              // Each booking its own booker: hold limits count and lock per contact, and
              // one shared booker would queue every booking behind the one before it.
              const n = bodies.length;
              bodies.push(
                JSON.stringify({
                  ...base,
                  pemesan_email: `pembeli${n}@example.com`,
                  pemesan_telp: `0812${String(n).padStart(8, '0')}`,
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

/** Runs SQL through psql (next to initdb, or on PATH). */
function psql(url: string, statements: string[]): void {
  const beside = fs
    .readdirSync('/usr/lib/postgresql', { withFileTypes: true })
    .map((entry) => path.join('/usr/lib/postgresql', entry.name, 'bin', 'psql'))
    .find((candidate) => fs.existsSync(candidate));
  // One -c per statement: ALTER SYSTEM cannot run inside the transaction one -c makes.
  execFileSync(
    beside ?? 'psql',
    [url, '-v', 'ON_ERROR_STOP=1', ...statements.flatMap((sql) => ['-c', sql])],
    { stdio: 'ignore' },
  );
}

/** One plan auto_explain logged: how long the statement took, its text and its plan. */
interface LoggedPlan {
  ms: number;
  query: string;
  plan: string;
}

function plansIn(log: string): LoggedPlan[] {
  const plans: LoggedPlan[] = [];
  const entry = /LOG: {2}duration: ([\d.]+) ms {2}plan:\n([\s\S]*?)(?=\n\S|$)/g;
  for (const match of log.matchAll(entry)) {
    const body = (match[2] ?? '').split('\n').map((line) => line.replace(/^\t/, ''));
    const queryLine = body.findIndex((line) => line.startsWith('Query Text:'));
    const planStart = body.findIndex(
      (line, index) => index > queryLine && /^[A-Z]/.test(line) && !line.startsWith('Query Text:'),
    );
    plans.push({
      ms: Number(match[1]),
      query: body
        .slice(queryLine, planStart === -1 ? undefined : planStart)
        .join(' ')
        .replace(/^Query Text:\s*/, '')
        .replace(/\s+/g, ' '),
      plan: body.slice(planStart === -1 ? body.length : planStart).join('\n'),
    });
  }
  return plans;
}

/**
 * --plans: auto_explain on, one of each request again, and every statement's plan
 * written out and summarised (which scans each statement uses).
 */
async function explainRequests(
  cluster: PgCluster,
  baseUrl: string,
  searchPath: string,
  booking: string,
) {
  psql(cluster.url, [
    'ALTER SYSTEM SET auto_explain.log_min_duration = 0',
    'ALTER SYSTEM SET auto_explain.log_analyze = on',
    'SELECT pg_reload_conf()',
  ]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const from = cluster.log().length;
  // A day no timed request searched: the search index is built for it.
  const fresh = searchPath.replace(/tanggal_berangkat=[\d-]+/, `tanggal_berangkat=${isoDate(10)}`);
  const steps: Array<[string, () => Promise<unknown>]> = [
    ['search, a new day (index built)', () => api(baseUrl, 'GET', fresh)],
    ['the same search again', () => api(baseUrl, 'GET', fresh)],
  ];
  const search = await api<{ results: { list: ScheduleGroup[] } }>(baseUrl, 'GET', fresh);
  const group = search.results.list[0];
  const places = fresh.slice(fresh.indexOf('?') + 1);
  if (group)
    steps.push([
      'open a group (list-jadwal)',
      () =>
        api(
          baseUrl,
          'GET',
          `/api/travel/list-jadwal?${places}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
        ),
    ]);
  const parsed = JSON.parse(booking) as {
    operator_kode: string;
    jadwal_kode: string;
    tanggal_berangkat: string;
  };
  steps.push([
    'seat map (kursi)',
    () =>
      api(
        baseUrl,
        'GET',
        `/api/travel/kursi?operator_kode=${parsed.operator_kode}&jadwal_kode=${encodeURIComponent(parsed.jadwal_kode)}&tanggal_berangkat=${parsed.tanggal_berangkat}`,
      ),
  ]);
  steps.push([
    'a booking (reservasi)',
    () => api(baseUrl, 'POST', '/api/travel/reservasi', parsed),
  ]);

  const report: string[] = [];
  const summary: string[] = [
    '| request | statements | ms in SQL | sequential scans (table: rows read) |',
    '| --- | ---: | ---: | --- |',
  ];
  let offset = from;
  for (const [name, run] of steps) {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = cluster.log();
    const plans = plansIn(log.slice(offset));
    offset = log.length;
    const seqScans = new Map<string, number>();
    for (const plan of plans) {
      for (const match of plan.plan.matchAll(
        /Seq Scan on (\w+)(?: \w+)?\s+\(cost=[^)]*\) \(actual time=[^ ]+ rows=(\d+) loops=(\d+)\)/g,
      )) {
        const table = match[1]!;
        seqScans.set(table, (seqScans.get(table) ?? 0) + Number(match[2]) * Number(match[3]));
      }
    }
    summary.push(
      `| ${name} | ${plans.length} | ${plans.reduce((total, plan) => total + plan.ms, 0).toFixed(1)} | ${[...seqScans].map(([table, rows]) => `${table}: ${rows}`).join(', ') || 'none'} |`,
    );
    report.push(`==== ${name}: ${plans.length} statements`);
    for (const plan of plans) report.push(`-- ${plan.ms} ms: ${plan.query}\n${plan.plan}\n`);
  }
  const file = path.join(root, '.tmp', `bench-plans-scale${scale}.txt`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, report.join('\n'));
  console.log(
    `\nQuery plans (EXPLAIN ANALYZE by auto_explain), scale ${scale}: ${path.relative(root, file)}`,
  );
  console.log(summary.join('\n'));
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-bench-'));
  let cluster: PgCluster | null = null;
  const dbEnv: Record<string, string> = {};
  if (dbKind === 'postgres') {
    cluster = await startPgCluster(
      values.plans
        ? {
            settings: {
              shared_preload_libraries: 'auto_explain',
              // auto_explain.log_min_duration stays at its default (-1, off) while timing;
              // ALTER SYSTEM turns it on afterwards (a -c setting here would outrank it).
            },
          }
        : {},
    );
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
    // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
    // to profile it under load (node refuses --cpu-prof in NODE_OPTIONS).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
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
        // Bookers arrive as behind the site's proxy, each from its own address
        // (X-Forwarded-For, below): the hold limits' per-address lock is then per person,
        // as on the internet, not one queue for the whole load.
        TRUST_PROXY_HOPS: '1',
        HOLD_LIMIT_PER_CONTACT: '100000',
        HOLD_LIMIT_PER_ADDRESS: '100000',
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    serverPid = server.pid;
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

    // Opening a group: list-jadwal of the first groups of each search (issue 11's group view).
    const listPaths: string[] = [];
    for (const searchPath of searchPaths.filter((_, index) => index % 3 === 0)) {
      const search = await api<{ results: { list: ScheduleGroup[] } }>(baseUrl, 'GET', searchPath);
      const places = searchPath.slice(searchPath.indexOf('?') + 1);
      for (const group of search.results.list.slice(0, 5)) {
        listPaths.push(
          `/api/travel/list-jadwal?${places}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
        );
      }
    }
    if (listPaths.length === 0) throw new Error('no group to open: the searches found nothing');

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
    let listIndex = 0;
    results.push(
      await measure('GET list-jadwal (open a group)', {
        url: baseUrl,
        requests: [
          {
            method: 'GET',
            headers,
            setupRequest: (request) => ({
              ...request,
              path: listPaths[listIndex++ % listPaths.length]!,
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
            setupRequest: (request) => {
              const n = reserveIndex++;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                },
                body: reserveBodies[n % reserveBodies.length]!,
              };
            },
          },
        ],
      }),
    );

    const ceiling = results[0]!.throughput;
    console.log(
      `\nscale ${scale}, ${dbKind}, ${connections} connections, ${duration}s per scenario, ${os.cpus().length} cores`,
    );
    console.log(
      '| scenario | req/s | ratio to health | p50 ms | p95 ms | p99 ms | requests | non-2xx | errors | peak RSS MB |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.throughput.toFixed(0)} | ${(r.throughput / ceiling).toFixed(3)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.non2xx} | ${r.errors} | ${r.peakRssMb.toFixed(0)} |`,
      );
    }
    if (values.plans && cluster) {
      await explainRequests(cluster, baseUrl, searchPaths[0]!, reserveBodies.at(-1)!);
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
