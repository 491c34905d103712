import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MidtransStandIn,
  startMidtransStandIn,
} from '../../src/modules/payments/gateways/midtrans-stand-in.testing.js';
import { type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  midtransEnv,
  secondCharge,
  signedNotification,
  simulatorSent,
} from './payments-fixtures.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  openStaffDesk,
  paidBooking,
  staffBearer,
  staffGet,
  staffPost,
} from './staff.fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

function webhook(t: TestApp, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/notification',
    payload: body as Record<string, unknown>,
  });
}

function detail(t: TestApp, code: string, guestToken: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/travel/detail-reservasi',
    query: { reservasi_kode: code },
    headers: { authorization: WEB_BASIC, 'x-guest-token': guestToken },
  });
}

async function reservationOf(t: TestApp, code: string) {
  return t.db
    .selectFrom('reservations')
    .select(['id', 'code', 'expires_at as expiresAt', 'refund_status'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
}

/**
 * The refund queue and its execution (issue 10, decision 0017), on the local simulator:
 * late payments, second payments and cancelled departures are owed; an admin gives each
 * back once, however often "Proses" is pressed; the ticket shows it.
 */
describe('staff refunds (simulator)', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;
  let late: { code: string; guestToken: string };
  let double: { code: string; secondOrder: string };
  let cancelled: { code: string; guestToken: string };

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());

    // Paid after the hold ran out: the seats are gone, the money is owed back.
    late = await reserveOk(t, oneWay({ kursi: seats('3') }));
    t.clock.set(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${late.code}/settle`,
    });
    expect(settled.json().results.outcome).toBe('late');
    t.clock.set(TEST_NOW);

    // Paid twice: a second charge of the same booking paid after the first.
    const booked = await reserveOk(t, oneWay({ kursi: seats('4') }));
    const row = await reservationOf(t, booked.code);
    const second = await secondCharge(t, { id: row.id, code: row.code, expiresAt: row.expiresAt });
    const key = t.config.payment.serverKey;
    for (const orderId of [`${booked.code}-1`, second.payment_kode]) {
      const { amount } = await t.db
        .selectFrom('payments')
        .select('amount')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const res = await webhook(
        t,
        await simulatorSent(t.db, signedNotification({ orderId, amount, serverKey: key })),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    double = { code: booked.code, secondOrder: second.payment_kode };

    // A departure cancelled by the operator.
    cancelled = await paidBooking(t, { jadwal_kode: 'XTR-01-1500', kursi: seats('2') });
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1500',
      tanggal: TOMORROW,
      alasan: 'Sopir sakit, tidak ada pengganti',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });
  afterAll(() => t.close());

  const queue = async (bearer: string, query: Record<string, string> = {}) => {
    const res = await staffGet(t, bearer, '/api/staff/refund', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results as Json;
  };
  const refundOf = async (code: string, reason: string) =>
    (await queue(admin)).list.find(
      (item: Json) => item.reservasi_kode === code && item.alasan === reason,
    );

  it('lists late, double and cancelled-departure refunds with amount, reason and status', async () => {
    const { list, jumlah_terbuka, total_terbuka } = await queue(admin);
    expect(list).toHaveLength(3);
    expect(list.map((item: Json) => [item.reservasi_kode, item.alasan]).sort()).toEqual(
      [
        [late.code, 'terlambat'],
        [double.code, 'ganda'],
        [cancelled.code, 'keberangkatan_dibatalkan'],
      ].sort(),
    );
    for (const item of list) {
      expect(item).toMatchObject({
        kode: expect.stringMatching(/^RF-\d+$/),
        status: 'required',
        status_label: 'Menunggu diproses',
        operator_kode: 'XTR',
        jumlah: expect.any(Number),
        pemesan: { telp: '081234567890' },
        dikembalikan_pada: null,
      });
      expect(item.jumlah).toBeGreaterThan(0);
    }
    expect(list.find((item: Json) => item.alasan === 'ganda').payment_kode).toBe(
      double.secondOrder,
    );
    expect(jumlah_terbuka).toBe(3);
    expect(total_terbuka).toBe(list.reduce((sum: number, item: Json) => sum + item.jumlah, 0));
    // The late booking's ticket already says money is owed.
    const ticket = await detail(t, late.code, late.guestToken);
    expect(ticket.json().results).toMatchObject({
      status: 'expired',
      status_refund: 'required',
      refund: [{ alasan: 'Pembayaran terlambat', status: 'required' }],
    });
  });

  it('scopes the queue: a petugas sees their operator, another operator 404, bad filters 400', async () => {
    expect((await queue(petugasXtr)).list).toHaveLength(3);
    expect((await queue(petugasBry)).list).toEqual([]);
    const other = await staffGet(t, petugasBry, '/api/staff/refund', { operator_kode: 'XTR' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error_code).toBe('NOT_FOUND');
    expect((await queue(admin, { operator_kode: 'BRY' })).list).toEqual([]);
    expect(
      (await staffGet(t, admin, '/api/staff/refund', { operator_kode: 'NOPE' })).statusCode,
    ).toBe(404);
    const bad = await staffGet(t, admin, '/api/staff/refund', { status: 'lunas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION_ERROR' });
    expect(bad.json().message).toContain('Status refund tidak dikenal');
    expect((await staffGet(t, undefined, '/api/staff/refund')).statusCode).toBe(401);
  });

  it('refuses a petugas (403 on their own operator, 404 on another) and bad codes, changing nothing', async () => {
    const item = await refundOf(late.code, 'terlambat');
    const own = await staffPost(t, petugasXtr, `/api/staff/refund/${item.kode}/proses`, {});
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toContain('admin');
    const other = await staffPost(t, petugasBry, `/api/staff/refund/${item.kode}/proses`, {});
    expect(other.statusCode).toBe(404);
    expect((await staffPost(t, admin, '/api/staff/refund/RF-999999/proses', {})).statusCode).toBe(
      404,
    );
    const bad = await staffPost(t, admin, '/api/staff/refund/ABC/proses', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('RF-');
    expect((await refundOf(late.code, 'terlambat')).status).toBe('required');
    const ledger = await t.db
      .selectFrom('simulator_transactions')
      .select('refunded_amount')
      .where('refunded_amount', '>', 0)
      .execute();
    expect(ledger).toEqual([]);
  });

  it('refunds once through the gateway under repeated clicks; the ticket and the audit show it', async () => {
    const item = await refundOf(cancelled.code, 'keberangkatan_dibatalkan');
    const url = `/api/staff/refund/${item.kode}/proses`;
    const first = await staffPost(t, admin, url, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results).toMatchObject({
      sudah_diproses: false,
      refund: { kode: item.kode, status: 'refunded', jumlah: item.jumlah },
    });
    const again = await staffPost(t, admin, url, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toMatchObject({
      sudah_diproses: true,
      refund: {
        status: 'refunded',
        dikembalikan_pada: first.json().results.refund.dikembalikan_pada,
      },
    });

    // The simulator gave the money back once: one refund key, the amount once.
    const [ledger] = await t.db
      .selectFrom('simulator_transactions')
      .select(['order_id', 'refunded_amount', 'refund_keys', 'transaction_status'])
      .where('order_id', '=', item.payment_kode)
      .execute();
    expect(ledger).toMatchObject({
      refunded_amount: item.jumlah,
      refund_keys: [expect.any(String)],
    });
    expect(ledger?.transaction_status).toBe('refund');

    const row = await t.db
      .selectFrom('refunds')
      .select(['status', 'attempts', 'processed_by'])
      .where('id', '=', Number(item.kode.slice(3)))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refunded', attempts: 1 });
    expect(row.processed_by).toEqual(expect.any(Number));
    expect((await reservationOf(t, cancelled.code)).refund_status).toBe('refunded');

    const audit = await t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('entity', '=', 'refund')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'refund.proses',
      entity_key: item.kode,
      before: { status: 'required' },
      after: expect.objectContaining({ status: 'refunded', jumlah: item.jumlah }),
    });

    const ticket = await detail(t, cancelled.code, cancelled.guestToken);
    expect(ticket.json().results).toMatchObject({
      status: 'paid',
      status_refund: 'refunded',
      refund: [
        {
          kode: item.kode,
          jumlah: item.jumlah,
          status: 'refunded',
          status_label: 'Sudah dikembalikan',
          dikembalikan_pada: expect.any(String),
        },
      ],
    });
    // Done ones go to the end of the queue.
    const { list, jumlah_terbuka } = await queue(admin);
    expect(list.at(-1).kode).toBe(item.kode);
    expect(jumlah_terbuka).toBe(2);
  });

  it('a double payment is refunded from its second charge; the booking stays paid and unflagged', async () => {
    const item = await refundOf(double.code, 'ganda');
    const res = await staffPost(t, admin, `/api/staff/refund/${item.kode}/proses`, {});
    expect(res.statusCode, res.body).toBe(200);
    const refunded = await t.db
      .selectFrom('simulator_transactions')
      .select(['order_id', 'refunded_amount'])
      .where('refunded_amount', '>', 0)
      .where('order_id', 'like', `${double.code}-%`)
      .execute();
    expect(refunded).toEqual([{ order_id: double.secondOrder, refunded_amount: item.jumlah }]);
    expect((await reservationOf(t, double.code)).refund_status).toBeNull();
  });

  it('answers REFUND_IN_PROGRESS while another click waits on the gateway; a refused refund can be tried again', async () => {
    const item = await refundOf(late.code, 'terlambat');
    const id = Number(item.kode.slice(3));
    // As if another click had just started it.
    await t.db
      .updateTable('refunds')
      .set({ status: 'processing', processing_started_at: t.clock.now() })
      .where('id', '=', id)
      .execute();
    const busy = await staffPost(t, admin, `/api/staff/refund/${item.kode}/proses`, {});
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ error_code: 'REFUND_IN_PROGRESS' });

    // Its server stopped mid-way: after two minutes it may be taken again. The simulator
    // refuses this one (its charge is not settled in the simulator's books).
    t.clock.set(new Date(Date.parse(TEST_NOW) + 3 * 60_000).toISOString());
    await t.db
      .updateTable('simulator_transactions')
      .set({ transaction_status: 'expire' })
      .where('order_id', '=', item.payment_kode)
      .execute();
    const refused = await staffPost(t, admin, `/api/staff/refund/${item.kode}/proses`, {});
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error_code: 'REFUND_FAILED' });
    expect((await refundOf(late.code, 'terlambat')).status).toBe('failed');

    await t.db
      .updateTable('simulator_transactions')
      .set({ transaction_status: 'settlement' })
      .where('order_id', '=', item.payment_kode)
      .execute();
    const retried = await staffPost(t, admin, `/api/staff/refund/${item.kode}/proses`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().results.refund).toMatchObject({ status: 'refunded', percobaan: 2 });
    const ticket = await detail(t, late.code, late.guestToken);
    expect(ticket.json().results).toMatchObject({
      status_refund: 'refunded',
      refund: [{ status: 'refunded' }],
    });
    const actions = await t.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('entity_key', '=', item.kode)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['refund.gagal', 'refund.proses']);
  });
});

/** The same execution against a Midtrans-style gateway (the local stand-in of its API). */
describe('staff refunds (Midtrans-style gateway)', () => {
  const SERVER_KEY = 'SB-Mid-server-staff-refund-test';
  let standIn: MidtransStandIn;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    standIn = await startMidtransStandIn(SERVER_KEY);
    t = await createStaffTestApp({ env: midtransEnv(standIn, SERVER_KEY) });
    admin = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('calls POST /v2/{order_id}/refund once with its refund_key, and never again for a repeated click', async () => {
    const booked = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1600', kursi: seats('1') }));
    const orderId = `${booked.code}-1`;
    const payment = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const notification = signedNotification({
      orderId,
      amount: payment.amount,
      serverKey: SERVER_KEY,
    });
    // The gateway's status API confirms the payment before the webhook settles it.
    standIn.statuses.set(orderId, { ...notification, status_message: 'Success' });
    expect((await webhook(t, notification)).json().results.outcome).toBe('paid');
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1600',
      tanggal: TOMORROW,
      alasan: 'Armada ditarik untuk perbaikan',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const kode = cancel.json().results.pemesanan[0].refund.kode as string;

    const refundCalls = () => standIn.requests.filter((req) => req.path.endsWith('/refund'));
    const first = await staffPost(t, admin, `/api/staff/refund/${kode}/proses`, {});
    expect(first.statusCode, first.body).toBe(200);
    const again = await staffPost(t, admin, `/api/staff/refund/${kode}/proses`, {});
    expect(again.json().results.sudah_diproses).toBe(true);
    expect(refundCalls()).toHaveLength(1);
    const [call] = refundCalls();
    expect(call).toMatchObject({
      method: 'POST',
      path: `/v2/${orderId}/refund`,
      authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
      body: {
        refund_key: `lintas-refund-${kode.slice(3)}`,
        amount: payment.amount,
        reason: expect.stringContaining('Keberangkatan dibatalkan'),
      },
    });
    expect(standIn.refunds.size).toBe(1);
  });

  it('leaves the refund open when the gateway fails, and the retry sends the same refund_key', async () => {
    const booked = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1700', kursi: seats('2') }));
    const orderId = `${booked.code}-1`;
    const { amount } = await t.db
      .selectFrom('payments')
      .select('amount')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const notification = signedNotification({ orderId, amount, serverKey: SERVER_KEY });
    standIn.statuses.set(orderId, { ...notification, status_message: 'Success' });
    await webhook(t, notification);
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1700',
      tanggal: TOMORROW,
      alasan: 'Armada ditarik untuk perbaikan',
    });
    const kode = cancel.json().results.pemesanan[0].refund.kode as string;

    standIn.failWith(500);
    const failed = await staffPost(t, admin, `/api/staff/refund/${kode}/proses`, {});
    standIn.reset();
    standIn.statuses.set(orderId, { ...notification, status_message: 'Success' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error_code: 'REFUND_FAILED' });
    const queue = await staffGet(t, admin, '/api/staff/refund', { status: 'failed' });
    expect(queue.json().results.list).toMatchObject([
      { kode, status: 'failed', galat_terakhir: expect.stringContaining('500') },
    ]);

    const retried = await staffPost(t, admin, `/api/staff/refund/${kode}/proses`, {});
    expect(retried.statusCode, retried.body).toBe(200);
    const keys = standIn.requests
      .filter((req) => req.path.endsWith('/refund'))
      .map((req) => (req.body as { refund_key: string }).refund_key);
    expect(keys).toEqual([`lintas-refund-${kode.slice(3)}`]);
  });
});
