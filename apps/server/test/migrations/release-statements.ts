import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { openMemoryDatabase } from '../../src/db/database.js';
import type { DB } from '../../src/db/schema.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  seedDemoStaff,
} from '../../src/db/seed/seed-staff.js';
import { get, oneWay, post, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';
import { staffBearer } from '../api/staff.fixtures.js';
import { DEMO_EXAMPLES, fuzzApp } from '../helpers/fuzz.js';
import { createTestApp } from '../helpers/test-app.js';

/**
 * The statements a release sends to its database, kept to prove that the next release's
 * migrations leave them working (expand, then contract: decision 0047).
 */

/** One statement as sent: its SQL text and the parameters of its first sending. */
export interface ReleaseStatement {
  sql: string;
  parameters: unknown[];
}

export interface ReleaseStatements {
  /** The commit the statements were recorded at (`git rev-parse --short HEAD`), for people. */
  recordedAt: string;
  /** The last migration of that release: its schema. */
  lastMigration: string;
  statements: ReleaseStatement[];
}

export const RELEASE_STATEMENTS_FILE = path.join(
  import.meta.dirname,
  'previous-release',
  'statements.json',
);

export function loadReleaseStatements(): ReleaseStatements {
  return JSON.parse(fs.readFileSync(RELEASE_STATEMENTS_FILE, 'utf8')) as ReleaseStatements;
}

/** A parameter as JSON keeps it: dates as ISO text, big integers as text. */
function storable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(storable);
  return value;
}

/**
 * Runs this code's traffic on a recording database and answers every distinct statement
 * it sent: a guest's journey (search, group, seat map, quote, booking, paying in the
 * simulator, the ticket, cancelling a paid booking), a signed-in customer's, the staff
 * console's day, and a fixed-seed fuzz walk over every route of the API document for the
 * rest (its valid examples reach most reads and the refusals' paths).
 */
export async function recordReleaseStatements(): Promise<ReleaseStatement[]> {
  const seen = new Map<string, ReleaseStatement>();
  let recording = false;
  const database = await openMemoryDatabase({
    onQuery: (query) => {
      if (!recording || seen.has(query.sql)) return;
      seen.set(query.sql, { sql: query.sql, parameters: query.parameters.map(storable) });
    },
  });
  const t = await createTestApp({ database });
  try {
    await seedDemoStaff(t.db, t.clock.now());
    recording = true;

    const places = {
      asal_id: '1',
      asal_tipe: 'city',
      tujuan_id: '2',
      tujuan_tipe: 'city',
      tanggal_berangkat: TOMORROW,
    };
    await get(t, '/api/travel/search-jadwal', { ...places, group_by: 'operator-jurusan' });
    await get(t, '/api/travel/list-jadwal', places);
    await get(t, '/api/travel/kursi', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal_berangkat: TOMORROW,
    });
    await post(t, '/api/travel/cek-harga', oneWay({ kursi: seats('2') }));
    const paid = await reserveOk(t, oneWay({ kursi: seats('3', '4'), flag_asuransi: 1 }));
    const payment = paid.json.results.pembayaran as { payment_kode: string };
    await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });
    const guest = { 'x-guest-token': paid.guestToken };
    await post(t, '/api/travel/detail-reservasi', { reservasi_kode: paid.code }, guest);
    await post(t, '/api/travel/check-pembayaran', { reservasi_kode: paid.code }, guest);
    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: paid.code }, guest);
    await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: paid.code, konfirmasi: 1 },
      guest,
    );
    const unpaid = await reserveOk(t, oneWay({ kursi: seats('5') }));
    await post(
      t,
      '/api/travel/ganti-pembayaran',
      { reservasi_kode: unpaid.code, jenis_pembayaran_kode: 'MANDIRI_VA' },
      { 'x-guest-token': unpaid.guestToken },
    );
    await post(
      t,
      '/api/travel/batal-reservasi',
      { reservasi_kode: unpaid.code },
      { 'x-guest-token': unpaid.guestToken },
    );

    const admin = { authorization: await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD) };
    const staff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
    await staff('GET', `/api/staff/keberangkatan?tanggal=${TOMORROW}`);
    await staff('GET', `/api/staff/manifest?jadwal_kode=XTR-01-1000&tanggal=${TOMORROW}`);
    await staff('GET', '/api/staff/refund');
    await staff('GET', `/api/staff/penjualan?dari=${TOMORROW}&sampai=${TOMORROW}`);
    await staff('GET', '/api/staff/audit');
    await staff('GET', '/api/staff/kebijakan');

    t.clock.advanceMinutes(20);
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const previousSeed = process.env.FUZZ_SEED;
    process.env.FUZZ_SEED = '20261207';
    try {
      await fuzzApp(t.app, {
        runsPerOperation: 8,
        timePerOperationMs: 500,
        examples: DEMO_EXAMPLES,
      });
    } finally {
      if (previousSeed === undefined) delete process.env.FUZZ_SEED;
      else process.env.FUZZ_SEED = previousSeed;
    }
  } finally {
    recording = false;
    await t.close();
    await database.close();
  }
  return [...seen.values()].filter((statement) => !isSchemaOrSession(statement.sql));
}

/** Statements that are the migrator's or a connection's housekeeping, not the release's code. */
function isSchemaOrSession(text: string): boolean {
  return /kysely_migration|^\s*(begin|commit|rollback|savepoint|release|set |reset |show )/i.test(
    text,
  );
}

/** A statement the migrated schema refused, with PostgreSQL's reason. */
export interface SchemaFailure {
  sql: string;
  code: string;
  message: string;
}

/**
 * SQLSTATEs that say the schema no longer fits the statement: class 42 (an undefined
 * table, column or function, a type mismatch), a NOT NULL column the old INSERT does not
 * fill (23502), a CHECK it no longer passes (23514), a value of a changed type (class 22).
 * A unique or foreign-key refusal (23505, 23503) only says the replay's rows differ from the
 * recording's, and is not the schema's fault.
 */
function isSchemaFailure(code: string): boolean {
  return code.startsWith('42') || code.startsWith('22') || code === '23502' || code === '23514';
}

function sqlState(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/**
 * Sends every statement, each in a savepoint of one transaction that is rolled back at the
 * end (so one statement's rows or failure never touch the next), and answers those the
 * schema refused.
 */
export async function replayOn(
  db: Kysely<DB>,
  statements: ReleaseStatement[],
): Promise<SchemaFailure[]> {
  const failures: SchemaFailure[] = [];
  class RolledBack extends Error {}
  await db
    .transaction()
    .execute(async (trx) => {
      for (const statement of statements) {
        await sql`SAVEPOINT replay`.execute(trx);
        try {
          await trx.executeQuery(CompiledQuery.raw(statement.sql, statement.parameters));
          await sql`RELEASE SAVEPOINT replay`.execute(trx);
        } catch (error) {
          await sql`ROLLBACK TO SAVEPOINT replay`.execute(trx);
          const code = sqlState(error);
          if (isSchemaFailure(code)) {
            failures.push({
              sql: statement.sql,
              code,
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return failures;
}
