import type { PaymentNotification } from '@lintas/domain/payment-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  notificationsOf,
  paymentRow,
  reservationRow,
  reservationWithCharge,
  secondCharge,
  signedNotification,
  simulatorSent,
} from './payments-fixtures.js';

describe('POST /api/payments/notification (gateway webhook)', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = t.config.payment.serverKey;
  });
  afterAll(() => t.close());

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notification', payload: body as object });

  it('settles the charge and pays the reservation on a correctly signed settlement, without client credentials', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(3);

    const res = await post(
      await simulatorSent(
        t.db,
        signedNotification({ orderId: payment.payment_kode, amount: 154000, serverKey: key }),
      ),
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      results: { order_id: payment.payment_kode, outcome: 'paid' },
    });
    expect(await paymentRow(t.db, payment.payment_kode)).toMatchObject({
      status: 'paid',
      paid_at: t.clock.now(),
      is_late: false,
      gateway_transaction_id: `tx-${payment.payment_kode}`,
    });
    expect(await reservationRow(t.db, reservation.id)).toEqual({
      status: 'paid',
      paid_at: t.clock.now(),
      refund_status: null,
    });
    expect(await notificationsOf(t.db, payment.payment_kode)).toMatchObject([
      { transaction_status: 'settlement', outcome: 'paid' },
    ]);
  });

  it('treats the same notification twice as a repeat that changes nothing', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const notification = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
      }),
    );
    await post(notification);
    const paidAt = t.clock.now();
    t.clock.advanceMinutes(5);

    const again = await post(notification);

    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual({ order_id: payment.payment_kode, outcome: 'duplicate' });
    expect((await paymentRow(t.db, payment.payment_kode)).paid_at).toEqual(paidAt);
    expect((await reservationRow(t.db, reservation.id)).paid_at).toEqual(paidAt);
    expect(await notificationsOf(t.db, payment.payment_kode)).toHaveLength(1);
  });

  it('applies one of two identical notifications arriving together', async () => {
    t.clock.set(TEST_NOW);
    const { payment } = await reservationWithCharge(t);
    const notification = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
      }),
    );
    const answers = await Promise.all([post(notification), post(notification), post(notification)]);
    const outcomes = answers.map((res) => res.json().results.outcome).sort();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'paid']);
  });

  it('refuses a tampered notification with 401, records it, and still accepts the genuine one afterwards', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const genuine = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
      }),
    );
    const tampered: PaymentNotification = { ...genuine, gross_amount: '1000.00' };

    const res = await post(tampered);

    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'INVALID_SIGNATURE' });
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
    const [record] = await notificationsOf(t.db, payment.payment_kode);
    expect(record).toMatchObject({
      outcome: 'invalid_signature',
      transaction_status: 'settlement',
    });
    expect(record?.body).toMatchObject({
      gross_amount: '1000.00',
      transaction_id: genuine.transaction_id,
    });

    expect((await post(genuine)).json().results.outcome).toBe('paid');
  });

  it('refuses a notification signed with another server key', async () => {
    t.clock.set(TEST_NOW);
    const { payment } = await reservationWithCharge(t);
    const forged = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: 'someone-elses-key',
    });
    const res = await post(forged);
    expect(res.statusCode).toBe(401);
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
  });

  it('refuses a signed notification whose amount differs from the charge, and records it', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const res = await post(
      signedNotification({ orderId: payment.payment_kode, amount: 1000, serverKey: key }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
    expect(await notificationsOf(t.db, payment.payment_kode)).toMatchObject([
      { outcome: 'amount_mismatch' },
    ]);
  });

  it('answers 404 for an order we never charged, and records it', async () => {
    const res = await post(
      signedNotification({ orderId: 'LNTNOSUCH-1', amount: 154000, serverKey: key }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('PAYMENT_NOT_FOUND');
    expect(await notificationsOf(t.db, 'LNTNOSUCH-1')).toMatchObject([
      { outcome: 'unknown_order' },
    ]);
  });

  it('flags a payment after the hold ran out for refund, and never makes the reservation paid', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(16);

    const res = await post(
      await simulatorSent(
        t.db,
        signedNotification({ orderId: payment.payment_kode, amount: 154000, serverKey: key }),
      ),
    );

    expect(res.statusCode).toBe(200);
    expect(res.json().results.outcome).toBe('late');
    expect(await paymentRow(t.db, payment.payment_kode)).toMatchObject({
      status: 'paid',
      is_late: true,
    });
    expect(await reservationRow(t.db, reservation.id)).toEqual({
      status: 'expired',
      paid_at: null,
      refund_status: 'required',
    });
  });

  it('flags a second charge paid for an already paid reservation for refund', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment: first } = await reservationWithCharge(t);
    // A second charge for the same reservation, both left payable.
    const second = await secondCharge(t, reservation);
    expect(second.payment_kode).toBe(`${reservation.code}-2`);

    await post(
      await simulatorSent(
        t.db,
        signedNotification({ orderId: first.payment_kode, amount: 154000, serverKey: key }),
      ),
    );
    const res = await post(
      await simulatorSent(
        t.db,
        signedNotification({ orderId: second.payment_kode, amount: 154000, serverKey: key }),
      ),
    );

    expect(res.json().results.outcome).toBe('double_payment');
    expect(await paymentRow(t.db, second.payment_kode)).toMatchObject({
      status: 'paid',
      is_late: true,
    });
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });

  it('pays once when a card charge notifies capture and then settlement', async () => {
    t.clock.set(TEST_NOW);
    const { payment } = await reservationWithCharge(t);
    const capture = await post(
      await simulatorSent(
        t.db,
        signedNotification({
          orderId: payment.payment_kode,
          amount: 154000,
          serverKey: key,
          status: 'capture',
        }),
      ),
    );
    const settlement = await post(
      signedNotification({ orderId: payment.payment_kode, amount: 154000, serverKey: key }),
    );
    expect(capture.json().results.outcome).toBe('paid');
    expect(settlement.json().results.outcome).toBe('already_paid');
  });

  it('does not pay a capture held for fraud review', async () => {
    t.clock.set(TEST_NOW);
    const { payment } = await reservationWithCharge(t);
    const res = await post(
      signedNotification(
        { orderId: payment.payment_kode, amount: 154000, serverKey: key, status: 'capture' },
        { fraud_status: 'challenge' },
      ),
    );
    expect(res.json().results.outcome).toBe('ignored');
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('pending');
  });

  it('closes a pending charge on expire and cancel, leaving the reservation to its own hold', async () => {
    t.clock.set(TEST_NOW);
    const expiring = await reservationWithCharge(t);
    const cancelling = await reservationWithCharge(t);
    const expire = await post(
      signedNotification({
        orderId: expiring.payment.payment_kode,
        amount: 154000,
        serverKey: key,
        status: 'expire',
        statusCode: '202',
      }),
    );
    const cancel = await post(
      signedNotification({
        orderId: cancelling.payment.payment_kode,
        amount: 154000,
        serverKey: key,
        status: 'cancel',
      }),
    );
    expect(expire.json().results.outcome).toBe('expired');
    expect(cancel.json().results.outcome).toBe('cancelled');
    expect((await paymentRow(t.db, expiring.payment.payment_kode)).status).toBe('expired');
    expect((await paymentRow(t.db, cancelling.payment.payment_kode)).status).toBe('cancelled');
    expect((await reservationRow(t.db, expiring.reservation.id)).status).toBe('pending');
  });

  it('keeps a paid charge paid when an expire notification arrives after it', async () => {
    t.clock.set(TEST_NOW);
    const { payment } = await reservationWithCharge(t);
    await post(
      await simulatorSent(
        t.db,
        signedNotification({ orderId: payment.payment_kode, amount: 154000, serverKey: key }),
      ),
    );
    const res = await post(
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
        status: 'expire',
        statusCode: '202',
      }),
    );
    expect(res.json().results.outcome).toBe('ignored');
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('paid');
  });

  it('is described in the OpenAPI document, beside check-pembayaran and the dev settle route', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: WEB_BASIC },
    });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/payments/notification',
        '/api/travel/check-pembayaran',
        '/api/dev/payments/{reservasi_kode}/settle',
      ]),
    );
    expect(paths.some((path) => path.startsWith('/simulator'))).toBe(false);
  });

  it('answers a body without the signed fields with a 400 envelope', async () => {
    const res = await post({ order_id: 'LNTX-1', transaction_status: 'settlement' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
  });
});
