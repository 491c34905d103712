import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/services.js';
import { createTestApp, type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import { insertCustomerWithToken, signedNotification, simulatorSent } from './payments-fixtures.js';
import { oneWay, post, reserveOk, seats } from './reservations.fixtures.js';

/**
 * Points through the HTTP API (decision 0009): what a paid booking earns, exactly once
 * whatever the gateway repeats; the ledger entries every balance change writes; the two
 * reading calls, each answering only the bearer's own points.
 */
describe('customer points: earning, ledger, customer-point and customer-history-point', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    key = t.config.payment.serverKey;
  });
  afterAll(() => t.close());

  const balanceOf = async (customerId: number) =>
    (
      await t.db
        .selectFrom('customers')
        .select('points_balance')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).points_balance;
  const entriesOf = (customerId: number) =>
    t.db
      .selectFrom('customer_point_entries')
      .select(['kind', 'points', 'balance_after', 'reservation_id', 'note'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  const reservationOf = (code: string) =>
    t.db
      .selectFrom('reservations')
      .select(['id', 'status', 'fare_total', 'voucher_discount', 'points_used', 'price_lines'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  const webhook = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/payments/notification', payload: body as object });
  /** A settlement notification for the booking's charge, as the simulator sends it. */
  const settlementFor = async (json: {
    results: { pembayaran: { payment_kode: string }; total_bayar?: number };
  }) => {
    const payment = json.results.pembayaran;
    const row = await t.db
      .selectFrom('payments')
      .select(['order_id', 'amount'])
      .where('order_id', '=', payment.payment_kode)
      .executeTakeFirstOrThrow();
    return simulatorSent(
      t.db,
      signedNotification({ orderId: row.order_id, amount: row.amount, serverKey: key }),
    );
  };
  const getAs = (path: string, authorization: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/travel/${path}`, query, headers: { authorization } });

  it('shows a logged-in quote what it earns (cashback-point), and a guest nothing', async () => {
    t.clock.set(TEST_NOW);
    const customer = await insertCustomerWithToken(t, 'cashback@example.com');
    const body = oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('1') });
    const asCustomer = await post(t, '/api/travel/cek-harga', body, {
      authorization: customer.bearer,
    });
    expect(asCustomer.statusCode).toBe(200);
    const lines = asCustomer.json().results.rincian_harga as Array<{ type: string; value: number }>;
    const fare = asCustomer.json().results.harga_tiket as number;
    expect(lines.filter((line) => line.type === 'cashback-point')).toEqual([
      { title: 'Cashback Poin', value: Math.floor(fare / 100), type: 'cashback-point' },
    ]);
    // Not money: the total is the same with or without the line.
    const guest = await post(t, '/api/travel/cek-harga', body);
    expect(guest.json().results.total_harga).toBe(asCustomer.json().results.total_harga);
    expect(
      (guest.json().results.rincian_harga as Array<{ type: string }>).some(
        (line) => line.type === 'cashback-point',
      ),
    ).toBe(false);
  });

  it('earns once when the gateway repeats the payment notification', async () => {
    t.clock.set(TEST_NOW);
    const customer = await insertCustomerWithToken(t, 'earner@example.com');
    const booked = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-0900', kursi: seats('2') }), {
      authorization: customer.bearer,
    });
    const reservation = await reservationOf(booked.code);
    const earned = Math.floor(reservation.fare_total / 100);
    expect(earned).toBeGreaterThan(0);
    expect(reservation.price_lines).toContainEqual({
      title: 'Cashback Poin',
      value: earned,
      type: 'cashback-point',
    });

    // Before paying: nothing credited, the booking's points show as pending.
    const pending = await getAs('customer-point', customer.bearer);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().results).toMatchObject({
      total_point: 0,
      point_pending: earned,
      point_ditahan: 0,
      pending: [{ reservasi_kode: booked.code, point_didapat: earned, point_digunakan: 0 }],
    });

    const notification = await settlementFor(booked.json);
    t.clock.advanceMinutes(2);
    expect((await webhook(notification)).json().results.outcome).toBe('paid');
    t.clock.advanceMinutes(1);
    expect((await webhook(notification)).json().results.outcome).toBe('duplicate');
    // The same settlement under another transaction id: recorded, but the reservation
    // is already paid and the ledger already holds its 'earned' entry.
    const other = await simulatorSent(
      t.db,
      signedNotification({
        orderId: notification.order_id,
        amount: Number(notification.gross_amount),
        serverKey: key,
        status: 'capture',
        transactionId: `again-${notification.order_id}`,
      }),
    );
    expect((await webhook(other)).statusCode).toBe(200);

    expect((await reservationOf(booked.code)).status).toBe('paid');
    expect(await balanceOf(customer.id)).toBe(earned);
    expect(await entriesOf(customer.id)).toEqual([
      {
        kind: 'earned',
        points: earned,
        balance_after: earned,
        reservation_id: reservation.id,
        note: 'Poin dari perjalanan yang dibayar',
      },
    ]);
    const after = await getAs('customer-point', customer.bearer);
    expect(after.json().results).toEqual({
      total_point: earned,
      point_pending: 0,
      point_ditahan: 0,
      pending: [],
    });
  });

  it('earns nothing for a guest booking or a payment after the hold ran out', async () => {
    t.clock.set(TEST_NOW);
    const before = await t.db
      .selectFrom('customer_point_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const guest = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1000', kursi: seats('3') }));
    const guestSettlement = await settlementFor(guest.json);
    expect((await webhook(guestSettlement)).json().results.outcome).toBe('paid');
    expect((await reservationOf(guest.code)).status).toBe('paid');

    const customer = await insertCustomerWithToken(t, 'late@example.com');
    const late = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1000', kursi: seats('4') }), {
      authorization: customer.bearer,
    });
    const lateSettlement = await settlementFor(late.json);
    t.clock.advanceMinutes(16);
    expect((await webhook(lateSettlement)).statusCode).toBe(200);
    expect((await reservationOf(late.code)).status).toBe('expired');
    expect(await balanceOf(customer.id)).toBe(0);

    const after = await t.db
      .selectFrom('customer_point_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('writes an entry for every spend and return, with the balance after it', async () => {
    t.clock.set(TEST_NOW);
    const customer = await insertCustomerWithToken(t, 'spender@example.com');
    await t.db
      .updateTable('customers')
      .set({ points_balance: 5_000 })
      .where('id', '=', customer.id)
      .execute();
    const bearer = { authorization: customer.bearer };

    const cancelled = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('1'), flag_point: 1 }),
      bearer,
    );
    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: cancelled.code }, bearer);
    await post(t, '/api/travel/batal-reservasi', { reservasi_kode: cancelled.code }, bearer);

    const changed = await reserveOk(
      t,
      oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('2'), flag_point: 1 }),
      bearer,
    );
    const change = await post(
      t,
      '/api/travel/ganti-pembayaran',
      { reservasi_kode: changed.code, jenis_pembayaran_kode: 'QRIS' },
      bearer,
    );
    expect(change.statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    await createServices({
      config: t.config,
      database: t.database,
      clock: t.clock,
    }).reservations.sweeper.runOnce();

    const cancelledId = (await reservationOf(cancelled.code)).id;
    const changedId = (await reservationOf(changed.code)).id;
    expect(await entriesOf(customer.id)).toEqual([
      expect.objectContaining({
        kind: 'spent',
        points: -5_000,
        balance_after: 0,
        reservation_id: cancelledId,
      }),
      expect.objectContaining({
        kind: 'returned',
        points: 5_000,
        balance_after: 5_000,
        reservation_id: cancelledId,
        note: 'Reservasi dibatalkan',
      }),
      expect.objectContaining({ kind: 'spent', points: -5_000, reservation_id: changedId }),
      expect.objectContaining({
        kind: 'returned',
        points: 5_000,
        balance_after: 5_000,
        reservation_id: changedId,
        note: 'Ganti metode pembayaran',
      }),
      expect.objectContaining({
        kind: 'spent',
        points: -5_000,
        balance_after: 0,
        reservation_id: changedId,
      }),
      expect.objectContaining({
        kind: 'returned',
        points: 5_000,
        balance_after: 5_000,
        reservation_id: changedId,
        note: 'Reservasi kedaluwarsa',
      }),
    ]);
    expect(await balanceOf(customer.id)).toBe(5_000);
  });

  describe('customer-history-point', () => {
    let owner: { id: number; bearer: string };
    let other: { id: number; bearer: string };
    beforeAll(async () => {
      owner = await insertCustomerWithToken(t, 'history@example.com');
      other = await insertCustomerWithToken(t, 'stranger@example.com');
      await t.db
        .updateTable('customers')
        .set({ points_balance: 40_000 })
        .where('id', '=', owner.id)
        .execute();
      // 12 entries: six bookings that spend every point and are cancelled (spent, returned).
      for (const seat of ['1', '2', '3', '4', '5', '6']) {
        t.clock.set(TEST_NOW);
        const booked = await reserveOk(
          t,
          oneWay({ jadwal_kode: 'XTR-01-1200', kursi: seats(seat), flag_point: 1 }),
          { authorization: owner.bearer },
        );
        await post(
          t,
          '/api/travel/batal-reservasi',
          { reservasi_kode: booked.code },
          { authorization: owner.bearer },
        );
      }
    });

    it('pages the ledger, 10 per page, newest first, each with its reservation code', async () => {
      const first = await getAs('customer-history-point', owner.bearer);
      expect(first.statusCode).toBe(200);
      const page1 = first.json().results;
      expect(page1).toMatchObject({ page: 1, total_page: 2, total_data: 12 });
      expect(page1.list).toHaveLength(10);
      expect(page1.list[0]).toMatchObject({
        tipe: 'returned',
        point: 40_000,
        saldo: 40_000,
        keterangan: 'Reservasi dibatalkan',
      });
      expect(page1.list[0].reservasi_kode).toMatch(/^[A-Z0-9]+$/);
      expect(page1.list[1]).toMatchObject({ tipe: 'spent', point: -40_000, saldo: 0 });
      const ids = page1.list.map((entry: { id: number }) => entry.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);

      const second = (await getAs('customer-history-point', owner.bearer, { page: '2' })).json()
        .results;
      expect(second).toMatchObject({ page: 2, total_page: 2, total_data: 12 });
      expect(second.list).toHaveLength(2);
      expect(Math.max(...second.list.map((entry: { id: number }) => entry.id))).toBeLessThan(
        Math.min(...ids),
      );
      expect(
        (await getAs('customer-history-point', owner.bearer, { page: '3' })).json().results.list,
      ).toEqual([]);
    });

    it('answers another customer only their own points, whatever the query names', async () => {
      const history = await getAs('customer-history-point', other.bearer, {
        customer_id: String(owner.id),
      });
      expect(history.json().results).toEqual({
        page: 1,
        total_page: 0,
        total_data: 0,
        list: [],
      });
      const summary = await getAs('customer-point', other.bearer, {
        customer_id: String(owner.id),
      });
      expect(summary.json().results).toMatchObject({ total_point: 0, pending: [] });
    });

    it('refuses callers without a customer token, and a bad page, in Indonesian', async () => {
      for (const path of ['customer-point', 'customer-history-point']) {
        const guest = await getAs(path, WEB_BASIC);
        expect(guest.statusCode).toBe(401);
        expect(guest.json().status).toBe('ERROR');
        const forged = await getAs(path, 'Bearer bukan-token-yang-sah');
        expect(forged.statusCode).toBe(401);
      }
      for (const page of ['0', 'abc', '1.5', '99999']) {
        const bad = await getAs('customer-history-point', owner.bearer, { page });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
        expect(bad.json().message).toMatch(/Halaman/);
      }
    });
  });
});
