import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/database.js';
import { CustomerPointsRepository } from '../../src/modules/customers/customer-points.repository.js';
import { CustomerPointsService } from '../../src/modules/customers/customer-points.service.js';
import { lifecycleOn } from '../../src/modules/reservations/lifecycle-fixtures.testing.js';
import {
  reservationWithCharge,
  signedNotification,
  simulatorSent,
} from '../api/payments-fixtures.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * Earning points (decision 0009) when settlements of one reservation really overlap, on
 * a real PostgreSQL server: through the webhook, through two database pools standing for
 * two server processes, and at the ledger itself without the reservation's lock.
 */
describe('points earned once under concurrent settlement (PostgreSQL)', () => {
  let t: TestApp;
  let second: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const database = await openDatabase(parseConfig({ DATABASE_URL: testDb.url }).database);
    t = await createTestApp({ database, empty: true });
    // Another pool on the same database: a second server process.
    second = await openDatabase(parseConfig({ DATABASE_URL: testDb.url }).database);
    await t.db
      .insertInto('payment_methods')
      .values({
        code: 'BCA_VA',
        name: 'BCA Virtual Account',
        group_code: 'va',
        group_name: 'Transfer Virtual Account',
        fee_type: 'flat',
        fee_value: 4000,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    await second?.close();
    // pg-pool's end() resolves before its sockets close; see payments-race.pg.test.ts.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await drop?.();
  });

  async function customer(email: string) {
    const row = await t.db
      .insertInto('customers')
      .values({ name: 'Sari', email })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const balanceOf = async (customerId: number) =>
    (
      await t.db
        .selectFrom('customers')
        .select('points_balance')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).points_balance;
  const earnedEntries = (reservationId: number) =>
    t.db
      .selectFrom('customer_point_entries')
      .select(['customer_id', 'points', 'balance_after'])
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', 'earned')
      .execute();

  // reservationWithCharge: total 154.000 with a 4.000 admin fee, fare 150.000: 1.500 points.
  const EARNED = 1_500;

  it('credits once when many notifications for the same payment arrive at once', async () => {
    t.clock.set(TEST_NOW);
    const customerId = await customer('race-webhook@example.com');
    const { reservation, payment } = await reservationWithCharge(t, { customerId });
    const notification = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: t.config.payment.serverKey,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/notification',
          payload: notification as object,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await balanceOf(customerId)).toBe(EARNED);
    expect(await earnedEntries(reservation.id)).toEqual([
      { customer_id: customerId, points: EARNED, balance_after: EARNED },
    ]);
  });

  it('credits once when two processes settle the same reservation together', async () => {
    t.clock.set(TEST_NOW);
    const customerId = await customer('race-settle@example.com');
    const { reservation } = await reservationWithCharge(t, { customerId });
    const paidAt = new Date(TEST_NOW);
    const outcomes = await Promise.all(
      [t.db, second.db].map((db) =>
        db
          .transaction()
          .execute((trx) => lifecycleOn(db).lifecycle.settle(trx, reservation.id, paidAt)),
      ),
    );
    expect(outcomes.sort()).toEqual(['already_paid', 'paid']);
    expect(await balanceOf(customerId)).toBe(EARNED);
    expect(await earnedEntries(reservation.id)).toHaveLength(1);
  });

  it('the ledger alone refuses a second credit, even without the reservation lock', async () => {
    t.clock.set(TEST_NOW);
    const customerId = await customer('race-ledger@example.com');
    const { reservation } = await reservationWithCharge(t, { customerId });
    const paid = {
      customerId,
      reservationId: reservation.id,
      fareTotal: 150_000,
      voucherDiscount: 0,
      pointsUsed: 0,
    };
    // The first transaction credits and stays open a moment, so the second one's insert
    // meets the first one's uncommitted entry (or its lock on the customer row).
    const credited = await Promise.all(
      [t.db, second.db].map((db, index) =>
        db.transaction().execute(async (trx) => {
          if (index === 1) await new Promise((resolve) => setTimeout(resolve, 50));
          const points = await new CustomerPointsService(new CustomerPointsRepository(db)).earn(
            trx,
            paid,
          );
          if (index === 0) await new Promise((resolve) => setTimeout(resolve, 200));
          return points;
        }),
      ),
    );
    expect(credited.sort((a, b) => a - b)).toEqual([0, EARNED]);
    expect(await balanceOf(customerId)).toBe(EARNED);
    expect(await earnedEntries(reservation.id)).toHaveLength(1);
  });
});
