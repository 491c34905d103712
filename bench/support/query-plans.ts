import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PgCluster } from '../../apps/server/test/postgres/pg-cluster.js';
import { isoDate, root } from './demo-server.js';
import { api, type ScheduleGroup } from './travel-api.js';

/**
 * `npm run bench -- --plans` (PostgreSQL): auto_explain switched on after the timed runs,
 * one of each request asked again, every statement's plan written out and summarised.
 */

/** psql beside the server binaries the cluster runs from (initdb's), or the one on PATH. */
export function psqlBinary(): string {
  const beside = fs
    .readdirSync('/usr/lib/postgresql', { withFileTypes: true })
    .map((entry) => path.join('/usr/lib/postgresql', entry.name, 'bin', 'psql'))
    .find((candidate) => fs.existsSync(candidate));
  return beside ?? 'psql';
}

/** Runs SQL through psql. */
function psql(url: string, statements: string[]): void {
  // One -c per statement: ALTER SYSTEM cannot run inside the transaction one -c makes.
  execFileSync(
    psqlBinary(),
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
export async function explainRequests(
  cluster: PgCluster,
  baseUrl: string,
  searchPath: string,
  booking: string,
  scale: number,
) {
  psql(cluster.url, [
    // The timed runs wrote thousands of holds and bookings into tables the seed left
    // nearly empty; autovacuum would analyze them within a minute in production. Without
    // fresh statistics the planner still believes them empty and picks sequential scans
    // that a running system would not.
    'ANALYZE',
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
      for (const [table, rows] of sequentialScans(plan.plan)) {
        seqScans.set(table, (seqScans.get(table) ?? 0) + rows);
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

/**
 * The sequential scans of one plan and the rows each read: the rows it returned plus those
 * its filter removed (EXPLAIN ANALYZE prints both per loop), times its loops.
 */
function sequentialScans(plan: string): Array<[string, number]> {
  const lines = plan.split('\n');
  const scans: Array<[string, number]> = [];
  lines.forEach((line, index) => {
    const match =
      /Seq Scan on (\w+)(?: \w+)?\s+\(cost=[^)]*\) \(actual time=[^ ]+ rows=(\d+) loops=(\d+)\)/.exec(
        line,
      );
    if (!match) return;
    const indent = line.search(/\S/);
    let removed = 0;
    // The node's own detail lines follow it, indented deeper, up to the next node ("->").
    for (const detail of lines.slice(index + 1)) {
      if (detail.search(/\S/) <= indent || detail.includes('->')) break;
      const filtered = /Rows Removed by Filter: (\d+)/.exec(detail);
      if (filtered) removed += Number(filtered[1]);
    }
    scans.push([match[1]!, (Number(match[2]) + removed) * Number(match[3])]);
  });
  return scans;
}
