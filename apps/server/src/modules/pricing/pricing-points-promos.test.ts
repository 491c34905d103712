import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertReservation } from '../../../test/helpers/pricing-fixtures.js';
import type { Database } from '../../db/database.js';
import type { QuoteInput } from './pricing.types.js';
import { LATER, EARLIER, quoteFixture } from './pricing-quote.testing.js';
import type { PricingService } from './pricing.service.js';

/**
 * Points and seat promos in a quote. The database, service and inputs are those of
 * every quote test (pricing-quote.testing.ts).
 */
describe('PricingService.quote', () => {
  const { ctx, clock, trip, xtrTrip, input, failure } = quoteFixture();
  // Set once the fixture's beforeAll has built them (hooks run in the order defined).
  let database: Database;
  let pricing: PricingService;
  beforeAll(() => {
    ({ database, pricing } = ctx);
  });

  describe('points', () => {
    it('spends a customer’s points, at most their balance', async () => {
      const customer = await insertCustomer(database.db, { points: 30_000 });
      const quote = await pricing.quote(
        input({ customerId: customer.id, usePoints: true, paymentMethodCode: 'BCA_VA' }),
      );
      expect(quote.pointsUsed).toBe(30_000);
      expect(quote.pointsBalance).toBe(30_000);
      expect(quote.total).toBe(174_000);
      expect(quote.lines).toContainEqual({
        title: 'Potongan Poin',
        value: 30_000,
        type: 'potongan-point',
      });
    });

    it('never takes the amount below the payment method minimum, or zero', async () => {
      const rich = await insertCustomer(database.db, { points: 1_000_000 });
      const withMethod = await pricing.quote(
        input({ customerId: rich.id, usePoints: true, paymentMethodCode: 'BCA_VA' }),
      );
      expect(withMethod.subtotal).toBe(10_000);
      expect(withMethod.total).toBe(14_000);
      const noMethod = await pricing.quote(input({ customerId: rich.id, usePoints: true }));
      expect(noMethod.total).toBe(0);
    });

    it('ignores points for guests and when not asked', async () => {
      const customer = await insertCustomer(database.db, { points: 30_000 });
      expect((await pricing.quote(input({ usePoints: true }))).pointsUsed).toBe(0);
      expect(
        (await pricing.quote(input({ customerId: customer.id, usePoints: false }))).pointsUsed,
      ).toBe(0);
    });
  });

  describe('seat promos', () => {
    const withPromo = (code: string, seats: string[], legTrip = trip()): QuoteInput =>
      input({
        legs: [
          {
            direction: 'go',
            legIndex: 0,
            trip: legTrip,
            seats: seats.map((no) => ({ no, promoCode: code })),
          },
        ],
      });

    it('discounts each seat with a valid promo, one line per promo', async () => {
      const quote = await pricing.quote(
        input({
          legs: [
            {
              direction: 'go',
              legIndex: 0,
              trip: trip(),
              seats: [{ no: '1', promoCode: 'kursihemat' }, { no: '2' }],
            },
          ],
        }),
      );
      expect(quote.seats[0]).toMatchObject({ promoCode: 'KURSIHEMAT', promoDiscount: 10_000 });
      expect(quote.fareTotal).toBe(190_000);
      expect(quote.lines).toContainEqual({
        title: 'Promo KURSIHEMAT',
        value: 10_000,
        type: 'less',
      });
    });

    it('applies a percent promo of the trip’s operator', async () => {
      const quote = await pricing.quote(withPromo('XTRPAGI', ['1'], xtrTrip()));
      expect(quote.seats[0]?.promoDiscount).toBe(10_000);
      const other = await failure(pricing.quote(withPromo('XTRPAGI', ['1'])));
      expect(other.message).toBe('Promo XTRPAGI tidak berlaku untuk operator Mini Trans.');
    });

    it('refuses unknown promos and promos outside their travel dates', async () => {
      expect((await failure(pricing.quote(withPromo('ENTAH', ['1'])))).message).toBe(
        'Promo ENTAH tidak ditemukan atau sudah tidak berlaku.',
      );
      const old = await failure(pricing.quote(withPromo('KURSILAMA', ['1'])));
      expect(old.code).toBe('PROMO_INVALID');
      expect(old.message).toMatch(
        /^Promo KURSILAMA hanya berlaku untuk keberangkatan 22 Sep 2026 sampai 16 Nov 2026\.$/,
      );
    });

    it('limits promo seats per trip, counting seats already held or sold', async () => {
      expect((await failure(pricing.quote(withPromo('KURSIHEMAT', ['1', '2', '3'])))).message).toBe(
        'Promo KURSIHEMAT tinggal 2 kursi untuk perjalanan ini.',
      );
      const holder = await insertReservation(database.db, {
        status: 'pending',
        expiresAt: LATER,
        legs: [{ trip: trip(), seats: [{ no: '4', promoCode: 'KURSIHEMAT' }] }],
      });
      await insertReservation(database.db, {
        status: 'paid',
        expiresAt: EARLIER,
        legs: [{ trip: trip(), seats: [{ no: '5', promoCode: 'KURSIHEMAT' }] }],
      });
      const full = await failure(pricing.quote(withPromo('KURSIHEMAT', ['1'])));
      expect(full.message).toBe('Kursi promo KURSIHEMAT untuk perjalanan ini sudah habis.');
      // Priced again for itself, the holder keeps its promo seat.
      const again = await pricing.quote({
        ...withPromo('KURSIHEMAT', ['4']),
        excludeReservationCode: holder,
      });
      expect(again.seats[0]?.promoDiscount).toBe(10_000);
    });

    it('frees a promo seat the moment its hold expires', async () => {
      await insertReservation(database.db, {
        status: 'pending',
        expiresAt: LATER,
        legs: [
          {
            trip: trip(),
            seats: [
              { no: '4', promoCode: 'KURSIHEMAT' },
              { no: '5', promoCode: 'KURSIHEMAT' },
            ],
          },
        ],
      });
      expect((await failure(pricing.quote(withPromo('KURSIHEMAT', ['1'])))).code).toBe(
        'PROMO_INVALID',
      );
      clock.set(LATER);
      expect((await pricing.quote(withPromo('KURSIHEMAT', ['1']))).seats[0]?.promoDiscount).toBe(
        10_000,
      );
    });
  });
});
