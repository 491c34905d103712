import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { isValidNotificationSignature } from '../../src/modules/payments/notification-signature.js';
import { freePort } from '../helpers/free-port.js';
import { createTestApp, type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  insertReservation,
  notificationsOf,
  paymentRow,
  paymentServicesFor,
  reservationRow,
  reservationWithCharge,
} from './payments-fixtures.js';

describe('payments service with the local simulator gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a charge whose view carries the VA number, the simulator page, expiry and the method instructions', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    expect(payment).toMatchObject({
      payment_kode: `${reservation.code}-1`,
      status: 'pending',
      jenis_pembayaran_kode: 'BCA_VA',
      nama_pembayaran: 'BCA Virtual Account',
      jumlah: 154000,
      kedaluwarsa: reservation.expiresAt.toISOString(),
      va_number: expect.stringMatching(/^12345\d{11}$/),
      redirect_url: `${t.config.publicBaseUrl}/simulator/pembayaran/${reservation.code}-1`,
      perlu_refund: false,
      paid_at: null,
    });
    expect(payment.instruksi.length).toBeGreaterThan(0);
    expect(payment.instruksi[0]).toEqual({
      title: 'ATM BCA',
      steps: expect.arrayContaining([expect.any(String)]),
    });
    expect(await paymentServicesFor(t).payments.latestPayment(reservation.id)).toEqual(payment);
  });

  it('numbers further charges of a reservation and cancels every pending one', async () => {
    t.clock.set(TEST_NOW);
    const { reservation } = await reservationWithCharge(t);
    const services = paymentServicesFor(t);
    const second = await services.payments.createCharge({
      reservationId: reservation.id,
      reservationCode: reservation.code,
      amount: 154000,
      methodCode: 'ALFAMART',
      expiresAt: reservation.expiresAt,
      booker: { name: 'Budi', email: 'budi@example.com', phone: '081234567890' },
    });
    expect(second).toMatchObject({
      payment_kode: `${reservation.code}-2`,
      payment_code: expect.stringMatching(/^LNT\d{11}$/),
    });
    expect((await services.payments.latestPayment(reservation.id))?.payment_kode).toBe(
      second.payment_kode,
    );

    await services.payments.cancelPendingCharges(reservation.id);
    expect((await paymentRow(t.db, `${reservation.code}-1`)).status).toBe('cancelled');
    expect((await paymentRow(t.db, `${reservation.code}-2`)).status).toBe('cancelled');
  });

  it('refuses a charge for an ended hold or an unknown method', async () => {
    t.clock.set(TEST_NOW);
    const reservation = await insertReservation(t.db, { expiresAt: new Date(TEST_NOW) });
    const charge = (methodCode: string, expiresAt: Date) =>
      paymentServicesFor(t).payments.createCharge({
        reservationId: reservation.id,
        reservationCode: reservation.code,
        amount: 154000,
        methodCode,
        expiresAt,
        booker: { name: 'Budi', email: 'budi@example.com', phone: '081234567890' },
      });
    await expect(charge('BCA_VA', reservation.expiresAt)).rejects.toMatchObject({
      code: 'RESERVATION_EXPIRED',
    });
    await expect(
      charge('NOPE', new Date(TEST_NOW.replace('01:00', '02:00'))),
    ).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
  });
});

describe('local payment simulator page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the charge, labelled as the local simulator, with Bayar and Batalkan forms and no script', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/simulator/pembayaran/${payment.payment_kode}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('Simulator Pembayaran (lokal)');
    expect(html).toContain(reservation.code);
    expect(html).toContain('Rp\u00a0154.000');
    expect(html).toContain(payment.va_number);
    expect(html).toContain('BCA Virtual Account');
    expect(html).toContain('Sabtu, 21 November 2026 08.15 WIB');
    expect(html).toContain(
      `<form method="post" action="/simulator/pembayaran/${payment.payment_kode}/bayar">`,
    );
    expect(html).toContain(`action="/simulator/pembayaran/${payment.payment_kode}/batalkan"`);
    expect(html).not.toContain('<script');
  });

  it('escapes every value it shows', async () => {
    t.clock.set(TEST_NOW);
    await t.db
      .insertInto('payment_methods')
      .values({
        code: 'EVIL_VA',
        name: '<script>alert("x")</script> & Bank',
        group_code: 'va',
        group_name: 'Transfer Virtual Account',
        fee_type: 'flat',
        fee_value: 0,
      })
      .execute();
    const { payment } = await reservationWithCharge(t, { methodCode: 'EVIL_VA' });
    const html = (
      await t.app.inject({ method: 'GET', url: `/simulator/pembayaran/${payment.payment_kode}` })
    ).body;
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Bank');
  });

  it('answers an unknown order with a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/simulator/pembayaran/LNTNOSUCH-1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Pembayaran tidak ditemukan');
  });

  it('Bayar sends our webhook a signed settlement, then sends the person back to the reservation', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(2);

    const res = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });

    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/reservasi/${reservation.code}`);
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
    const [record] = await notificationsOf(t.db, payment.payment_kode);
    expect(record?.outcome).toBe('paid');
    const body = record?.body as Record<string, string>;
    expect(body).toMatchObject({
      order_id: payment.payment_kode,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '154000.00',
      payment_type: 'bank_transfer',
      transaction_id: (await paymentRow(t.db, payment.payment_kode)).gateway_transaction_id,
      va_numbers: [{ bank: 'bca', va_number: payment.va_number }],
    });
    expect(isValidNotificationSignature(body as never, t.config.payment.serverKey)).toBe(true);

    const again = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(`/reservasi/${reservation.code}`);
  });

  it('does not take a payment after the hold ran out: the charge expires instead', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(15);
    const page = await t.app.inject({
      method: 'GET',
      url: `/simulator/pembayaran/${payment.payment_kode}`,
    });
    expect(page.body).toContain('Batas waktu pembayaran sudah lewat');
    expect(page.body).not.toContain('/bayar');

    const res = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/bayar`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Pembayaran kedaluwarsa');
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('expired');
    expect((await reservationRow(t.db, reservation.id)).paid_at).toBeNull();
    expect(await notificationsOf(t.db, payment.payment_kode)).toMatchObject([
      { transaction_status: 'expire', outcome: 'expired' },
    ]);
  });

  it('Batalkan sends a cancel notification that closes the charge', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/simulator/pembayaran/${payment.payment_kode}/batalkan`,
    });
    expect(res.statusCode).toBe(303);
    expect((await paymentRow(t.db, payment.payment_kode)).status).toBe('cancelled');
    expect((await reservationRow(t.db, reservation.id)).status).toBe('pending');
  });
});

describe('POST /api/dev/payments/:reservasi_kode/settle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes the simulator pay the newest pending charge and answers what the webhook made of it', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${reservation.code}/settle`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      results: {
        reservasi_kode: reservation.code,
        payment_kode: payment.payment_kode,
        webhook_status: 200,
        outcome: 'paid',
      },
    });
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');

    const none = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${reservation.code}/settle`,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error_code).toBe('NO_PENDING_PAYMENT');
  });

  it('answers 404 for an unknown reservation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/payments/LNTNOSUCH/settle' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('RESERVATION_NOT_FOUND');
  });

  it('pays a hold that already ran out as a late payment, flagged for refund', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    t.clock.advanceMinutes(20);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${reservation.code}/settle`,
    });
    expect(res.json().results.outcome).toBe('late');
    expect((await paymentRow(t.db, payment.payment_kode)).is_late).toBe(true);
  });

  it('sends the notification over HTTP to the public address when the server is listening', async () => {
    const port = await freePort();
    const app = await buildApp({
      config: { ...t.config, publicBaseUrl: `http://127.0.0.1:${port}` },
      database: t.database,
      clock: t.clock,
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
      t.clock.set(TEST_NOW);
      const { reservation } = await reservationWithCharge(t);
      const res = await fetch(
        `http://127.0.0.1:${port}/api/dev/payments/${reservation.code}/settle`,
        { method: 'POST' },
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { results: { outcome: string } }).results.outcome).toBe('paid');
    } finally {
      await app.close();
    }
  });

  it('is not registered when development routes are off, and the simulator page only with the simulator gateway', async () => {
    const app = await buildApp({
      config: {
        ...t.config,
        devRoutes: false,
        payment: { ...t.config.payment, gateway: 'midtrans' },
      },
      database: t.database,
      clock: t.clock,
    });
    try {
      // With client credentials, so the answer is about the route, not about who asks.
      const headers = { authorization: WEB_BASIC };
      const settle = await app.inject({
        method: 'POST',
        url: '/api/dev/payments/LNTX/settle',
        headers,
      });
      expect(settle.statusCode).toBe(404);
      expect(settle.json().error_code).toBe('ROUTE_NOT_FOUND');
      const page = await app.inject({
        method: 'GET',
        url: '/simulator/pembayaran/LNTX-1',
        headers,
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Simulator Pembayaran');
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/payments/notification',
        payload: {},
      });
      expect(webhook.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
