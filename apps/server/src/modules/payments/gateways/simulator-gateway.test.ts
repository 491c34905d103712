import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-gateway.js';
import { SimulatorGateway } from './simulator-gateway.js';

const NOW = new Date('2026-11-21T01:00:00.000Z');

function charge(
  orderId: string,
  code: string,
  groupCode: ChargeRequest['method']['groupCode'],
): ChargeRequest {
  return {
    orderId,
    amount: 154000,
    method: { code, name: code, groupCode },
    expiresAt: new Date(NOW.getTime() + 900_000),
    now: NOW,
    booker: { name: 'Budi', email: 'budi@example.com', phone: '081234567890' },
    description: `Tiket Lintas ${orderId}`,
  };
}

describe('SimulatorGateway (local payment simulator)', () => {
  const gateway = new SimulatorGateway('http://localhost:3000');

  it('derives the same VA number and transaction id from the same order id', async () => {
    const first = await gateway.createCharge(charge('LNTABC123-1', 'BCA_VA', 'va'));
    const again = await gateway.createCharge(charge('LNTABC123-1', 'BCA_VA', 'va'));
    const other = await gateway.createCharge(charge('LNTABC123-2', 'BCA_VA', 'va'));
    expect(first).toEqual(again);
    expect(first.details.va_number).toMatch(/^12345\d{11}$/);
    expect(first.transactionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(other.details.va_number).not.toBe(first.details.va_number);
    expect(first.details.redirect_url).toBe(
      'http://localhost:3000/simulator/pembayaran/LNTABC123-1',
    );
  });

  it('answers each method group with what its payment page shows', async () => {
    expect((await gateway.createCharge(charge('X-1', 'MANDIRI_VA', 'va'))).details).toMatchObject({
      biller_code: '70012',
      payment_code: expect.stringMatching(/^\d{12}$/),
    });
    expect(
      (await gateway.createCharge(charge('X-1', 'ALFAMART', 'retail'))).details.payment_code,
    ).toMatch(/^LNT\d{11}$/);
    expect((await gateway.createCharge(charge('X-1', 'QRIS', 'qris'))).details.qr_string).toContain(
      'LINTAS-SIMULATOR-QRIS|X-1|154000|',
    );
    expect(
      (await gateway.createCharge(charge('X-1', 'DANA', 'ewallet'))).details.qr_string,
    ).toBeDefined();
  });

  it('has nothing of its own to report or cancel', async () => {
    expect(await gateway.getStatus()).toBeNull();
    await expect(gateway.cancel()).resolves.toBeUndefined();
  });
});
