import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from './payment-gateway.js';
import { ManualClock } from '../../../lib/clock.js';
import { type SimulatorBooks, SimulatorGateway } from './simulator-gateway.js';
import type { SimulatorEntry } from './simulator-ledger.repository.js';

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

/** The simulator's books in memory (the app keeps them in simulator_transactions). */
function memoryBooks(): SimulatorBooks & { entries: Map<string, SimulatorEntry> } {
  const entries = new Map<string, SimulatorEntry>();
  return {
    entries,
    record: async (entry) => void entries.set(entry.orderId, { ...entry }),
    find: async (orderId) => entries.get(orderId),
    // The refund rules live in the ledger's SQL (simulator_transactions); they are tested
    // through the API (staff-refunds.test.ts), not in memory.
    refund: async () => 'refused' as const,
  };
}

describe('SimulatorGateway (local payment simulator)', () => {
  const books = memoryBooks();
  const gateway = new SimulatorGateway('http://localhost:3000', books, new ManualClock(NOW));

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

  it('answers its status API from its books: unknown, pending after the charge, cancelled', async () => {
    expect(await gateway.getStatus('LNTNEVER-1')).toBeNull();
    const charged = await gateway.createCharge(charge('LNTSTATUS-1', 'BCA_VA', 'va'));
    expect(await gateway.getStatus('LNTSTATUS-1')).toEqual({
      orderId: 'LNTSTATUS-1',
      transactionId: charged.transactionId,
      transactionStatus: 'pending',
      statusCode: '201',
      grossAmount: '154000.00',
      paymentType: 'bank_transfer',
      fraudStatus: 'accept',
    });
    await gateway.cancel('LNTSTATUS-1');
    expect(await gateway.getStatus('LNTSTATUS-1')).toMatchObject({
      transactionStatus: 'cancel',
      statusCode: '202',
    });
    // Cancelling an order it never charged changes nothing, like Midtrans' 404.
    await expect(gateway.cancel('LNTNEVER-1')).resolves.toBeUndefined();
  });

  it('refuses to cancel a charge it has settled', async () => {
    await gateway.createCharge(charge('LNTPAID-1', 'BCA_VA', 'va'));
    const entry = books.entries.get('LNTPAID-1')!;
    await books.record({ ...entry, transactionStatus: 'settlement', statusCode: '200' }, NOW);
    await expect(gateway.cancel('LNTPAID-1')).rejects.toMatchObject({ code: 'PAYMENT_FAILED' });
    expect((await gateway.getStatus('LNTPAID-1'))?.transactionStatus).toBe('settlement');
  });
});
