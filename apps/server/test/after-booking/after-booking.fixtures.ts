import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import {
  get,
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from '../api/reservations.fixtures.js';

/**
 * What the after-booking suites (paid cancellation, reschedule, departure status) share:
 * a paid booking, its ticket, its refunds, the seats taken on an XTR departure.
 */

export const CANCEL = '/api/travel/batal-reservasi';
const MOVE = '/api/travel/ubah-jadwal';

type Booked = Awaited<ReturnType<typeof reserveOk>>;

/** Pays `booked` in the payment simulator, as a booker does (the gateway's redirect back). */
async function payInSimulator(t: TestApp, booked: Booked): Promise<void> {
  const payment = booked.json.results.pembayaran as { payment_kode: string };
  const pay = await t.app.inject({
    method: 'POST',
    url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
  });
  expect(pay.statusCode).toBe(303);
}

/** Confirms `code`'s payment through the development endpoint. */
export async function settle(t: TestApp, code: string): Promise<void> {
  const settled = await t.app.inject({
    method: 'POST',
    url: `/api/dev/payments/${code}/settle`,
  });
  expect(settled.statusCode, settled.body).toBe(200);
}

/**
 * A one-way XTR booking (`oneWay(fields)`), paid: in the simulator, or settled through the
 * development endpoint. Answers the booking with its total.
 */
export async function paidBooking(
  t: TestApp,
  fields: Record<string, unknown>,
  { pay, headers = {} }: { pay: 'simulator' | 'settle'; headers?: Record<string, string> },
) {
  const booked = await reserveOk(t, oneWay(fields), headers);
  if (pay === 'simulator') await payInSimulator(t, booked);
  else await settle(t, booked.code);
  return { ...booked, total: booked.json.results.total as number };
}

/** A one-way XTR booking on `jadwal` on `tanggal`, on `seatNos`, settled. */
export const settledBooking = (t: TestApp, jadwal: string, tanggal: string, ...seatNos: string[]) =>
  paidBooking(
    t,
    { jadwal_kode: jadwal, tanggal_berangkat: tanggal, kursi: seats(...seatNos) },
    { pay: 'settle' },
  );

/** The booker's cancel request (a quote, or with `konfirmasi` the cancellation). */
export const cancel = (
  t: TestApp,
  code: string,
  token: string,
  body: Record<string, unknown> = {},
) => post(t, CANCEL, { reservasi_kode: code, ...body }, { 'x-guest-token': token });

/** The booker's move request (a quote, or with `konfirmasi` the move). */
export const move = (t: TestApp, code: string, token: string, body: Record<string, unknown>) =>
  post(t, MOVE, { reservasi_kode: code, ...body }, { 'x-guest-token': token });

/** The ticket as its guest sees it (detail-reservasi). */
export async function ticket(t: TestApp, code: string, token: string) {
  const res = await get(
    t,
    '/api/travel/detail-reservasi',
    { reservasi_kode: code },
    { 'x-guest-token': token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

/** The refunds owed or given on booking `code`, oldest first. */
export const refundsOf = (t: TestApp, code: string) =>
  t.db
    .selectFrom('refunds')
    .innerJoin('reservations', 'reservations.id', 'refunds.reservation_id')
    .select(['refunds.amount', 'refunds.status', 'refunds.reason'])
    .where('reservations.code', '=', code)
    .orderBy('refunds.id')
    .execute();

/** The seats the seat map shows taken on XTR's `jadwal` on `tanggal`. */
export const taken = async (t: TestApp, jadwal: string, tanggal = TOMORROW) =>
  takenSeats(
    await seatMap(t, { operator_kode: 'XTR', jadwal_kode: jadwal, tanggal_berangkat: tanggal }),
  );

/** An error answer: its HTTP status, error_code and (when given) its message. */
export function expectError(
  res: { statusCode: number; body: string; json(): { message?: string } },
  status: number,
  code: string,
  message?: RegExp,
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ status: 'ERROR', error_code: code });
  if (message) expect(res.json().message).toMatch(message);
}

/** The newest outbox message's id (0 when none), to read what a step queued after it. */
export async function lastOutboxId(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('outbound_messages')
    .select(sql<number>`coalesce(max(id), 0)::int`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many reservations the database holds. */
export const reservationCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
