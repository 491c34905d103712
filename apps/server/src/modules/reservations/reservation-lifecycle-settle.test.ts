import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { ReservationStatus } from '../../db/schema.js';
import {
  insertBareReservation,
  insertMiniCatalogue,
  type MiniCatalogue,
} from '../seats/inventory-fixtures.testing.js';
import { lifecycleOn } from './lifecycle-fixtures.testing.js';

const NOW = new Date('2026-11-21T01:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

describe('ReservationLifecycle.settle', () => {
  let database: Database;
  let catalogue: MiniCatalogue;
  let seatCounter = 0;

  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    catalogue = await insertMiniCatalogue(database.db);
  });
  afterAll(() => database.close());

  async function reservationWithSeat(
    status: ReservationStatus,
    expiresAt: Date,
    paidAt: Date | null = null,
  ) {
    const id = await insertBareReservation(database.db, { status, expiresAt, paidAt });
    if (status !== 'cancelled') {
      seatCounter += 1;
      await database.db
        .insertInto('seat_occupancy')
        .values({
          schedule_id: catalogue.scheduleId,
          trip_date: catalogue.tripDate,
          seat_no: String(seatCounter),
          segment_index: 0,
          reservation_id: id,
        })
        .execute();
    }
    return id;
  }
  const settle = (id: number, paidAt: Date) =>
    database.db
      .transaction()
      .execute((trx) => lifecycleOn(database.db).lifecycle.settle(trx, id, paidAt));
  const state = (id: number) =>
    database.db
      .selectFrom('reservations')
      .select(['status', 'paid_at', 'refund_status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const rows = async (id: number) =>
    (
      await database.db
        .selectFrom('seat_occupancy')
        .select('seat_no')
        .where('reservation_id', '=', id)
        .execute()
    ).length;

  it('makes a pending, unexpired reservation paid and keeps its seats', async () => {
    const id = await reservationWithSeat('pending', minutes(15));
    expect(await settle(id, minutes(5))).toBe('paid');
    expect(await state(id)).toEqual({ status: 'paid', paid_at: minutes(5), refund_status: null });
    expect(await rows(id)).toBe(1);
  });

  it('answers already_paid the second time and changes nothing', async () => {
    const id = await reservationWithSeat('pending', minutes(15));
    await settle(id, minutes(5));
    expect(await settle(id, minutes(7))).toBe('already_paid');
    expect(await state(id)).toEqual({ status: 'paid', paid_at: minutes(5), refund_status: null });
    expect(await rows(id)).toBe(1);
  });

  it('refuses a payment at or after the expiry of a still-pending hold: expired, refund required, seats freed', async () => {
    const id = await reservationWithSeat('pending', minutes(15));
    expect(await settle(id, minutes(15))).toBe('late');
    expect(await state(id)).toEqual({
      status: 'expired',
      paid_at: null,
      refund_status: 'required',
    });
    expect(await rows(id)).toBe(0);
  });

  it('refuses a payment for an expired reservation', async () => {
    const id = await reservationWithSeat('expired', minutes(-1));
    expect(await settle(id, minutes(-5))).toBe('late');
    expect(await state(id)).toEqual({
      status: 'expired',
      paid_at: null,
      refund_status: 'required',
    });
  });

  it('refuses a payment for a cancelled reservation and keeps it cancelled', async () => {
    const id = await reservationWithSeat('cancelled', minutes(15));
    expect(await settle(id, minutes(1))).toBe('late');
    expect(await state(id)).toEqual({
      status: 'cancelled',
      paid_at: null,
      refund_status: 'required',
    });
  });

  it('is idempotent for late payments and never downgrades a finished refund', async () => {
    const id = await reservationWithSeat('expired', minutes(-1));
    await settle(id, minutes(1));
    await database.db
      .updateTable('reservations')
      .set({ refund_status: 'refunded' })
      .where('id', '=', id)
      .execute();
    expect(await settle(id, minutes(2))).toBe('late');
    expect((await state(id)).refund_status).toBe('refunded');
  });

  it('gives the points of a late-paid pending reservation back, once', async () => {
    const customer = await database.db
      .insertInto('customers')
      .values({ name: 'Poin', email: 'poin@example.com', points_balance: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await reservationWithSeat('pending', minutes(15));
    await database.db
      .updateTable('reservations')
      .set({ customer_id: customer.id, points_used: 3000 })
      .where('id', '=', id)
      .execute();
    expect(await settle(id, minutes(20))).toBe('late');
    expect(await settle(id, minutes(21))).toBe('late');
    const row = await database.db
      .selectFrom('customers')
      .select('points_balance')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row.points_balance).toBe(3000);
  });

  it('throws RESERVATION_NOT_FOUND for an unknown id', async () => {
    await expect(settle(987654, NOW)).rejects.toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
  });
});
