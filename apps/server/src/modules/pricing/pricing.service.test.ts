import { beforeAll, describe, expect, it } from 'vitest';
import { type MiniCatalogue, miniTrip } from '../seats/inventory-fixtures.testing.js';
import { quoteFixture } from './pricing-quote.testing.js';
import type { PricingService } from './pricing.service.js';

/**
 * Seat fares, the payment method's admin fee and the input guards of a quote. The
 * database, service and inputs are those of every quote test (pricing-quote.testing.ts).
 */
describe('PricingService.quote', () => {
  const { ctx, trip, input, failure } = quoteFixture();
  // Set once the fixture's beforeAll has built them (hooks run in the order defined).
  let catalogue: MiniCatalogue;
  let pricing: PricingService;
  beforeAll(() => {
    ({ catalogue, pricing } = ctx);
  });

  it('prices seats from the trip fare and ends with the total line', async () => {
    const quote = await pricing.quote(input());
    expect(quote.fareTotal).toBe(200_000);
    expect(quote.total).toBe(200_000);
    expect(quote.seats).toEqual([
      { direction: 'go', legIndex: 0, no: '1', fare: 100_000, promoCode: null, promoDiscount: 0 },
      { direction: 'go', legIndex: 0, no: '2', fare: 100_000, promoCode: null, promoDiscount: 0 },
    ]);
    expect(quote.lines).toEqual([
      { title: 'Harga Tiket Pergi (2 kursi)', value: 200_000, type: 'normal' },
      { title: 'Total Pembayaran', value: 200_000, type: 'total' },
    ]);
  });

  it('prices a round trip with a connecting leg, each seat on its own leg', async () => {
    const quote = await pricing.quote(
      input({
        legs: [
          { direction: 'go', legIndex: 0, trip: miniTrip(catalogue, 0, 1), seats: [{ no: '1' }] },
          { direction: 'go', legIndex: 1, trip: miniTrip(catalogue, 1, 2), seats: [{ no: '3' }] },
          { direction: 'return', legIndex: 0, trip: trip(), seats: [{ no: '4' }] },
        ],
        withInsurance: true,
      }),
    );
    expect(quote.lines.slice(0, 3)).toEqual([
      { title: 'Harga Tiket Pergi (1 kursi)', value: 100_000, type: 'normal' },
      { title: 'Harga Tiket Pulang (1 kursi)', value: 100_000, type: 'normal' },
      // Assurance is per passenger per leg: three legs.
      { title: 'Asuransi Refund', value: 15_000, type: 'add' },
    ]);
    expect(quote.total).toBe(215_000);
  });

  describe('payment method', () => {
    it('adds a flat admin fee last', async () => {
      const quote = await pricing.quote(input({ paymentMethodCode: 'BCA_VA', donation: 2_500 }));
      expect(quote.adminFee).toBe(4_000);
      expect(quote.subtotal).toBe(202_500);
      expect(quote.total).toBe(206_500);
      expect(quote.paymentMethod).toEqual({
        code: 'BCA_VA',
        name: 'BCA Virtual Account',
        feeType: 'flat',
        feeValue: 4000,
      });
      expect(quote.lines.at(-2)).toEqual({ title: 'Biaya Admin', value: 4_000, type: 'add' });
    });

    it('rounds a percent admin fee up to the rupiah, on the subtotal', async () => {
      // QRIS 0.7% of 200.001 = 1400.007 -> 1401
      const quote = await pricing.quote(input({ paymentMethodCode: 'QRIS', donation: 1 }));
      expect(quote.adminFee).toBe(1_401);
      expect(quote.total).toBe(201_402);
    });

    it('refuses an unknown method', async () => {
      const error = await failure(pricing.quote(input({ paymentMethodCode: 'NOPE' })));
      expect(error.code).toBe('PAYMENT_METHOD_NOT_FOUND');
    });

    it('refuses an amount above the method maximum, naming the limit', async () => {
      const error = await failure(pricing.quote(input({ paymentMethodCode: 'KECIL' })));
      expect(error.code).toBe('PAYMENT_AMOUNT_OUT_OF_RANGE');
      expect(error.message).toBe(
        'Maksimal transaksi Rp\u00a0150.000 untuk pembayaran dengan Dompet Kecil.',
      );
    });
  });

  describe('input guards', () => {
    it('refuses a seat that is not on the layout', async () => {
      const error = await failure(
        pricing.quote(
          input({ legs: [{ direction: 'go', legIndex: 0, trip: trip(), seats: [{ no: '99' }] }] }),
        ),
      );
      expect(error.code).toBe('SEAT_INVALID');
    });

    it('refuses a negative, fractional or excessive donation', async () => {
      for (const donation of [-1, 0.5, 1_000_001]) {
        expect((await failure(pricing.quote(input({ donation })))).code).toBe('VALIDATION_ERROR');
      }
    });
  });
});
