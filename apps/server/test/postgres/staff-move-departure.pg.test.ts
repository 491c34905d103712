import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneWay, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';
import { insertPaidReservation } from '../api/schedule-test-helpers.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  staffBearer,
  staffPost,
} from '../api/staff.fixtures.js';
import type { TestApp } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * A departure moved while bookings are being written (decision 0022), on PostgreSQL with
 * two server processes: no reservation leg of the departure may keep the old time,
 * whichever commits first. A booking computes its leg's times before its transaction
 * writes them, so without the lock and trigger of migration 0018 a leg written just after
 * the move's retiming (or just before its commit) would keep the old time for good.
 */
describe('moving a departure while it is being booked (PostgreSQL)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;
  const URL = '/api/staff/keberangkatan/pindah';

  useTwoServers((servers) => ({ first, second } = servers), { staff: true });
  beforeAll(async () => {
    admin = await staffBearer(second, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  });

  const scheduleId = async (code: string) =>
    (
      await first.db
        .selectFrom('schedules')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const legTimes = (code: string) =>
    first.db
      .selectFrom('reservation_legs')
      .select(['departure_at', 'arrival_at'])
      .where('schedule_id', '=', sql<number>`(SELECT id FROM schedules WHERE code = ${code})`)
      .where('trip_date', '=', TOMORROW)
      .execute();
  /** Settles when `promise` settles, or answers 'waiting' after `ms`. */
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'waiting'>((done) => setTimeout(() => done('waiting'), ms)),
    ]);
  /** 07:00 + minutes, tomorrow, in WIB. */
  const wib = (time: string) => new Date(`${TOMORROW}T${time}:00+07:00`);

  it('a move waits for a booking writing its leg, then retimes it', async () => {
    const id = await scheduleId('XTR-01-0900');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let inserted!: () => void;
    const legWritten = new Promise<void>((done) => (inserted = done));
    // A checkout that computed its leg at the old time (09:00) and has not committed yet.
    const booking = first.db.transaction().execute(async (trx) => {
      const reservation = await insertPaidReservation(trx, 'TMOVERACE1');
      await trx
        .insertInto('reservation_legs')
        .values({
          reservation_id: reservation.id,
          direction: 'go',
          leg_index: 0,
          schedule_id: id,
          trip_date: TOMORROW,
          from_stop: 0,
          to_stop: 1,
          departure_at: wib('09:00'),
          arrival_at: wib('12:00'),
          fare_per_seat: 1,
        })
        .execute();
      inserted();
      await held;
    });
    await legWritten;
    const move = staffPost(second, admin, URL, {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-0900',
      tanggal: TOMORROW,
      jam_baru: '09:45',
      alasan: 'Menunggu kendaraan pengganti',
    });
    // The move waits on the schedule row the booking's leg holds.
    expect(await within(move, 400)).toBe('waiting');
    release();
    await booking;
    const answer = await move;
    expect(answer.statusCode, answer.body).toBe(200);
    const legs = await legTimes('XTR-01-0900');
    expect(legs).toHaveLength(1);
    expect(legs[0]!.departure_at).toEqual(wib('09:45'));
    expect(legs[0]!.arrival_at.getTime() - legs[0]!.departure_at.getTime()).toBe(
      wib('12:00').getTime() - wib('09:00').getTime(),
    );
  });

  it('a booking whose leg is written during a move takes the new time', async () => {
    const id = await scheduleId('XTR-01-1500');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    let locked!: () => void;
    const moving = new Promise<void>((done) => (locked = done));
    // A move in progress: the schedule row locked and the new time written, not committed.
    const move = first.db.transaction().execute(async (trx) => {
      await trx.selectFrom('schedules').select('id').where('id', '=', id).forUpdate().execute();
      await trx
        .insertInto('trip_time_changes')
        .values({
          schedule_id: id,
          trip_date: TOMORROW,
          departure_time: '16:20:00',
          original_time: '15:00:00',
          reason: 'Menunggu kendaraan pengganti',
          moved_at: first.clock.now(),
        })
        .execute();
      locked();
      await held;
    });
    await moving;
    // The checkout reads the old time (the move is not committed) and writes its leg.
    const booking = reserveOk(second, oneWay({ jadwal_kode: 'XTR-01-1500', kursi: seats('3') }));
    expect(await within(booking, 400)).toBe('waiting');
    release();
    await move;
    await booking;
    const legs = await legTimes('XTR-01-1500');
    expect(legs.map((leg) => leg.departure_at)).toEqual([wib('16:20')]);
  });

  it('many bookings and a move at once: every leg ends at the new time', async () => {
    const bookings = Array.from({ length: 8 }, (_, i) =>
      reserveOk(
        i % 2 === 0 ? first : second,
        oneWay({ jadwal_kode: 'XTR-01-1700', kursi: seats(String(i + 1)) }),
      ),
    );
    const move = staffPost(second, admin, URL, {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1700',
      tanggal: TOMORROW,
      jam_baru: '18:40',
      alasan: 'Menunggu kendaraan pengganti',
    });
    await Promise.all(bookings);
    expect((await move).statusCode).toBe(200);
    const legs = await legTimes('XTR-01-1700');
    expect(legs).toHaveLength(8);
    for (const leg of legs) expect(leg.departure_at).toEqual(wib('18:40'));
  });
});
