import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The fault test of the seat inventory: every PostgreSQL backend is terminated again
 * and again in the middle of a burst of reservations. The server keeps running, every
 * answer is a win, a clean SEAT_TAKEN or a clean 503, nothing is half-held, and every
 * booking that was answered 200 exists, once, with all its seats.
 */

const TOMORROW = '2026-11-22';
const DAY_AFTER = '2026-11-23';
const booker = {
  pemesan_nama: 'Budi Santoso',
  pemesan_email: 'budi@example.com',
  pemesan_telp: '081234567890',
  jenis_pembayaran_kode: 'BCA_VA',
};
const NAMES = ['Budi Santoso', 'Siti Aminah', 'Agus Salim'];
const seatList = (numbers: string[]) =>
  numbers.map((no, i) => ({ no, nama: NAMES[i % NAMES.length] }));

type Body = Record<string, unknown>;
interface Answer {
  status: number;
  json: {
    status: string;
    error_code?: string;
    results?: { reservasi_kode: string };
    details?: { total_bayar?: number };
  };
}

describe('reservations while PostgreSQL drops every connection', () => {
  let t: TestApp;
  let url: string;
  let admin: pg.Client;
  let databaseName: string;
  let drop: () => Promise<void>;
  let lostConnections = 0;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    databaseName = new URL(testDb.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: testDb.url.replace(/\/[^/]*$/, '/postgres') });
    await admin.connect();
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '6' });
    const database = await openDatabase(config.database, {
      onConnectionError: () => (lostConnections += 1),
    });
    t = await createTestApp({ database });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await admin?.end();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await drop?.();
  });

  async function post(body: Body): Promise<Answer> {
    const res = await fetch(`${url}/api/travel/reservasi`, {
      method: 'POST',
      headers: { authorization: WEB_BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  }

  async function totalFor(body: Body): Promise<number> {
    const answer = await post({ ...body, total_bayar: 0 });
    expect(answer.json.error_code, JSON.stringify(answer.json)).toBe('PRICE_CHANGED');
    return answer.json.details!.total_bayar!;
  }

  const terminateBackends = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );

  it('keeps running, holds every booking whole or not at all, and loses no answered booking', async () => {
    const oneWay = { ...booker, operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000' };
    const roundTrip = {
      ...booker,
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1200',
      tanggal_berangkat: TOMORROW,
      flag_pp: 1,
      operator_kode_pulang: 'XTR',
      jadwal_kode_pulang: 'XTR-02-1300',
      tanggal_berangkat_pulang: DAY_AFTER,
    };
    const pairTotal = await totalFor({
      ...oneWay,
      tanggal_berangkat: TOMORROW,
      kursi: seatList(['1', '2']),
    });
    const roundTotal = await totalFor({
      ...roundTrip,
      kursi: seatList(['1']),
      kursi_pulang: seatList(['1']),
    });
    // Two-seat bookings whose sets overlap, and round trips over a few seats each way.
    const bodies: Body[] = Array.from({ length: 40 }, (_, i) => {
      if (i % 2 === 0) {
        const a = (i % 10) + 1;
        return {
          ...oneWay,
          tanggal_berangkat: TOMORROW,
          kursi: seatList([String(a), String((a % 10) + 1)]),
          total_bayar: pairTotal,
        };
      }
      return {
        ...roundTrip,
        kursi: seatList([String((i % 6) + 1)]),
        kursi_pulang: seatList([String((Math.floor(i / 6) % 6) + 1)]),
        total_bayar: roundTotal,
      };
    });

    // The requests leave 10 ms apart, so the terminations (every 150 ms while the burst
    // runs, bounded) fall before, inside and after transactions.
    let bursting = true;
    const burst = Promise.all(
      bodies.map(async (body, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * 10));
        return post(body);
      }),
    ).finally(() => {
      bursting = false;
    });
    let terminations = 0;
    for (let i = 0; i < 30 && bursting; i++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await terminateBackends();
      terminations += 1;
    }
    const answers = await burst;
    expect(terminations).toBeGreaterThan(0);
    expect(lostConnections).toBeGreaterThan(0);

    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect([409, 503], JSON.stringify(answer)).toContain(answer.status);
      expect(answer.json.status).toBe('ERROR');
      expect(answer.json.error_code).toBe(
        answer.status === 409 ? 'SEAT_TAKEN' : 'SERVICE_UNAVAILABLE',
      );
    }
    const statuses = answers.map((answer) => answer.status);
    // Some requests won, some were cut by a termination: the fault really hit the burst.
    expect(statuses).toContain(503);
    expect(statuses).toContain(200);

    // The server answers again once the terminations stop.
    let fresh: Answer | undefined;
    for (let i = 0; i < 50; i++) {
      fresh = await post({
        ...oneWay,
        tanggal_berangkat: DAY_AFTER,
        kursi: seatList(['7', '8']),
        total_bayar: pairTotal,
      }).catch(() => undefined);
      if (fresh?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(fresh?.status).toBe(200);

    const db = t.db;
    // Every occupancy row is a passenger's seat on a segment of one of its reservation's legs.
    const orphanRows = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM seat_occupancy o
      WHERE NOT EXISTS (
        SELECT 1 FROM reservation_legs l
        JOIN reservation_passengers p ON p.leg_id = l.id
        WHERE l.reservation_id = o.reservation_id AND l.schedule_id = o.schedule_id
          AND l.trip_date = o.trip_date AND p.seat_no = o.seat_no
          AND o.segment_index >= l.from_stop AND o.segment_index < l.to_stop)`.execute(db);
    expect(orphanRows.rows[0]?.n).toBe(0);
    // Every pending reservation has legs, passengers on each leg, and every seat segment held.
    const incomplete = await sql<{ code: string }>`
      SELECT r.code FROM reservations r
      WHERE r.status = 'pending' AND (
        NOT EXISTS (SELECT 1 FROM reservation_legs l WHERE l.reservation_id = r.id)
        OR EXISTS (
          SELECT 1 FROM reservation_legs l WHERE l.reservation_id = r.id
            AND NOT EXISTS (SELECT 1 FROM reservation_passengers p WHERE p.leg_id = l.id))
        OR EXISTS (
          SELECT 1 FROM reservation_legs l
          JOIN reservation_passengers p ON p.leg_id = l.id
          CROSS JOIN LATERAL generate_series(l.from_stop, l.to_stop - 1) AS s(segment)
          WHERE l.reservation_id = r.id AND NOT EXISTS (
            SELECT 1 FROM seat_occupancy o
            WHERE o.reservation_id = r.id AND o.schedule_id = l.schedule_id
              AND o.trip_date = l.trip_date AND o.seat_no = p.seat_no
              AND o.segment_index = s.segment)))`.execute(db);
    expect(incomplete.rows).toEqual([]);

    // Every booking answered 200 exists exactly once, still pending, with its seats.
    const won = answers.filter((answer) => answer.status === 200);
    const codes = won.map((answer) => answer.json.results!.reservasi_kode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      const rows = await db
        .selectFrom('reservations')
        .select(['id', 'status'])
        .where('code', '=', code)
        .execute();
      expect(rows, code).toHaveLength(1);
      expect(rows[0]!.status).toBe('pending');
      const held = await db
        .selectFrom('seat_occupancy')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('reservation_id', '=', rows[0]!.id)
        .executeTakeFirstOrThrow();
      expect(Number(held.n)).toBeGreaterThan(0);
    }
  });
});
