import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { PriceLineRecord } from '../../src/db/schema.js';
import { randomCode } from '../../src/lib/random.js';
import { lifecycleOn } from '../../src/modules/reservations/lifecycle-fixtures.testing.js';
import type { ReservationDraft } from '../../src/modules/reservations/reservation-lifecycle.service.js';
import {
  insertMiniCatalogue,
  type MiniCatalogue,
  miniTrip,
} from '../../src/modules/seats/inventory-fixtures.testing.js';

const NOW = new Date('2026-11-21T01:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const POINTS_USED = 3_000;
const STARTING_BALANCE = 10_000;

/**
 * One test per transition of a reservation's life, each asserting what moves with it:
 * the status, the seat rows (seat_occupancy) and the customer's points. The same tests
 * run on the embedded database and on a real PostgreSQL server (the callers).
 */
export function describeLifecycleTransitions(
  engine: string,
  open: () => Promise<{ database: Database; dispose(): Promise<void> }>,
) {
  describe(`reservation lifecycle transitions (${engine})`, () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let catalogue: MiniCatalogue;
    let lifecycle: ReturnType<typeof lifecycleOn>['lifecycle'];
    let customerId: number;

    beforeAll(async () => {
      ({ database, dispose } = await open());
      await migrateToLatest(database.db);
      catalogue = await insertMiniCatalogue(database.db);
      // A second method to change to.
      await database.db
        .insertInto('payment_methods')
        .values({
          code: 'MINI_QRIS',
          name: 'Mini QRIS',
          group_code: 'qris',
          group_name: 'QRIS',
          fee_type: 'flat',
          fee_value: 0,
        })
        .execute();
      lifecycle = lifecycleOn(database.db).lifecycle;
    });
    afterAll(() => dispose());
    beforeEach(async () => {
      await database.db.deleteFrom('seat_occupancy').execute();
      await database.db.deleteFrom('reservation_passengers').execute();
      await database.db.deleteFrom('reservation_legs').execute();
      await database.db.deleteFrom('reservations').execute();
      const customer = await database.db
        .insertInto('customers')
        .values({
          name: 'Sari Lestari',
          email: `sari.${randomCode(6).toLowerCase()}@example.com`,
          points_balance: STARTING_BALANCE,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customerId = customer.id;
    });

    function draft(seatNos: string[], expiresAt = minutes(15)): ReservationDraft {
      const trip = miniTrip(catalogue);
      return {
        reservation: {
          code: `LTS${randomCode(10)}`,
          customer_id: customerId,
          guest_secret_hash: 'x'.repeat(64),
          booker_name: 'Sari Lestari',
          booker_phone: '081234567890',
          booker_email: 'sari@example.com',
          payment_method_code: 'MINI_VA',
          voucher_code: null,
          fare_total: 100_000 * seatNos.length,
          points_used: POINTS_USED,
          total: 100_000 * seatNos.length - POINTS_USED,
          price_lines: '[]',
          ads_code: null,
          referer_url: null,
          expires_at: expiresAt,
          created_at: NOW,
        },
        legs: [
          {
            leg: {
              direction: 'go',
              leg_index: 0,
              schedule_id: trip.schedule.id,
              trip_date: trip.tripDate,
              from_stop: trip.fromStop,
              to_stop: trip.toStop,
              departure_at: trip.departureAt,
              arrival_at: trip.arrivalAt,
              fare_per_seat: trip.farePerSeat,
            },
            passengers: seatNos.map((no) => ({
              seat_no: no,
              passenger_name: `Penumpang ${no}`,
              promo_code: null,
              fare: trip.farePerSeat,
              promo_discount: 0,
            })),
          },
        ],
        seats: [{ direction: 'go', legIndex: 0, trip, seatNos }],
      };
    }

    const inTransaction = <T>(work: (trx: Database['db']) => Promise<T>) =>
      database.db.transaction().execute(work);
    const hold = (seatNos: string[], expiresAt?: Date) =>
      inTransaction((trx) => lifecycle.hold(trx, draft(seatNos, expiresAt), NOW));
    const status = async (id: number) =>
      (
        await database.db
          .selectFrom('reservations')
          .select(['status', 'refund_status'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const seatsOf = async (id: number) =>
      [
        ...new Set(
          (
            await database.db
              .selectFrom('seat_occupancy')
              .select('seat_no')
              .where('reservation_id', '=', id)
              .execute()
          ).map((row) => row.seat_no),
        ),
      ].sort();
    const balance = async () =>
      (
        await database.db
          .selectFrom('customers')
          .select('points_balance')
          .where('id', '=', customerId)
          .executeTakeFirstOrThrow()
      ).points_balance;

    it('hold: a new pending reservation holds every seat on every segment and spends its points', async () => {
      const id = await hold(['1', '2']);
      expect(await status(id)).toBe('pending');
      expect(await seatsOf(id)).toEqual(['1', '2']);
      // Two seats on both segments of A -> C.
      const rows = await database.db
        .selectFrom('seat_occupancy')
        .select('segment_index')
        .where('reservation_id', '=', id)
        .execute();
      expect(rows).toHaveLength(4);
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
    });

    it('hold: refuses a seat someone holds and writes nothing, points untouched', async () => {
      await hold(['3']);
      const before = await balance();
      await expect(hold(['3', '4'])).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
      expect(await balance()).toBe(before);
      const count = await database.db
        .selectFrom('reservations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('hold: takes over the seat of an expired hold, which ends expired with its points back', async () => {
      const stale = await hold(['5'], minutes(5));
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
      const later = minutes(10);
      const fresh = await inTransaction((trx) => lifecycle.hold(trx, draft(['5']), later));
      expect(await status(stale)).toBe('expired');
      expect(await seatsOf(stale)).toEqual([]);
      expect(await seatsOf(fresh)).toEqual(['5']);
      // The stale hold's points came back; the fresh one spent its own.
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
    });

    it('pay: pending becomes paid, its seats stay, its points stay spent, it earns once', async () => {
      const id = await hold(['1']);
      expect(await inTransaction((trx) => lifecycle.settle(trx, id, minutes(5)))).toBe('paid');
      expect(await status(id)).toBe('paid');
      expect(await seatsOf(id)).toEqual(['1']);
      // Decision 0009: (fare 100.000 - 3.000 points spent) / 100 = 970 points earned.
      const EARNED = 970;
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED + EARNED);
      expect(await inTransaction((trx) => lifecycle.settle(trx, id, minutes(6)))).toBe(
        'already_paid',
      );
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED + EARNED);
      // A paid reservation is never expired, cancelled or swept.
      await inTransaction((trx) => lifecycle.expireOverdue(trx, minutes(60)));
      expect(await inTransaction((trx) => lifecycle.cancel(trx, id, minutes(6), 'test'))).toBe(
        false,
      );
      expect(await status(id)).toBe('paid');
      expect(await seatsOf(id)).toEqual(['1']);
    });

    it('pay late: the hold ran out, so it ends expired, refund owed, seats freed, points back', async () => {
      const id = await hold(['2']);
      expect(await inTransaction((trx) => lifecycle.settle(trx, id, minutes(16)))).toBe('late');
      const row = await database.db
        .selectFrom('reservations')
        .select(['status', 'refund_status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'expired', refund_status: 'required' });
      expect(await seatsOf(id)).toEqual([]);
      expect(await balance()).toBe(STARTING_BALANCE);
      // Repeated, it gives nothing back twice.
      await inTransaction((trx) => lifecycle.settle(trx, id, minutes(17)));
      expect(await balance()).toBe(STARTING_BALANCE);
    });

    it('expire: an overdue hold becomes expired, its seats freed, its points back; live holds untouched', async () => {
      const overdue = await hold(['1'], minutes(5));
      const live = await hold(['2'], minutes(30));
      const expired = await inTransaction((trx) => lifecycle.expireOverdue(trx, minutes(10)));
      expect(expired).toEqual([overdue]);
      expect(await status(overdue)).toBe('expired');
      expect(await seatsOf(overdue)).toEqual([]);
      expect(await status(live)).toBe('pending');
      expect(await seatsOf(live)).toEqual(['2']);
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
      // Expiring again changes nothing.
      expect(await inTransaction((trx) => lifecycle.expireOverdue(trx, minutes(10)))).toEqual([]);
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
    });

    it('cancel: a pending hold becomes cancelled, its seats freed, its points back (once)', async () => {
      const id = await hold(['3', '4']);
      expect(
        await inTransaction((trx) => lifecycle.cancel(trx, id, minutes(1), 'dibatalkan pemesan')),
      ).toBe(true);
      expect(await status(id)).toBe('cancelled');
      expect(await seatsOf(id)).toEqual([]);
      expect(await balance()).toBe(STARTING_BALANCE);
      expect(await inTransaction((trx) => lifecycle.cancel(trx, id, minutes(2), 'lagi'))).toBe(
        false,
      );
      expect(await balance()).toBe(STARTING_BALANCE);
    });

    it('cancel: an overdue hold is not cancelled (it expired), except by the checkout undo', async () => {
      const id = await hold(['5'], minutes(5));
      expect(await inTransaction((trx) => lifecycle.cancel(trx, id, minutes(6), 'x'))).toBe(false);
      expect(await status(id)).toBe('pending');
      expect(
        await inTransaction((trx) =>
          lifecycle.cancel(trx, id, minutes(6), 'payment_failed', { whateverExpiry: true }),
        ),
      ).toBe(true);
      expect(await status(id)).toBe('cancelled');
      expect(await seatsOf(id)).toEqual([]);
      expect(await balance()).toBe(STARTING_BALANCE);
    });

    it('change method: re-priced while pending, the new points spent instead of the old, seats kept', async () => {
      const id = await hold(['1']);
      const lines: PriceLineRecord[] = [];
      const { previous, update } = await inTransaction((trx) =>
        lifecycle.reprice(trx, id, minutes(2), async (current) => {
          // Priced as pricing would: its own points count as available again.
          const available = (
            await trx
              .selectFrom('customers')
              .select('points_balance')
              .where('id', '=', current.customer_id ?? 0)
              .executeTakeFirstOrThrow()
          ).points_balance;
          expect(available).toBe(STARTING_BALANCE);
          return {
            payment_method_code: 'MINI_QRIS',
            fare_total: 100_000,
            voucher_discount: 0,
            points_used: 5_000,
            insurance_fee: 0,
            donation: 0,
            admin_fee: 0,
            total: 95_000,
            price_lines: lines,
          };
        }),
      );
      expect(previous.points_used).toBe(POINTS_USED);
      expect(update.points_used).toBe(5_000);
      expect(await status(id)).toBe('pending');
      expect(await seatsOf(id)).toEqual(['1']);
      expect(await balance()).toBe(STARTING_BALANCE - 5_000);
      // Undone (the new charge failed): the old price and the old points again.
      await inTransaction((trx) => lifecycle.restorePricing(trx, id, previous));
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
      const row = await database.db
        .selectFrom('reservations')
        .select(['payment_method_code', 'points_used'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ payment_method_code: 'MINI_VA', points_used: POINTS_USED });
    });

    it('change method: refused once the hold has run out, nothing moves', async () => {
      const id = await hold(['2'], minutes(5));
      await expect(
        inTransaction((trx) =>
          lifecycle.reprice(trx, id, minutes(6), () => Promise.reject(new Error('not priced'))),
        ),
      ).rejects.toMatchObject({ code: 'RESERVATION_EXPIRED' });
      expect(await balance()).toBe(STARTING_BALANCE - POINTS_USED);
      expect(await seatsOf(id)).toEqual(['2']);
    });
  });
}
