import { execFileSync } from 'node:child_process';
import { psqlBinary } from './query-plans.js';

/**
 * `npm run bench -- --statements` (PostgreSQL): the cluster preloads pg_stat_statements
 * with planning tracked; each timed scenario starts from a reset and ends with the
 * statements PostgreSQL spent its time on: how often each ran and was planned, its
 * planning and execution time per call, and its share of the scenario's database time.
 * What a request costs inside the database, beside what it costs on the wire.
 */

export const STATEMENT_STATS_SETTINGS = {
  'pg_stat_statements.track': 'all',
  'pg_stat_statements.track_planning': 'on',
};

function psqlRows(url: string, sql: string): string[][] {
  const out = execFileSync(
    psqlBinary(),
    [url, '-v', 'ON_ERROR_STOP=1', '-At', '-F', '\t', '-c', sql],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

export function installStatementStats(url: string): void {
  psqlRows(url, 'CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
}

export function resetStatementStats(url: string): void {
  psqlRows(url, 'SELECT pg_stat_statements_reset()');
}

/** Prints the statements of the scenario just run, most database time first. */
export function printStatementStats(url: string, scenario: string, requests: number): void {
  const rows = psqlRows(
    url,
    `SELECT calls, plans, round((total_plan_time / greatest(calls, 1))::numeric, 3), round(mean_exec_time::numeric, 3),
            round((total_plan_time + total_exec_time)::numeric, 1),
            regexp_replace(left(query, 110), '\\s+', ' ', 'g')
       FROM pg_stat_statements
      WHERE query NOT ILIKE '%pg_stat_statements%'
      ORDER BY total_plan_time + total_exec_time DESC
      LIMIT 15`,
  );
  const total = rows.reduce((sum, row) => sum + Number(row[4]), 0);
  console.log(
    `\nStatements during "${scenario}" (${requests} requests), most database time first:`,
  );
  // Planned: how many of the calls were planned (a prepared statement's generic plan is
  // planned once); plan ms is the planning time spread over all calls.
  console.log('| calls | per request | planned | plan ms | exec ms | share | statement |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [calls, plans, plan, exec, sum, query] of rows) {
    const share = total > 0 ? ((Number(sum) / total) * 100).toFixed(0) : '0';
    const perRequest = requests > 0 ? (Number(calls) / requests).toFixed(2) : '-';
    console.log(
      `| ${calls} | ${perRequest} | ${plans} | ${plan} | ${exec} | ${share}% | \`${(query ?? '').replace(/\|/g, '\\|')}\` |`,
    );
  }
}
