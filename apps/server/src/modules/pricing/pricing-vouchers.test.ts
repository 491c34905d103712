import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertReservation } from '../../../test/helpers/pricing-fixtures.js';
import type { Database } from '../../db/database.js';
import { LATER, EARLIER, quoteFixture } from './pricing-quote.testing.js';
import type { PricingService } from './pricing.service.js';

/**
 * Vouchers in a quote: discounts, caps, validity, quotas and who may use one. The
 * database, service and inputs are those of every quote test (pricing-quote.testing.ts).
 */
describe('PricingService.quote', () => {
  const { ctx, clock, trip, xtrTrip, input, failure } = quoteFixture();
  // Set once the fixture's beforeAll has built them (hooks run in the order defined).
  let database: Database;
  let pricing: PricingService;
  beforeAll(() => {
    ({ database, pricing } = ctx);
  });

  describe('voucher', () => {
    it('gives a percent discount capped at its maximum', async () => {
      const two = await pricing.quote(input({ voucherCode: 'LINTASHEMAT' }));
      expect(two.voucher).toEqual({
        code: 'LINTASHEMAT',
        name: 'Diskon 10% Semua Rute',
        discount: 20_000,
      });
      const four = await pricing.quote(
        input({
          voucherCode: 'lintashemat',
          legs: [
            {
              direction: 'go',
              legIndex: 0,
              trip: trip(),
              seats: ['1', '2', '3', '4'].map((no) => ({ no })),
            },
          ],
        }),
      );
      expect(four.voucher?.discount).toBe(25_000);
      expect(four.lines).toContainEqual({
        title: 'Voucher LINTASHEMAT',
        value: 25_000,
        type: 'less',
      });
    });

    it('never discounts more than the fare total', async () => {
      const quote = await pricing.quote(input({ voucherCode: 'BESAR', withInsurance: true }));
      expect(quote.voucher?.discount).toBe(200_000);
      expect(quote.total).toBe(10_000);
    });

    it('checks the minimum spend on the fare total', async () => {
      const error = await failure(
        pricing.quote(
          input({
            voucherCode: 'LINTASHEMAT',
            legs: [{ direction: 'go', legIndex: 0, trip: trip(), seats: [{ no: '1' }] }],
          }),
        ),
      );
      expect(error.code).toBe('VOUCHER_INVALID');
      expect(error.message).toBe('Minimal transaksi Rp\u00a0150.000 untuk voucher ini.');
    });

    it('answers VOUCHER_NOT_FOUND for an unknown code', async () => {
      expect((await failure(pricing.quote(input({ voucherCode: 'TIDAKADA' })))).code).toBe(
        'VOUCHER_NOT_FOUND',
      );
    });

    it('refuses a voucher outside its validity dates', async () => {
      const expired = await failure(pricing.quote(input({ voucherCode: 'MUDIKLALU' })));
      expect(expired.message).toMatch(
        /^Voucher ini sudah berakhir pada \d{2} \w{3} 2026 pukul 23\.59 WIB\.$/,
      );
      const early = await failure(pricing.quote(input({ voucherCode: 'AKHIRTAHUN' })));
      expect(early.message).toMatch(
        /^Voucher ini baru berlaku mulai 01 Des 2026 pukul 00\.00 WIB\.$/,
      );
      clock.set('2026-12-01T00:00:00+07:00');
      expect((await pricing.quote(input({ voucherCode: 'AKHIRTAHUN' }))).voucher?.discount).toBe(
        30_000,
      );
    });

    it('counts paid and live pending reservations against the quota, not expired ones', async () => {
      await insertReservation(database.db, {
        status: 'pending',
        expiresAt: EARLIER,
        voucherCode: 'SATUKALI',
      });
      await insertReservation(database.db, {
        status: 'cancelled',
        expiresAt: LATER,
        voucherCode: 'SATUKALI',
      });
      expect((await pricing.quote(input({ voucherCode: 'SATUKALI' }))).voucher?.discount).toBe(
        10_000,
      );
      const holder = await insertReservation(database.db, {
        status: 'pending',
        expiresAt: LATER,
        voucherCode: 'SATUKALI',
      });
      const error = await failure(pricing.quote(input({ voucherCode: 'SATUKALI' })));
      expect(error.message).toBe('Kuota voucher ini sudah habis.');
      // The holder itself, priced again (change of payment method), keeps its voucher.
      const again = await pricing.quote(
        input({ voucherCode: 'SATUKALI', excludeReservationCode: holder }),
      );
      expect(again.voucher?.discount).toBe(10_000);
    });

    it('reads through the given executor, seeing the transaction’s own writes', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await insertReservation(trx, {
            status: 'paid',
            expiresAt: EARLIER,
            voucherCode: 'SATUKALI',
          });
          await pricing.quote(input({ voucherCode: 'SATUKALI' }), trx);
        }),
      ).rejects.toMatchObject({ code: 'VOUCHER_INVALID' });
    });

    it('needs every leg’s operator to be allowed', async () => {
      const mini = await failure(pricing.quote(input({ voucherCode: 'XTRHEMAT' })));
      expect(mini.message).toBe('Voucher ini tidak berlaku untuk operator MINI.');
      const xtr = await pricing.quote(
        input({
          voucherCode: 'XTRHEMAT',
          legs: [{ direction: 'go', legIndex: 0, trip: xtrTrip(), seats: [{ no: '1' }] }],
        }),
      );
      expect(xtr.voucher?.discount).toBe(15_000);
      const mixed = await failure(
        pricing.quote(
          input({
            voucherCode: 'XTRHEMAT',
            legs: [
              { direction: 'go', legIndex: 0, trip: xtrTrip(), seats: [{ no: '1' }] },
              { direction: 'return', legIndex: 0, trip: trip(), seats: [{ no: '1' }] },
            ],
          }),
        ),
      );
      expect(mixed.code).toBe('VOUCHER_INVALID');
    });

    it('holds a payment-method restriction once a method is chosen', async () => {
      expect((await pricing.quote(input({ voucherCode: 'BCAHEMAT' }))).voucher?.discount).toBe(
        15_000,
      );
      expect(
        (await pricing.quote(input({ voucherCode: 'BCAHEMAT', paymentMethodCode: 'BCA_VA' })))
          .voucher?.discount,
      ).toBe(15_000);
      const error = await failure(
        pricing.quote(input({ voucherCode: 'BCAHEMAT', paymentMethodCode: 'QRIS' })),
      );
      expect(error.message).toBe(
        'Voucher ini hanya berlaku untuk metode pembayaran BCA Virtual Account.',
      );
    });

    it('gives a new-customer voucher only to a logged-in customer without a paid booking', async () => {
      const guest = await failure(
        pricing.quote(input({ voucherCode: 'PENGGUNABARU', bookerEmail: 'baru@example.com' })),
      );
      expect(guest.message).toMatch(/khusus pelanggan baru\. Silakan masuk/);

      const fresh = await insertCustomer(database.db);
      expect(
        (await pricing.quote(input({ voucherCode: 'PENGGUNABARU', customerId: fresh.id }))).voucher
          ?.discount,
      ).toBe(25_000);

      // A paid booking made as a guest with the account's e-mail counts too.
      await insertReservation(database.db, {
        status: 'paid',
        expiresAt: EARLIER,
        bookerEmail: fresh.email.toUpperCase(),
      });
      const returning = await failure(
        pricing.quote(input({ voucherCode: 'PENGGUNABARU', customerId: fresh.id })),
      );
      expect(returning.message).toBe(
        'Voucher ini khusus pelanggan baru yang belum pernah menyelesaikan pemesanan.',
      );
    });
  });
});
