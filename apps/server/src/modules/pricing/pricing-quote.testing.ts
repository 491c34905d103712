import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
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

/**
 * What the PricingService.quote tests share (pricing.service.test.ts,
 * pricing-vouchers.test.ts, pricing-points-promos.test.ts): an in-memory database with the
 * demo data, a mini catalogue, a small-limit payment method (KECIL) and two edge vouchers
 * (BESAR, SATUKALI), a PricingService on a manual clock, and the quote inputs the tests
 * vary. Call `quoteFixture()` inside a describe: it registers the hooks (the clock back
 * at NOW and no reservations before every test) and its `ctx` is filled in beforeAll.
 */

export const NOW = '2026-11-21T01:00:00.000Z';
export const LATER = new Date(Date.parse(NOW) + 15 * 60_000);
export const EARLIER = new Date(Date.parse(NOW) - 60_000);

export function quoteFixture() {
  const ctx = {} as {
    database: Database;
    catalogue: MiniCatalogue;
    pricing: PricingService;
    xtrId: number;
  };
  const clock = new ManualClock(NOW);

  beforeAll(async () => {
    ctx.database = await openMemoryDatabase();
    const database = ctx.database;
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { scale: 1, today: clock.now() });
    ctx.catalogue = await insertMiniCatalogue(database.db, '2026-11-22');
    ctx.xtrId = (
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
    ctx.pricing = new PricingService(
      new PricingRepository(database.db),
      vouchers,
      methods,
      points,
      clock,
      { insuranceFeePerSeat: 5000 },
    );
  });
  afterAll(() => ctx.database.close());
  beforeEach(async () => {
    clock.set(NOW);
    await ctx.database.db.deleteFrom('reservations').execute();
  });

  /** The mini trip A -> C: Rp 100.000 per seat, seats 1-5. */
  const trip = (overrides: Partial<TripSegment> = {}): TripSegment => ({
    ...miniTrip(ctx.catalogue),
    ...overrides,
  });
  const xtrTrip = () =>
    trip({
      operator: { id: ctx.xtrId, code: 'XTR', name: 'Xpress Trans Priangan', logoUrl: null },
    });
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

  return { ctx, clock, trip, xtrTrip, input, failure };
}
