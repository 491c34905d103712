import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type MidtransStandIn,
  startMidtransStandIn,
} from '../../src/modules/payments/gateways/midtrans-stand-in.testing.js';
import { createTestApp, type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  insertCustomerWithToken,
  midtransEnv,
  notificationsOf,
  paymentRow,
  paymentServicesFor,
  recordingLogger,
  reservationWithCharge,
  signedNotification,
  simulatorSent,
} from './payments-fixtures.js';

const check = (
  t: TestApp,
  query: string,
  headers: Record<string, string> = { authorization: WEB_BASIC },
) => t.app.inject({ method: 'GET', url: `/api/travel/check-pembayaran?${query}`, headers });

describe('GET /api/travel/check-pembayaran', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

  it('answers the browser holding the guest token, in the header or the query', async () => {
    const { reservation, payment } = await reservationWithCharge(t);
    const byHeader = await check(t, `reservasi_kode=${reservation.code}`, {
      authorization: WEB_BASIC,
      'x-guest-token': reservation.guestToken,
    });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toEqual({
      status: 'OK',
      results: {
        reservasi_kode: reservation.code,
        status: 'pending',
        status_pembayaran: 'pending',
        paid_at: null,
        expired_time: reservation.expiresAt.toISOString(),
        pembayaran: payment,
      },
    });
    const byQuery = await check(
      t,
      `reservasi_kode=${reservation.code}&guest_token=${reservation.guestToken}`,
    );
    expect(byQuery.statusCode).toBe(200);
  });

  it('answers 404, not 403, to anyone who merely knows the code', async () => {
    const { reservation } = await reservationWithCharge(t);
    const attempts: Array<Record<string, string>> = [
      { authorization: WEB_BASIC },
      { authorization: WEB_BASIC, 'x-guest-token': 'wrong-token' },
    ];
    for (const headers of attempts) {
      const res = await check(t, `reservasi_kode=${reservation.code}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'RESERVATION_NOT_FOUND' });
    }
    const unknown = await check(
      t,
      `reservasi_kode=LNTNOSUCH&guest_token=${reservation.guestToken}`,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the owning customer by bearer token, and 404 to another customer', async () => {
    const owner = await insertCustomerWithToken(t, 'owner@example.com');
    const stranger = await insertCustomerWithToken(t, 'stranger@example.com');
    const { reservation } = await reservationWithCharge(t, { customerId: owner.id });
    expect(
      (await check(t, `reservasi_kode=${reservation.code}`, { authorization: owner.bearer }))
        .statusCode,
    ).toBe(200);
    expect(
      (await check(t, `reservasi_kode=${reservation.code}`, { authorization: stranger.bearer }))
        .statusCode,
    ).toBe(404);
  });

  it('needs client credentials or a bearer token', async () => {
    const { reservation } = await reservationWithCharge(t);
    const res = await check(t, `reservasi_kode=${reservation.code}`, {
      'x-guest-token': reservation.guestToken,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers a named charge of the reservation, and 404 for another reservation’s charge', async () => {
    const mine = await reservationWithCharge(t);
    const theirs = await reservationWithCharge(t);
    const headers = { authorization: WEB_BASIC, 'x-guest-token': mine.reservation.guestToken };
    const named = await check(
      t,
      `reservasi_kode=${mine.reservation.code}&payment_kode=${mine.payment.payment_kode}`,
      headers,
    );
    expect(named.json().results.pembayaran.payment_kode).toBe(mine.payment.payment_kode);
    const foreign = await check(
      t,
      `reservasi_kode=${mine.reservation.code}&payment_kode=${theirs.payment.payment_kode}`,
      headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_code).toBe('PAYMENT_NOT_FOUND');
  });

  it('shows a paid reservation once the notification has arrived', async () => {
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(4);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: await simulatorSent(
        t.db,
        signedNotification({
          orderId: payment.payment_kode,
          amount: 154000,
          serverKey: t.config.payment.serverKey,
        }),
      ),
    });
    const res = await check(t, `reservasi_kode=${reservation.code}`, {
      authorization: WEB_BASIC,
      'x-guest-token': reservation.guestToken,
    });
    expect(res.json().results).toMatchObject({
      status: 'paid',
      status_pembayaran: 'paid',
      paid_at: t.clock.now().toISOString(),
      pembayaran: { status: 'paid', paid_at: t.clock.now().toISOString(), perlu_refund: false },
    });
  });

  it('reads an unpaid reservation past its hold as expired', async () => {
    const { reservation } = await reservationWithCharge(t);
    t.clock.advanceMinutes(15);
    const res = await check(t, `reservasi_kode=${reservation.code}`, {
      authorization: WEB_BASIC,
      'x-guest-token': reservation.guestToken,
    });
    expect(res.json().results).toMatchObject({ status: 'expired', status_pembayaran: 'expired' });
  });

  it('rejects malformed codes with a 400 envelope', async () => {
    const res = await check(t, `reservasi_kode=${encodeURIComponent("x' OR 1=1 --")}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('VALIDATION_ERROR');
    expect((await check(t, '')).statusCode).toBe(400);
  });
});

describe('check-pembayaran with the Midtrans gateway', () => {
  const SERVER_KEY = 'SB-Mid-server-check-test';
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

  it('recovers a settlement whose notification never arrived, and treats the late webhook as a repeat', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    expect(payment).toMatchObject({ va_number: '1234500000000001', redirect_url: null });
    const headers = { authorization: WEB_BASIC, 'x-guest-token': reservation.guestToken };
    const query = `reservasi_kode=${reservation.code}`;

    // Still pending at the gateway: nothing changes.
    expect((await check(t, query, headers)).json().results.status_pembayaran).toBe('pending');

    const notification = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: SERVER_KEY,
      transactionId: `tx-${payment.payment_kode}`,
    });
    standIn.statuses.set(payment.payment_kode, {
      ...notification,
      status_message: 'Success, transaction is found',
    });
    t.clock.advanceMinutes(3);

    const res = await check(t, query, headers);
    expect(res.json().results).toMatchObject({ status: 'paid', status_pembayaran: 'paid' });
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('paid');

    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      payload: notification,
    });
    expect(webhook.json().results.outcome).toBe('duplicate');
    expect(await notificationsOf(t.db, payment.payment_kode)).toHaveLength(1);
  });

  it('marks a charge the gateway refused as failed and answers PAYMENT_FAILED', async () => {
    t.clock.set(TEST_NOW);
    standIn.failWith(500);
    try {
      await expect(reservationWithCharge(t, { methodCode: 'BNI_VA' })).rejects.toMatchObject({
        code: 'PAYMENT_FAILED',
      });
      const [row] = await t.db
        .selectFrom('payments')
        .select('status')
        .orderBy('id', 'desc')
        .limit(1)
        .execute();
      expect(row?.status).toBe('failed');
    } finally {
      standIn.reset();
    }
  });

  it('cancels pending charges here even when the gateway cannot cancel them, and logs that', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    const logger = recordingLogger();
    standIn.failWith(200, { status_code: '412', status_message: 'cannot modify' });
    try {
      await paymentServicesFor(t, { logger }).payments.cancelPendingCharges(reservation.id);
    } finally {
      standIn.reset();
    }
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('cancelled');
    expect(logger.warnings).toEqual(['payment gateway did not cancel a charge']);
  });

  it('still answers from our own data when the gateway cannot be asked', async () => {
    t.clock.set(TEST_NOW);
    const { reservation } = await reservationWithCharge(t, { methodCode: 'BNI_VA' });
    standIn.failWith(503);
    try {
      const res = await check(t, `reservasi_kode=${reservation.code}`, {
        authorization: WEB_BASIC,
        'x-guest-token': reservation.guestToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().results.status_pembayaran).toBe('pending');
    } finally {
      standIn.reset();
    }
  });
});
