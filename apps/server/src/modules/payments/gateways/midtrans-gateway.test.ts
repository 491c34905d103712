import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../../http/app-error.js';
import { MidtransGateway } from './midtrans-gateway.js';
import { type MidtransStandIn, startMidtransStandIn } from './midtrans-stand-in.testing.js';
import type { ChargeRequest, PaymentMethodRef } from './payment-gateway.js';

const SERVER_KEY = 'SB-Mid-server-test-key';
const NOW = new Date('2026-11-21T01:00:00.000Z');

function charge(method: PaymentMethodRef, overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    orderId: 'LNTABC123-1',
    amount: 154000,
    method,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    now: NOW,
    booker: { name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' },
    description: 'Tiket Lintas LNTABC123',
    ...overrides,
  };
}

const BCA: PaymentMethodRef = { code: 'BCA_VA', name: 'BCA Virtual Account', groupCode: 'va' };

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(isAppError(error)).toBe(true);
  return error as { code: string };
}

describe('MidtransGateway against a local stand-in of the Core API', () => {
  let standIn: MidtransStandIn;
  let gateway: MidtransGateway;
  beforeAll(async () => {
    standIn = await startMidtransStandIn(SERVER_KEY);
    gateway = new MidtransGateway({
      apiBaseUrl: standIn.baseUrl,
      serverKey: SERVER_KEY,
      timeoutMs: 500,
    });
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());

  it('charges a bank VA with Basic auth of the server key and an expiry ending with the hold', async () => {
    const result = await gateway.createCharge(charge(BCA));
    expect(result).toEqual({
      transactionId: 'tx-LNTABC123-1',
      details: { va_number: '1234500000000001', bank: 'bca' },
    });
    const [request] = standIn.requests;
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
    );
    expect(request?.body).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: 'LNTABC123-1', gross_amount: 154000 },
      customer_details: {
        first_name: 'Budi Santoso',
        email: 'budi@example.com',
        phone: '081234567890',
      },
      // 01:00 UTC is 08:00 WIB; 15 minutes to the end of the hold.
      custom_expiry: {
        order_time: '2026-11-21 08:00:00 +0700',
        expiry_duration: 900,
        unit: 'second',
      },
    });
  });

  it('maps each method group to its Midtrans payment type', async () => {
    const cases: Array<[PaymentMethodRef, Record<string, unknown>, Record<string, unknown>]> = [
      [
        { code: 'MANDIRI_VA', name: 'Mandiri', groupCode: 'va' },
        { payment_type: 'echannel' },
        { payment_code: '990000000001', biller_code: '70012' },
      ],
      [
        { code: 'PERMATA_VA', name: 'Permata', groupCode: 'va' },
        { bank_transfer: { bank: 'permata' } },
        { va_number: '8778000000000001', bank: 'permata' },
      ],
      [
        { code: 'GOPAY', name: 'GoPay', groupCode: 'ewallet' },
        { payment_type: 'gopay' },
        { redirect_url: 'gojek://gopay/merchanttransfer?tref=1' },
      ],
      [
        { code: 'OVO', name: 'OVO', groupCode: 'ewallet' },
        { payment_type: 'qris' },
        { qr_string: '00020101021226620014COM.GO-JEK.WWW' },
      ],
      [
        { code: 'QRIS', name: 'QRIS', groupCode: 'qris' },
        { payment_type: 'qris' },
        { qr_string: '00020101021226620014COM.GO-JEK.WWW' },
      ],
      [
        { code: 'INDOMARET', name: 'Indomaret', groupCode: 'retail' },
        { payment_type: 'cstore', cstore: { store: 'indomaret' } },
        { payment_code: '010811223344' },
      ],
    ];
    for (const [method, body, details] of cases) {
      standIn.requests.length = 0;
      const result = await gateway.createCharge(charge(method));
      expect(standIn.requests[0]?.body, method.code).toMatchObject(body);
      expect(result.details, method.code).toEqual(details);
    }
  });

  it('refuses a charge whose hold has already ended, without calling the gateway', async () => {
    const error = await failureOf(gateway.createCharge(charge(BCA, { expiresAt: NOW })));
    expect(error.code).toBe('RESERVATION_EXPIRED');
    expect(standIn.requests).toHaveLength(0);
  });

  it('turns a wrong server key (HTTP 401) into PAYMENT_FAILED', async () => {
    const wrongKey = new MidtransGateway({ apiBaseUrl: standIn.baseUrl, serverKey: 'not-the-key' });
    expect((await failureOf(wrongKey.createCharge(charge(BCA)))).code).toBe('PAYMENT_FAILED');
  });

  it('turns a non-2xx answer, and an error status inside an HTTP 200, into PAYMENT_FAILED', async () => {
    standIn.failWith(500);
    expect((await failureOf(gateway.createCharge(charge(BCA)))).code).toBe('PAYMENT_FAILED');
    standIn.failWith(200, { status_code: '406', status_message: 'Duplicate order ID' });
    expect((await failureOf(gateway.createCharge(charge(BCA)))).code).toBe('PAYMENT_FAILED');
    standIn.failWith(200, { status_code: '412', status_message: 'cannot modify' });
    expect((await failureOf(gateway.cancel('LNTABC123-1'))).code).toBe('PAYMENT_FAILED');
  });

  it('gives up after its timeout', async () => {
    standIn.delayMs = 2000;
    expect((await failureOf(gateway.getStatus('LNTABC123-1'))).code).toBe('PAYMENT_FAILED');
  });

  it('reads a charge status, and null for an order the gateway does not know', async () => {
    standIn.statuses.set('LNTABC123-1', {
      status_code: '200',
      transaction_id: 'tx-1',
      transaction_status: 'settlement',
      gross_amount: '154000.00',
      order_id: 'LNTABC123-1',
      payment_type: 'bank_transfer',
      fraud_status: 'accept',
      signature_key: 'abc',
    });
    expect(await gateway.getStatus('LNTABC123-1')).toMatchObject({
      orderId: 'LNTABC123-1',
      transactionId: 'tx-1',
      transactionStatus: 'settlement',
      statusCode: '200',
      grossAmount: '154000.00',
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v2/LNTABC123-1/status',
    });
    expect(await gateway.getStatus('LNTUNKNOWN-1')).toBeNull();
  });

  it('cancels with POST /v2/{order_id}/cancel', async () => {
    await gateway.cancel('LNTABC123-1');
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v2/LNTABC123-1/cancel',
    });
  });
});
