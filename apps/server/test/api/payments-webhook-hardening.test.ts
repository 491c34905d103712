import type { PaymentNotification } from '@lintas/domain/payment-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MidtransStandIn,
  startMidtransStandIn,
} from '../../src/modules/payments/gateways/midtrans-stand-in.testing.js';
import { isValidNotificationSignature } from '../../src/modules/payments/notification-signature.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import {
  midtransEnv,
  notificationsOf,
  paymentRow,
  paymentServicesFor,
  reservationRow,
  reservationWithCharge,
  signedNotification,
  simulatorSent,
} from './payments-fixtures.js';

/**
 * The webhook against a sender without the server key (issue 7, item 2: forged
 * notifications must not fill the disk) and against replays of genuine notifications
 * under another status (item 4: the signature does not cover transaction_status).
 */

const post = (t: TestApp, body: unknown, remoteAddress = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/notification',
    payload: body as object,
    remoteAddress,
  });

function refusedRows(t: TestApp) {
  return t.db
    .selectFrom('payment_notifications')
    .select(['order_id', 'transaction_id', 'outcome', 'body'])
    .where('outcome', 'in', ['invalid_signature', 'unconfirmed'])
    .orderBy('id')
    .execute();
}

describe('forged notifications cannot fill the disk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { WEBHOOK_REJECTED_KEEP: '10', WEBHOOK_INVALID_RATE_LIMIT_PER_MINUTE: '5' },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.set(TEST_NOW);
    await t.db.deleteFrom('payment_notifications').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  /** A 70 KB body with a signature made without our key. */
  const forged = (i: number) =>
    signedNotification(
      { orderId: `LNTFORGED-${i}`, amount: 154000, serverKey: 'not-our-key' },
      { padding: 'x'.repeat(70_000), nested: { more: 'y'.repeat(500) } },
    );

  it('keeps only the known fields of a refused notification, a digest and the sender', async () => {
    const body = forged(1);
    const res = await post(t, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'INVALID_SIGNATURE' });

    const [row] = await refusedRows(t);
    expect(row?.transaction_id).toMatch(/^unverified:/);
    expect(row?.body).toEqual({
      order_id: 'LNTFORGED-1',
      transaction_id: 'tx-LNTFORGED-1',
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '154000.00',
      signature_key: body.signature_key,
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      transaction_time: '2026-11-21 08:01:00',
      other_fields: 2,
      body_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      client_address: '203.0.113.7',
    });
    expect(JSON.stringify(row?.body).length).toBeLessThan(1024);
  });

  it('keeps at most WEBHOOK_REJECTED_KEEP refused notifications, the newest', async () => {
    // From many addresses, so the per-address limit does not stop them first.
    for (let i = 0; i < 25; i++) {
      expect((await post(t, forged(i), `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const rows = await refusedRows(t);
    expect(rows.map((row) => row.order_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `LNTFORGED-${i + 15}`),
    );
    const stored = rows.reduce((sum, row) => sum + JSON.stringify(row.body).length, 0);
    expect(stored).toBeLessThan(10 * 1024);
  });

  it('answers 429 RATE_LIMITED with Retry-After to an address past its limit, and stores nothing more', async () => {
    for (let i = 0; i < 5; i++) expect((await post(t, forged(i))).statusCode).toBe(401);

    const limited = await post(t, forged(5));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: 'ERROR',
      error_code: 'RATE_LIMITED',
      message: expect.stringMatching(/coba lagi/i),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await refusedRows(t)).toHaveLength(5);

    // Another address is not punished, and the gateway's genuine notifications still
    // pass from the limited address (only refused ones are counted).
    expect((await post(t, forged(6), '192.0.2.1')).statusCode).toBe(401);
    const { reservation, payment } = await reservationWithCharge(t);
    const genuine = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: t.config.payment.serverKey,
      }),
    );
    const paid = await post(t, genuine);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().results.outcome).toBe('paid');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });
});

describe('a status the signature does not cover is not believed', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = t.config.payment.serverKey;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('refuses a genuine signed pending notification replayed as settlement', async () => {
    const { reservation, payment } = await reservationWithCharge(t);
    const pending = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: key,
      status: 'pending',
      statusCode: '201',
    });
    expect((await post(t, pending)).json().results.outcome).toBe('ignored');

    const replayed: PaymentNotification = { ...pending, transaction_status: 'settlement' };
    expect(isValidNotificationSignature(replayed, key)).toBe(true);
    const res = await post(t, replayed);

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'INVALID_SIGNATURE' });
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
    expect(await notificationsOf(t.db, payment.payment_kode)).toMatchObject([
      { transaction_status: 'pending', outcome: 'ignored' },
      { transaction_status: 'settlement', outcome: 'invalid_signature' },
    ]);

    // The replay took nothing from the genuine payment that follows.
    const settle = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${reservation.code}/settle`,
    });
    expect(settle.json().results.outcome).toBe('paid');
  });

  it('refuses other relabellings: an expiry (202) as settlement, a challenged capture (201) as accepted', async () => {
    const { payment } = await reservationWithCharge(t);
    const expire = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: key,
      status: 'expire',
      statusCode: '202',
    });
    expect((await post(t, { ...expire, transaction_status: 'settlement' })).statusCode).toBe(401);
    expect((await post(t, { ...expire, transaction_status: 'capture' })).statusCode).toBe(401);

    const challenged = signedNotification(
      {
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
        status: 'capture',
        statusCode: '201',
      },
      { fraud_status: 'challenge' },
    );
    expect((await post(t, challenged)).json().results.outcome).toBe('ignored');
    // fraud_status and transaction_id are not signed either: with "accept" (and a new
    // transaction id, past the de-duplication) a 201 capture still does not pay.
    const accepted = await post(t, {
      ...challenged,
      fraud_status: 'accept',
      transaction_id: 'tx-relabelled',
    });
    expect(accepted.json().results.outcome).toBe('ignored');
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
  });

  it('settles only when the gateway status API confirms the payment', async () => {
    const { reservation, payment } = await reservationWithCharge(t);
    // Correctly signed, but the simulator never reported this charge paid.
    const unconfirmed = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: key,
      transactionId: (await paymentRow(t.db, payment.payment_kode)).gateway_transaction_id!,
    });
    const res = await post(t, unconfirmed);

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'PAYMENT_UNCONFIRMED' });
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
    const [record] = await notificationsOf(t.db, payment.payment_kode);
    expect(record).toMatchObject({ outcome: 'unconfirmed', transaction_status: 'settlement' });
    expect(record?.transaction_id).toMatch(/^unconfirmed:/);

    // The simulator pays it: the same transaction's settlement is applied, not a repeat.
    const settle = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${reservation.code}/settle`,
    });
    expect(settle.json().results.outcome).toBe('paid');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });

  it('has the simulator sign each status with its own code and answer it on its status API', async () => {
    const { reservation, payment } = await reservationWithCharge(t);
    const gateway = paymentServicesFor(t).gateway;
    expect(await gateway.getStatus(payment.payment_kode)).toMatchObject({
      transactionStatus: 'pending',
      statusCode: '201',
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/batalkan`,
    });
    expect(res.statusCode).toBe(303);
    const [record] = await notificationsOf(t.db, payment.payment_kode);
    expect(record).toMatchObject({ transaction_status: 'cancel', outcome: 'cancelled' });
    const body = record?.body as PaymentNotification;
    expect(body.status_code).toBe('202');
    expect(isValidNotificationSignature(body, key)).toBe(true);
    expect(await gateway.getStatus(payment.payment_kode)).toMatchObject({
      transactionStatus: 'cancel',
      statusCode: '202',
    });
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
  });
});

describe('payment confirmation with the Midtrans gateway', () => {
  const SERVER_KEY = 'SB-Mid-server-hardening-test';
  let standIn: MidtransStandIn;
  let t: TestApp;
  beforeAll(async () => {
    standIn = await startMidtransStandIn(SERVER_KEY);
    t = await createTestApp({ env: midtransEnv(standIn, SERVER_KEY) });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => {
    t.clock.set(TEST_NOW);
    standIn.reset();
  });

  it('asks the status API before settling: pending there is refused, settlement there is paid', async () => {
    const { reservation, payment } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    const notification = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: SERVER_KEY,
    });
    standIn.statuses.set(payment.payment_kode, {
      ...notification,
      transaction_status: 'pending',
      status_code: '201',
    });

    const early = await post(t, notification);
    expect(early.statusCode).toBe(409);
    expect(early.json().error_code).toBe('PAYMENT_UNCONFIRMED');
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /v2/${payment.payment_kode}/status`,
    );
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');

    // The gateway retries once the payment is really there.
    standIn.statuses.set(payment.payment_kode, { ...notification, status_code: '200' });
    const retried = await post(t, notification);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().results.outcome).toBe('paid');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });

  it('refuses a settlement whose amount the gateway reports differently', async () => {
    const { payment } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    const notification = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: SERVER_KEY,
    });
    standIn.statuses.set(payment.payment_kode, { ...notification, gross_amount: '1000.00' });
    expect((await post(t, notification)).statusCode).toBe(409);
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
  });

  it('answers 502 and records nothing when the gateway cannot be asked, so the gateway retries', async () => {
    const { payment } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    standIn.failWith(503);
    const res = await post(
      t,
      signedNotification({ orderId: payment.payment_kode, amount: 154000, serverKey: SERVER_KEY }),
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'PAYMENT_FAILED' });
    expect(await notificationsOf(t.db, payment.payment_kode)).toEqual([]);
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
  });
});
