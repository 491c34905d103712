import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import {
  notificationsOf,
  paymentRow,
  reservationRow,
  reservationWithCharge,
  secondCharge,
  signedNotification,
  simulatorSent,
} from '../api/payments-fixtures.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The payment webhook under concurrent notifications on a real PostgreSQL server,
 * where transactions really overlap (PGlite runs them one after another).
 */
describe('payment notifications racing on PostgreSQL', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let key: string;

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const database = await openDatabase(parseConfig({ DATABASE_URL: testDb.url }).database);
    t = await createTestApp({ database, empty: true });
    key = t.config.payment.serverKey;
    await t.db
      .insertInto('payment_methods')
      .values([
        {
          code: 'BCA_VA',
          name: 'BCA Virtual Account',
          group_code: 'va',
          group_name: 'Transfer Virtual Account',
          fee_type: 'flat',
          fee_value: 4000,
        },
        {
          code: 'BRI_VA',
          name: 'BRI Virtual Account',
          group_code: 'va',
          group_name: 'Transfer Virtual Account',
          fee_type: 'flat',
          fee_value: 4000,
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
    // pg-pool's end() resolves before its clients' sockets have closed; dropping the
    // database WITH (FORCE) at once would terminate them mid-goodbye (FATAL 57P01).
    await new Promise((resolve) => setTimeout(resolve, 250));
    await drop?.();
  });

  const post = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notification', payload: body as object });

  it('applies one of many identical notifications arriving at once', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const notification = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
      }),
    );

    const answers = await Promise.all(Array.from({ length: 10 }, () => post(notification)));

    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((res) => res.json().results.outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await notificationsOf(t.db, payment.payment_kode)).toHaveLength(1);
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });

  it('settles a reservation once when two of its charges are paid at the same moment', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment: first } = await reservationWithCharge(t);
    const second = await secondCharge(t, reservation);

    const answers = await Promise.all(
      [first.payment_kode, second.payment_kode].map(async (orderId) =>
        post(
          await simulatorSent(
            t.db,
            signedNotification({ orderId, amount: 154000, serverKey: key }),
          ),
        ),
      ),
    );

    const outcomes = answers.map((res) => res.json().results.outcome as string).sort();
    expect(outcomes).toEqual(['double_payment', 'paid']);
    const rows = [
      await paymentRow(t.db, first.payment_kode),
      await paymentRow(t.db, second.payment_kode),
    ];
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(rows.filter((row) => row.is_late)).toHaveLength(1);
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
  });

  it('ends consistently when settlement and expiry of one charge race', async () => {
    t.clock.set(TEST_NOW);
    const { reservation, payment } = await reservationWithCharge(t);
    const settlement = await simulatorSent(
      t.db,
      signedNotification({
        orderId: payment.payment_kode,
        amount: 154000,
        serverKey: key,
      }),
    );
    const expire = signedNotification({
      orderId: payment.payment_kode,
      amount: 154000,
      serverKey: key,
      status: 'expire',
      statusCode: '202',
    });

    await Promise.all([post(settlement), post(expire)]);

    // Money that arrived is settled whichever came first; the hold was still running.
    expect(await paymentRow(t.db, payment.payment_kode)).toMatchObject({
      status: 'paid',
      is_late: false,
    });
    expect((await reservationRow(t.db, reservation.id)).status).toBe('paid');
    expect(await notificationsOf(t.db, payment.payment_kode)).toHaveLength(2);
  });
});
