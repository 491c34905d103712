import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { lifecycleOn } from '../../src/modules/reservations/lifecycle-fixtures.testing.js';
import {
  insertBareReservation,
  insertMiniCatalogue,
  type MiniCatalogue,
  miniTrip,
  occupySeat,
} from '../../src/modules/seats/inventory-fixtures.testing.js';
import { createPgTestDatabase } from '../postgres/pg-test-database.js';

/**
 * On real PostgreSQL (READ COMMITTED, concurrent connections): a payment for a hold
 * that has just expired races a new hold that wants the same seat. Whatever the timing,
 * the seat is never both paid for by the old reservation and held by the new one: the
 * payment settles first (and the new hold gets SEAT_TAKEN) or the new hold expires the
 * old reservation first (and the payment is 'late', refund owed).
 */
describe('expired hold taken over while its payment arrives (PostgreSQL)', () => {
  let database: Database;
  let dropDatabase: () => Promise<void>;
  let catalogue: MiniCatalogue;
  let lifecycle: ReturnType<typeof lifecycleOn>['lifecycle'];

  beforeAll(async () => {
    const pgDatabase = await createPgTestDatabase();
    dropDatabase = pgDatabase.drop;
    database = await openDatabase({ kind: 'postgres', url: pgDatabase.url, poolSize: 8 });
    await migrateToLatest(database.db);
    lifecycle = lifecycleOn(database.db).lifecycle;
    catalogue = await insertMiniCatalogue(database.db);
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase();
  });

  it('never sells the seat to both, over many interleavings', async () => {
    const now = new Date('2026-11-21T01:00:00Z');
    const expiredAt = new Date(now.getTime() - 1000);
    const paidBeforeExpiry = new Date(now.getTime() - 60_000);
    const outcomes = { paid: 0, late: 0 };

    for (let round = 0; round < 30; round++) {
      const seatNo = String((round % 5) + 1);
      await database.db.deleteFrom('seat_occupancy').execute();
      const old = await insertBareReservation(database.db, {
        status: 'pending',
        expiresAt: expiredAt,
      });
      await occupySeat(database.db, catalogue, old, seatNo);
      const fresh = await insertBareReservation(database.db, {
        status: 'pending',
        expiresAt: new Date(now.getTime() + 15 * 60_000),
      });
      const leg = {
        direction: 'go' as const,
        legIndex: 0,
        trip: miniTrip(catalogue),
        seatNos: [seatNo],
      };

      // Each order for certain (25 ms head start) and close overlaps (2 ms), in turn.
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const settleDelay = [0, 2, 0, 25][round % 4] ?? 0;
      const holdDelay = [25, 0, 2, 0][round % 4] ?? 0;
      const [settled, held] = await Promise.allSettled([
        pause(settleDelay).then(() =>
          database.db.transaction().execute((trx) => lifecycle.settle(trx, old, paidBeforeExpiry)),
        ),
        pause(holdDelay).then(() =>
          database.db
            .transaction()
            .execute((trx) => lifecycle.holdSeatsFor(trx, fresh, [leg], now)),
        ),
      ]);
      expect(settled.status).toBe('fulfilled');
      const outcome = (settled as PromiseFulfilledResult<string>).value;
      const holders = await database.db
        .selectFrom('seat_occupancy')
        .select('reservation_id')
        .distinct()
        .where('seat_no', '=', seatNo)
        .execute();
      const oldRow = await database.db
        .selectFrom('reservations')
        .select(['status', 'refund_status'])
        .where('id', '=', old)
        .executeTakeFirstOrThrow();

      if (outcome === 'paid') {
        outcomes.paid++;
        expect(held.status).toBe('rejected');
        expect((held as PromiseRejectedResult).reason).toMatchObject({ code: 'SEAT_TAKEN' });
        expect(oldRow.status).toBe('paid');
        expect(holders).toEqual([{ reservation_id: old }]);
      } else {
        outcomes.late++;
        expect(outcome).toBe('late');
        expect(held.status).toBe('fulfilled');
        expect(oldRow).toEqual({ status: 'expired', refund_status: 'required' });
        expect(holders).toEqual([{ reservation_id: fresh }]);
      }
    }
    expect(outcomes.paid + outcomes.late).toBe(30);
    expect(outcomes.late).toBeGreaterThan(0);
    expect(outcomes.paid).toBeGreaterThan(0);
  });
});
