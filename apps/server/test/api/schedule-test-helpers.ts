import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.js';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { createTestApp, WEB_BASIC } from '../helpers/test-app.js';

/** GET /api/travel/<path> with the web client's credentials; answers status and body. */
export async function travelGet(t: TestApp, path: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/travel/${path}`,
    headers: { authorization: WEB_BASIC },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the wire JSON freely
  return { status: res.statusCode, body: res.json() as any };
}

/**
 * A paid reservation row (Budi Santoso, BCA VA, Rp 1) with no legs or seats yet: the
 * caller adds those, in its own transaction when `db` is one.
 */
export function insertPaidReservation(db: Kysely<DB>, code: string) {
  return db
    .insertInto('reservations')
    .values({
      code,
      status: 'paid',
      guest_secret_hash: 'test',
      booker_name: 'Budi Santoso',
      booker_phone: '081234567890',
      booker_email: 'budi@example.com',
      payment_method_code: 'BCA_VA',
      fare_total: 1,
      total: 1,
      price_lines: '[]',
      expires_at: '2026-11-21T01:15:00Z',
      paid_at: '2026-11-21T00:30:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Marks seats of a trip as sold (a paid reservation), on the given route segments. */
export async function sellSeats(
  t: TestApp,
  scheduleCode: string,
  tripDate: string,
  seats: string[],
  segments: number[] = [0],
) {
  const schedule = await t.db
    .selectFrom('schedules')
    .select('id')
    .where('code', '=', scheduleCode)
    .executeTakeFirstOrThrow();
  const reservation = await insertPaidReservation(
    t.db,
    `T${scheduleCode.replaceAll('-', '')}${seats.join('')}`.slice(0, 30),
  );
  await t.db
    .insertInto('seat_occupancy')
    .values(
      seats.flatMap((seat_no) =>
        segments.map((segment_index) => ({
          schedule_id: schedule.id,
          trip_date: tripDate,
          seat_no,
          segment_index,
          reservation_id: reservation.id,
        })),
      ),
    )
    .execute();
}

/**
 * The demo app the schedule endpoint tests share: ten seats of ARK-01-1200 on 2026-11-22
 * sold (seats 1-10).
 */
export async function createSchedulesApp(): Promise<TestApp> {
  const t = await createTestApp();
  await sellSeats(
    t,
    'ARK-01-1200',
    '2026-11-22',
    Array.from({ length: 10 }, (_, i) => String(i + 1)),
  );
  return t;
}

/** travelGet on the app `app()` answers, and the error-envelope check the tests use. */
export function scheduleCalls(app: () => TestApp) {
  const get = (path: string) => travelGet(app(), path);
  const expectError = async (path: string, status: number, code: string) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 'ERROR', error_code: code });
  };
  return { get, expectError };
}

export const BDG_JKT = 'asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city';
