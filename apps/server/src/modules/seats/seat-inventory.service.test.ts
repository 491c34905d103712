import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { AppError } from '../../http/app-error.js';
import {
  insertBareReservation,
  insertMiniCatalogue,
  type MiniCatalogue,
  miniTrip,
  occupySeat,
} from './inventory-fixtures.testing.js';
import { lifecycleOn } from '../reservations/lifecycle-fixtures.testing.js';
import { isUniqueViolation } from '../../db/sql-state.js';
import { SeatInventoryRepository } from './seat-inventory.repository.js';
import {
  isSeatConflict,
  type SeatInventoryService,
  sortSeatNos,
} from './seat-inventory.service.js';

const NOW = new Date('2026-11-21T01:00:00Z');
const LATER = new Date(NOW.getTime() + 15 * 60_000);
const EARLIER = new Date(NOW.getTime() - 60_000);

describe('SeatInventoryService', () => {
  let database: Database;
  let catalogue: MiniCatalogue;
  let inventory: SeatInventoryService;
  // Holds go through the reservations lifecycle, which ends expired holders first.
  let lifecycle: ReturnType<typeof lifecycleOn>['lifecycle'];

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    ({ lifecycle, seats: inventory } = lifecycleOn(database.db));
    catalogue = await insertMiniCatalogue(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.deleteFrom('seat_occupancy').execute();
    await database.db.deleteFrom('reservations').execute();
  });

  const pending = () => insertBareReservation(database.db, { status: 'pending', expiresAt: LATER });
  const hold = (
    reservationId: number,
    seatNos: string[],
    fromStop = 0,
    toStop = 2,
    direction: 'go' | 'return' = 'go',
  ) =>
    database.db
      .transaction()
      .execute((trx) =>
        lifecycle.holdSeatsFor(
          trx,
          reservationId,
          [{ direction, legIndex: 0, trip: miniTrip(catalogue, fromStop, toStop), seatNos }],
          NOW,
        ),
      );
  const rowCount = async () =>
    Number(
      (
        await database.db
          .selectFrom('seat_occupancy')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('holds one row per seat per segment of the trip', async () => {
    const id = await pending();
    await hold(id, ['1', '2']);
    expect(await rowCount()).toBe(4);
    const taken = await inventory.takenSeatNos(database.db, miniTrip(catalogue), NOW);
    expect([...taken].sort()).toEqual(['1', '2']);
  });

  it('keeps a seat taken A->B free for B->C', async () => {
    const first = await pending();
    await hold(first, ['3'], 0, 1);
    expect(await inventory.takenSeatNos(database.db, miniTrip(catalogue, 1, 2), NOW)).toEqual(
      new Set(),
    );
    const second = await pending();
    await hold(second, ['3'], 1, 2);
    expect(await rowCount()).toBe(2);
    // ...but the whole route A->C now overlaps both.
    await expect(hold(await pending(), ['3'], 0, 2)).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
  });

  it('refuses seats someone holds, naming them, and holds nothing of the request', async () => {
    await hold(await pending(), ['4', '2']);
    const before = await rowCount();
    const error = await hold(await pending(), ['1', '2', '4']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('SEAT_TAKEN');
    expect((error as AppError).message).toBe(
      'Kursi 2, 4 sudah dipesan orang lain. Silakan pilih kursi lain.',
    );
    expect((error as AppError).details).toMatchObject({
      kursi: ['2', '4'],
      jadwal_kode: 'MINI-0800',
    });
    expect(await rowCount()).toBe(before);
  });

  it('names the direction of a return leg in the message', async () => {
    await hold(await pending(), ['5']);
    await expect(hold(await pending(), ['5'], 0, 2, 'return')).rejects.toMatchObject({
      message: 'Kursi 5 (perjalanan pulang) sudah dipesan orang lain. Silakan pilih kursi lain.',
    });
  });

  it('refuses seat numbers that are not on the layout', async () => {
    await expect(hold(await pending(), ['1', '99'])).rejects.toMatchObject({
      code: 'SEAT_INVALID',
    });
    expect(await rowCount()).toBe(0);
  });

  it('takes over the seats of an expired hold and marks that reservation expired', async () => {
    const stale = await insertBareReservation(database.db, {
      status: 'pending',
      expiresAt: EARLIER,
    });
    await occupySeat(database.db, catalogue, stale, '1');
    expect(await inventory.takenSeatNos(database.db, miniTrip(catalogue), NOW)).toEqual(new Set());
    const fresh = await pending();
    await hold(fresh, ['1']);
    const staleRow = await database.db
      .selectFrom('reservations')
      .select('status')
      .where('id', '=', stale)
      .executeTakeFirstOrThrow();
    expect(staleRow.status).toBe('expired');
    const holders = await database.db
      .selectFrom('seat_occupancy')
      .select('reservation_id')
      .distinct()
      .execute();
    expect(holders).toEqual([{ reservation_id: fresh }]);
  });

  it('never takes over a paid seat, even a paid reservation past its old expiry', async () => {
    const paid = await insertBareReservation(database.db, {
      status: 'paid',
      expiresAt: EARLIER,
      paidAt: EARLIER,
    });
    await database.db
      .insertInto('seat_occupancy')
      .values({
        schedule_id: catalogue.scheduleId,
        trip_date: catalogue.tripDate,
        seat_no: '2',
        segment_index: 0,
        reservation_id: paid,
      })
      .execute();
    await expect(hold(await pending(), ['2'])).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
  });

  it('maps a lost race (unique violation) to SEAT_TAKEN read outside the transaction', async () => {
    const winner = await pending();
    await hold(winner, ['3']);
    const loser = await pending();
    const leg = {
      direction: 'go' as const,
      legIndex: 0,
      trip: miniTrip(catalogue),
      seatNos: ['3'],
    };
    // Skip the pre-check to reach the primary key, as a concurrent winner would.
    const error = await database.db
      .transaction()
      .execute((trx) =>
        new SeatInventoryRepository(database.db).insertRows(
          loser,
          [
            {
              scheduleId: catalogue.scheduleId,
              tripDate: catalogue.tripDate,
              seatNos: ['3'],
              segmentIndexes: [0, 1],
            },
          ],
          trx,
        ),
      )
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isSeatConflict(error)).toBe(true);
    expect((error as { table?: string }).table).toBe('seat_occupancy');
    const mapped = await inventory.conflictAfterRollback(database.db, [leg], NOW);
    expect(mapped).toMatchObject({ code: 'SEAT_TAKEN', details: { kursi: ['3'] } });
  });

  it('sweeps expired holds: status expired and rows gone, live holds untouched', async () => {
    const stale = await insertBareReservation(database.db, {
      status: 'pending',
      expiresAt: EARLIER,
    });
    const live = await pending();
    await database.db
      .insertInto('seat_occupancy')
      .values({
        schedule_id: catalogue.scheduleId,
        trip_date: catalogue.tripDate,
        seat_no: '4',
        segment_index: 0,
        reservation_id: stale,
      })
      .execute();
    await hold(live, ['5']);
    const expired = await database.db
      .transaction()
      .execute((trx) => lifecycle.expireOverdue(trx, NOW));
    expect(expired.length).toBe(1);
    const rows = await database.db
      .selectFrom('seat_occupancy')
      .select('reservation_id')
      .distinct()
      .execute();
    expect(rows).toEqual([{ reservation_id: live }]);
  });

  it('releases the rows of one reservation once it has ended, never before', async () => {
    const id = await pending();
    await hold(id, ['1', '2']);
    // Still pending: the freeing order of decision 0001 leaves its seats alone.
    expect(await inventory.release(database.db, [id])).toBe(0);
    await database.db
      .updateTable('reservations')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    expect(await inventory.release(database.db, [id])).toBe(4);
    expect(await rowCount()).toBe(0);
  });

  it('sorts seat numbers the way people count', () => {
    expect(sortSeatNos(['10', '2', '1A', '1'])).toEqual(['1', '1A', '2', '10']);
  });
});
