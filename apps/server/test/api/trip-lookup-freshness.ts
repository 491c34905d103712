import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import {
  oneWay,
  post,
  reserve,
  reserveOk,
  seats,
  serverTotal,
  TOMORROW,
} from './reservations.fixtures.js';

/**
 * A booking's trip lookup keeps the schedule row and its departure's cancellation and
 * moved time in memory (decision 0024) until the catalogue's version moves. What it must
 * never do: book from before a change. `reader` is booked on; `writer` makes the change
 * in SQL, as an operator's console would: the same app on PGlite, another server instance
 * (its own pool) on PostgreSQL. The very next booking must see it, with no clock moved.
 */

const SCHEDULE = 'XTR-01-1000';

async function scheduleId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('schedules')
    .select('id')
    .where('code', '=', SCHEDULE)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A departure cancelled meanwhile is refused at once, and sold again once restored. */
export async function cancellationRefusedAtOnce(reader: TestApp, writer: TestApp) {
  // Warms the lookup (the quote's PRICE_CHANGED answer and the booking both resolve it).
  await reserveOk(reader, oneWay({ jadwal_kode: SCHEDULE, kursi: seats('1') }));
  const id = await scheduleId(writer);

  await writer.db
    .insertInto('trip_cancellations')
    .values({ schedule_id: id, trip_date: TOMORROW })
    .execute();
  // Any total: the trip lookup refuses before the price is compared.
  const body = oneWay({ jadwal_kode: SCHEDULE, kursi: seats('2') });
  const refused = await post(reader, '/api/travel/reservasi', { ...body, total_bayar: 1 });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().error_code).toBe('SCHEDULE_UNAVAILABLE');

  await writer.db.deleteFrom('trip_cancellations').where('schedule_id', '=', id).execute();
  expect((await reserve(reader, body)).statusCode).toBe(200);
}

/** A schedule withdrawn meanwhile is refused at once, and nothing is held. */
export async function withdrawalRefusedAtOnce(reader: TestApp, writer: TestApp) {
  const body = oneWay({ jadwal_kode: SCHEDULE, kursi: seats('3') });
  const total = await serverTotal(reader, body);
  await writer.db
    .updateTable('schedules')
    .set({ is_active: false })
    .where('id', '=', await scheduleId(writer))
    .execute();
  const refused = await post(reader, '/api/travel/reservasi', { ...body, total_bayar: total });
  expect(refused.json().error_code).toBe('SCHEDULE_UNAVAILABLE');
  const held = await writer.db
    .selectFrom('seat_occupancy')
    .select('seat_no')
    .where('seat_no', '=', '3')
    .execute();
  expect(held).toEqual([]);
  await writer.db
    .updateTable('schedules')
    .set({ is_active: true })
    .where('id', '=', await scheduleId(writer))
    .execute();
}
