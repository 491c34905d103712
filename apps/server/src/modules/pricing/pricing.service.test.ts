import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCustomer, insertReservation } from '../../../test/helpers/pricing-fixtures.js';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { AppError } from '../../http/app-error.js';
import { ManualClock } from '../../lib/clock.js';
import { PaymentMethodRepository } from '../payment-methods/payment-method.repository.js';
import { PaymentMethodService } from '../payment-methods/payment-method.service.js';
import {
  insertMiniCatalogue,
  type MiniCatalogue,
  miniTrip,
} from '../seats/inventory-fixtures.testing.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { VoucherRepository } from '../vouchers/voucher.repository.js';
import { VoucherService } from '../vouchers/voucher.service.js';
import { CustomerPointsRepository } from '../customers/customer-points.repository.js';
import { CustomerPointsService } from '../customers/customer-points.service.js';
import { PricingRepository } from './pricing.repository.js';
import { PricingService } from './pricing.service.js';
import type { QuoteInput } from './pricing.types.js';

const NOW = '2026-11-21T01:00:00.000Z';
const LATER = new Date(Date.parse(NOW) + 15 * 60_000);
const EARLIER = new Date(Date.parse(NOW) - 60_000);

describe('PricingService.quote', () => {
  let database: Database;
  let catalogue: MiniCatalogue;
  let pricing: PricingService;
  let xtrId: number;
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { scale: 1, today: clock.now() });
    catalogue = await insertMiniCatalogue(database.db, '2026-11-22');
    xtrId = (
      await database.db
        .selectFrom('operators')
        .select('id')
        .where('code', '=', 'XTR')
        .executeTakeFirstOrThrow()
    ).id;
    await database.db
      .insertInto('payment_methods')
      .values({
        code: 'KECIL',
        name: 'Dompet Kecil',
        group_code: 'ewallet',
        group_name: 'Dompet Digital',
        fee_type: 'flat',
        fee_value: 1000,
        min_amount: 10_000,
        max_amount: 150_000,
      })
      .execute();
    const current = {
      valid_from: '2026-11-01T00:00:00+07:00',
      valid_until: '2026-12-31T23:59:59+07:00',
    };
    await database.db
      .insertInto('vouchers')
      .values([
        {
          code: 'BESAR',
          name: 'Potongan Besar',
          discount_type: 'amount',
          discount_value: 900_000,
          ...current,
        },
        {
          code: 'SATUKALI',
          name: 'Kuota Satu',
          discount_type: 'amount',
          discount_value: 10_000,
          quota: 1,
          ...current,
        },
      ])
      .execute();
    const vouchers = new VoucherService(new VoucherRepository(database.db), clock);
    const methods = new PaymentMethodService(
      new PaymentMethodRepository(database.db),
      vouchers,
      clock,
    );
    const points = new CustomerPointsService(new CustomerPointsRepository(database.db));
    pricing = new PricingService(
      new PricingRepository(database.db),
      vouchers,
      methods,
      points,
      clock,
      { insuranceFeePerSeat: 5000 },
    );
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.deleteFrom('reservations').execute();
  });

  /** The mini trip A -> C: Rp 100.000 per seat, seats 1-5. */
  const trip = (overrides: Partial<TripSegment> = {}): TripSegment => ({
    ...miniTrip(catalogue),
    ...overrides,
  });
  const xtrTrip = () =>
    trip({ operator: { id: xtrId, code: 'XTR', name: 'Xpress Trans Priangan', logoUrl: null } });
  const input = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
    legs: [{ direction: 'go', legIndex: 0, trip: trip(), seats: [{ no: '1' }, { no: '2' }] }],
    withInsurance: false,
    donation: 0,
    usePoints: false,
    customerId: null,
    ...overrides,
  });
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

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
