import { type ErrorCode, errorCatalogue } from '@lintas/domain/errors';
import fc from 'fast-check';
import type { App } from '../../src/app.js';
import { operationsOf } from './fuzz-operations.js';
import { requestsFor } from './fuzz-requests.js';
import type { FuzzExamples } from './fuzz-valid-values.js';

/**
 * Property-based fuzzing of the whole API, shared by the PGlite and PostgreSQL suites.
 *
 * It walks every operation of the OpenAPI document the app builds (`app.swagger()`),
 * generates requests from each operation's own schemas for query, body and path
 * (mostly valid but for one bad place, so the bad value reaches the services and the
 * database; some bad all over: NUL, lone surrogates, over-long text, huge numbers,
 * wrong types, missing and extra fields, broken encodings), sends them with
 * `app.inject`, and checks every answer: never a 5xx, always the envelope.
 *
 * Its parts: fuzz-operations.ts (the operations and their schemas), fuzz-bad-values.ts
 * and fuzz-valid-values.ts (the values), fuzz-requests.ts (the requests); this file
 * checks the answers and runs it all.
 *
 * Runs are bounded per operation in count and time. The seed is random unless
 * FUZZ_SEED is set (FUZZ_RUNS and FUZZ_TIME_MS, per operation, explore further); a
 * failure prints the seed and the counterexample, to reproduce with
 * `FUZZ_SEED=<seed> npx vitest run --project server apps/server/test/api/fuzz.test.ts`.
 */

/** Facts of the demo catalogue (db/seed) the tests load: tomorrow is 2026-11-22. */
export const DEMO_EXAMPLES: FuzzExamples = {
  operator_kode: ['XTR', 'PSR', 'CRB', 'JTN'],
  jadwal_kode: ['XTR-01-1000', 'XTR-01-1200', 'CRB-01-0800', 'JTN-01-1200'],
  kode: ['XTR-01-1000', 'CRB-01-0800'],
  tanggal_berangkat: ['2026-11-22', '2026-11-23'],
  tanggal: ['2026-11-22'],
  no: ['1', '2', '3', '4', 5, 6],
  nama: ['Budi Santoso', 'Siti Aminah'],
  pemesan_nama: ['Budi Santoso'],
  pemesan_email: ['budi.santoso@example.com'],
  pemesan_telp: ['081234567890'],
  voucher_kode: ['XTRHEMAT', 'BUS30', 'DISKON20RB', 'PENGGUNABARU'],
  jenis_pembayaran_kode: ['BCA_VA', 'QRIS'],
  asal_id: [1, 2, 3],
  tujuan_id: [2, 3, 4],
  asal_tipe: ['city'],
  tujuan_tipe: ['city'],
};

// --- answers -------------------------------------------------------------------------

/** What is wrong with an answer, or null when it is a proper envelope below 500. */
function answerProblem(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}): string | null {
  if (answer.statusCode >= 500) return `HTTP ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  const contentType = String(answer.headers['content-type'] ?? '');
  if (!contentType.includes('application/json')) return `content-type ${contentType}`;
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    return `body is not JSON: ${answer.body.slice(0, 200)}`;
  }
  if (answer.statusCode < 400) {
    return json.status === 'OK' && 'results' in json ? null : `success without the OK envelope`;
  }
  const code = json.error_code;
  if (json.status !== 'ERROR' || typeof code !== 'string' || !(code in errorCatalogue)) {
    return `error without the envelope: ${answer.body.slice(0, 200)}`;
  }
  if (typeof json.message !== 'string' || json.message.length === 0)
    return 'error without a message';
  const expected = errorCatalogue[code as ErrorCode].status;
  if (expected !== answer.statusCode)
    return `${code} answered ${answer.statusCode}, not ${expected}`;
  if (answer.statusCode === 429 && !answer.headers['retry-after']) return '429 without Retry-After';
  return null;
}

/** A test timeout that leaves room for FUZZ_TIME_MS explorations (40 operations). */
export function fuzzTestTimeoutMs(): number {
  const perOperation = Number(process.env.FUZZ_TIME_MS) || 1_000;
  return Math.max(90_000, perOperation * 3 * 40 + 30_000);
}

export interface FuzzFailure {
  operation: string;
  seed: number;
  counterexample: string;
  problem: string;
}

export interface FuzzOptions {
  /** Requests per operation (FUZZ_RUNS overrides). */
  runsPerOperation: number;
  /** Wall-clock budget per operation, in ms. */
  timePerOperationMs: number;
  /** Known-good values by field name (e.g. DEMO_EXAMPLES). */
  examples?: FuzzExamples;
}

/**
 * Fuzzes every operation; answers the failures (empty when every answer was a proper
 * envelope below 500) and how many requests were sent.
 */
export async function fuzzApp(
  app: App,
  options: FuzzOptions,
): Promise<{ seed: number; operations: number; requests: number; failures: FuzzFailure[] }> {
  const runs = Number(process.env.FUZZ_RUNS) || options.runsPerOperation;
  const timeLimit = Number(process.env.FUZZ_TIME_MS) || options.timePerOperationMs;
  const baseSeed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
  const failures: FuzzFailure[] = [];
  let requests = 0;
  const operations = operationsOf(app);
  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    const seed = (baseSeed + index) | 0;
    let lastProblem = '';
    const result = await fc.check(
      fc.asyncProperty(requestsFor(operation, options.examples ?? {}), async (request) => {
        requests += 1;
        const answer = await app.inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const problem = answerProblem(answer);
        if (problem) lastProblem = problem;
        return problem === null;
      }),
      {
        seed,
        numRuns: runs,
        interruptAfterTimeLimit: timeLimit,
        // Shrinking re-sends requests; a short bounded shrink keeps the report readable.
        skipAllAfterTimeLimit: timeLimit * 2,
      },
    );
    if (result.failed) {
      failures.push({
        operation: name,
        seed,
        counterexample: JSON.stringify(result.counterexample?.[0]).slice(0, 600),
        problem: lastProblem || String(result.errorInstance),
      });
    }
  }
  return { seed: baseSeed, operations: operations.length, requests, failures };
}
