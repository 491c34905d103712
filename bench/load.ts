/**
 * Load benchmark: search-jadwal and the reserve path under concurrent load on the
 * scaled demo catalogue, with /api/health in the same run as the ceiling.
 *
 *   npm run bench -- [--scale 5[,50,500]] [--processes 1[,2]] [--duration 10]
 *                    [--connections 16] [--db pglite|postgres] [--plans] [--statements] [--pg-socket]
 *                    [--only health,search,list,seats,reserve] [--seats N]
 *
 * --scale and --processes take lists: every pair is one run on a database of its own
 * (seeded fresh, so each run books the same free seats), and the closing table sets the
 * runs side by side as ratios to their own health. --processes N > 1 (PostgreSQL) starts
 * the server with WEB_CONCURRENCY=N; its memory is the largest worker's.
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
 *
 * --statements (PostgreSQL): pg_stat_statements per scenario (support/statement-stats.ts):
 * which statements a request runs and what each costs PostgreSQL to plan and execute.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPgCluster, type PgCluster } from '../apps/server/test/postgres/pg-cluster.js';
import { freePort } from '../apps/server/test/helpers/free-port.js';
import { BASIC, isoDate, root } from './support/demo-server.js';
import { inTurn, type LoadSettings, measure, type Scenario } from './support/load-measure.js';
import { explainRequests, psqlBinary } from './support/query-plans.js';
import { describeMachine, probeMachine } from './support/machine-probe.js';
import {
  installStatementStats,
  printStatementStats,
  resetStatementStats,
  STATEMENT_STATS_SETTINGS,
} from './support/statement-stats.js';
import {
  api,
  prepareReservations,
  type ScheduleGroup,
  type ScheduleItem,
} from './support/travel-api.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '5' },
    processes: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    db: { type: 'string', default: 'pglite' },
    plans: { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    // PostgreSQL: the server reaches it over its Unix socket instead of loopback TCP (how a
    // database on the same host is usually reached; the kernel's TCP sends were a third of
    // the server's CPU in a booking profile).
    'pg-socket': { type: 'boolean', default: false },
    // Only these scenarios (health, search, list, reserve), e.g. --only health,reserve while
    // iterating on one path; health stays the ceiling the ratios are taken against.
    only: { type: 'string', default: 'health,search,list,seats,reserve' },
    // Distinct seats the reserve path books (each once): its run ends when they are gone.
    // Default: 800 per second of --duration, so the booking run lasts about as long as the
    // others at today's rate (with a fixed 4 000 it had shrunk to ~4 s as bookings got
    // faster, its figures weighted by the first seconds of a path just warmed up).
    seats: { type: 'string' },
  },
});
const SCENARIOS = ['health', 'search', 'list', 'seats', 'reserve'] as const;
const only = new Set(values.only.split(',').map((name) => name.trim()));
for (const name of only) {
  if (!(SCENARIOS as readonly string[]).includes(name))
    throw new Error(`--only: a comma-separated list of ${SCENARIOS.join(', ')}`);
}
if (!only.has('health')) throw new Error('--only: health is the ceiling, keep it in the list');
/** A comma-separated list of whole numbers within bounds, e.g. --scale 5,50,500. */
function wholeNumbers(flag: string, text: string, min: number, max: number): number[] {
  const list = text.split(',').map((part) => Number(part.trim()));
  if (list.length === 0 || list.some((n) => !Number.isInteger(n) || n < min || n > max))
    throw new Error(`--${flag}: whole numbers ${min}..${max}, comma-separated`);
  return list;
}
const scales = wholeNumbers('scale', values.scale, 1, 500);
const processCounts = wholeNumbers('processes', values.processes, 1, 4);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dbKind = values.db;
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration: 1..120 seconds');
const seats =
  values.seats === undefined ? Math.min(20_000, Math.round(duration * 800)) : Number(values.seats);
if (!Number.isInteger(seats) || seats < 100 || seats > 20_000)
  throw new Error('--seats: 100..20000');
if (!Number.isInteger(connections) || connections < 1 || connections > 256)
  throw new Error('--connections: 1..256');
if (dbKind !== 'pglite' && dbKind !== 'postgres') throw new Error('--db: pglite or postgres');
if (values.plans && dbKind !== 'postgres') throw new Error('--plans needs --db postgres');
if (values['pg-socket'] && dbKind !== 'postgres')
  throw new Error('--pg-socket needs --db postgres');
if (values.statements && dbKind !== 'postgres') throw new Error('--statements needs --db postgres');
if (processCounts.some((n) => n > 1) && dbKind !== 'postgres')
  throw new Error('--processes above 1 needs --db postgres (WEB_CONCURRENCY needs DATABASE_URL)');

/**
 * The node flags `npm start` runs the server with (root package.json), so the benchmark
 * measures the server as it is run: today the heap limit (decision 0025).
 */
function startFlags(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = /\bnode ((?:--[\w-]+(?:=\S+)? )*)apps\/server\/dist\/main\.js/.exec(
    manifest.scripts.start ?? '',
  );
  if (!command) throw new Error('package.json: "start" no longer runs apps/server/dist/main.js');
  return command[1]!.split(' ').filter(Boolean);
}

/** One run's figures: its scenarios and the database's size after them. */
interface Run {
  scale: number;
  processes: number;
  results: Scenario[];
  databaseMb: number;
}

let machine = '';

async function main() {
  // Always built: a dist/main.js left from an earlier checkout would measure old code.
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  // Before anything of ours runs: what a system call and a loopback round trip cost here,
  // so a figure can be compared with one measured on another day (support/machine-probe.ts).
  machine = describeMachine(await probeMachine());
  console.log(machine);
  const runs: Run[] = [];
  for (const scale of scales) {
    for (const processes of processCounts) runs.push(await runOnce(scale, processes));
  }
  if (runs.length > 1) printComparison(runs);
}

/** Seeds a fresh database at `scale`, starts `processes` server processes, measures. */
async function runOnce(scale: number, processes: number): Promise<Run> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-bench-'));
  let cluster: PgCluster | null = null;
  const dbEnv: Record<string, string> = {};
  if (dbKind === 'postgres') {
    const preload = [
      // auto_explain.log_min_duration stays at its default (-1, off) while timing;
      // ALTER SYSTEM turns it on afterwards (a -c setting here would outrank it).
      ...(values.plans ? ['auto_explain'] : []),
      ...(values.statements ? ['pg_stat_statements'] : []),
    ];
    cluster = await startPgCluster(
      preload.length > 0
        ? {
            settings: {
              shared_preload_libraries: preload.join(','),
              ...(values.statements ? STATEMENT_STATS_SETTINGS : {}),
            },
          }
        : {},
    );
    if (values.statements) installStatementStats(cluster.url);
    dbEnv.DATABASE_URL = values['pg-socket'] ? cluster.socketUrl : cluster.url;
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
    const nodeArgs = [
      ...startFlags(),
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ];
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
        WEB_CONCURRENCY: String(processes),
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

    // A seat map (kursi) of each trip in the first opened groups, as the seat page asks it.
    const seatPaths: string[] = [];
    for (const listPath of listPaths.slice(0, 20)) {
      const opened = await api<{ results: { list: ScheduleItem[] } }>(baseUrl, 'GET', listPath);
      for (const item of opened.results.list.slice(0, 10)) {
        seatPaths.push(
          `/api/travel/kursi?operator_kode=${item.operator_kode}&jadwal_kode=${encodeURIComponent(item.jadwal_kode)}&tanggal_berangkat=${item.tanggal_berangkat}`,
        );
      }
    }

    console.log('Preparing distinct seats for the reserve path...');
    const reserveBodies = await prepareReservations(baseUrl, seats);
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
    const settings: LoadSettings = { connections, duration, serverPid: server.pid };
    const statsUrl = values.statements ? cluster?.url : undefined;
    // A timed scenario; with --statements its database statements, counted from a reset.
    const scenario = async (name: string, options: Parameters<typeof measure>[1]) => {
      if (statsUrl) resetStatementStats(statsUrl);
      const result = await measure(name, options, settings);
      if (statsUrl) printStatementStats(statsUrl, name, result.requests);
      return result;
    };
    // Warm-up: let the JIT and the database caches settle before measuring.
    await measure(
      'warm-up',
      { ...inTurn(baseUrl, 'GET', searchPaths.slice(0, 1), headers), duration: 2 },
      settings,
    );

    const results: Scenario[] = [
      await scenario('GET /api/health (ceiling)', { url: `${baseUrl}/api/health` }),
    ];
    if (only.has('search'))
      results.push(
        await scenario('GET search-jadwal', inTurn(baseUrl, 'GET', searchPaths, headers)),
      );
    if (only.has('list'))
      results.push(
        await scenario(
          'GET list-jadwal (open a group)',
          inTurn(baseUrl, 'GET', listPaths, headers),
        ),
      );
    if (only.has('seats'))
      results.push(
        await scenario('GET kursi (seat map)', inTurn(baseUrl, 'GET', seatPaths, headers)),
      );
    if (only.has('reserve')) {
      // Bookings as a scenario of `bodies`, each from its own client address.
      const bookings = (bodies: typeof reserveBodies, firstAddress: number) => ({
        ...inTurn(baseUrl, 'POST', ['/api/travel/reservasi'], headers, {
          bodies,
          perRequest: (n) => {
            const a = firstAddress + n;
            return { 'x-forwarded-for': `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}` };
          },
        }),
        // Each prepared seat once: a second round would book taken seats, and its
        // quick 409s would count as throughput. The run ends at whichever comes first.
        maxOverallRequests: bodies.length,
      });
      // The booking path warms up on seats of its own (the search warm-up above does not
      // run it): its first bookings compile its code and prepare its statements on every
      // pool connection, and measured cold they were most of its p99.
      const warmUp = reserveBodies.slice(0, Math.floor(reserveBodies.length / 8));
      const measured = reserveBodies.slice(warmUp.length);
      await measure('warm-up (bookings)', { ...bookings(warmUp, 0), duration: 2 }, settings);
      results.push(
        await scenario('POST reservasi (hold + charge)', bookings(measured, warmUp.length)),
      );
    }

    const ceiling = results[0]!.throughput;
    const databaseMb = databaseSize(cluster, dbEnv.DATA_DIR);
    console.log(
      `\nscale ${scale}, ${dbKind}, ${processes} process(es), ${connections} connections, ${duration}s per scenario, ${os.cpus().length} cores, database ${databaseMb.toFixed(0)} MB; ${machine}`,
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
      await explainRequests(cluster, baseUrl, searchPaths[0]!, reserveBodies.at(-1)!, scale);
    }
    return { scale, processes, results, databaseMb };
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    await cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The database's size on disk in MB: pg_database_size, or the PGlite folder. */
function databaseSize(cluster: PgCluster | null, dataDir: string | undefined): number {
  if (cluster) {
    const bytes = execFileSync(
      psqlBinary(),
      [cluster.url, '-At', '-c', 'SELECT pg_database_size(current_database())'],
      { encoding: 'utf8' },
    );
    return Number(bytes.trim()) / 1024 / 1024;
  }
  if (!dataDir) return 0;
  const folderBytes = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (sum, entry) =>
          sum +
          (entry.isDirectory()
            ? folderBytes(path.join(dir, entry.name))
            : fs.statSync(path.join(dir, entry.name)).size),
        0,
      );
  return folderBytes(dataDir) / 1024 / 1024;
}

/**
 * The runs side by side: each scenario's ratio to its own run's health, its p50 and p99,
 * and against the first run (the smallest scale, one process) where one is asked.
 */
function printComparison(runs: Run[]): void {
  const first = runs[0]!;
  console.log(`\nAll runs (${dbKind}, ${connections} connections, ${duration}s per scenario)`);
  console.log(
    '| scale | processes | scenario | req/s | ratio to health | × first run | p50 ms | × first p50 | p99 ms | peak RSS MB (largest process) | database MB |',
  );
  console.log('| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    const ceiling = run.results[0]!.throughput;
    for (const r of run.results) {
      const base = first.results.find((candidate) => candidate.name === r.name);
      console.log(
        `| ${run.scale} | ${run.processes} | ${r.name} | ${r.throughput.toFixed(0)} | ${(r.throughput / ceiling).toFixed(3)} | ${base ? (r.throughput / base.throughput).toFixed(2) : '–'} | ${r.p50.toFixed(1)} | ${base ? (r.p50 / base.p50).toFixed(2) : '–'} | ${r.p99.toFixed(1)} | ${r.peakRssMb.toFixed(0)} | ${run.databaseMb.toFixed(0)} |`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
