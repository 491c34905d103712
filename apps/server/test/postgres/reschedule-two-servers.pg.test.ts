import { describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import {
  DAY_AFTER,
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  serverTotal,
  takenSeats,
  TOMORROW,
} from '../api/reservations.fixtures.js';
import { useTwoServers } from './two-servers.js';

const MOVE = '/api/travel/ubah-jadwal';

/**
 * Decision 0040 on two server processes (each its own pool, one PostgreSQL), where the
 * transactions really overlap: a move racing another booker for the same new seat, the
 * same move confirmed on both at once, and a customer's cancellation racing the payment
 * of a move of the same booking. Never a seat twice, never money given back twice, the
 * booking ends in exactly one state.
 */
describe('moves of paid bookings racing on two servers (PostgreSQL)', () => {
  let first: TestApp;
  let second: TestApp;

  useTwoServers((servers) => ({ first, second } = servers));

  async function paidBooking(t: TestApp, jadwal: string, tanggal: string, seat: string) {
    const booked = await reserveOk(
      t,
      oneWay({ jadwal_kode: jadwal, tanggal_berangkat: tanggal, kursi: seats(seat) }),
    );
    await settle(t, booked.code);
    return booked;
  }

  async function settle(t: TestApp, code: string) {
    const res = await t.app.inject({ method: 'POST', url: `/api/dev/payments/${code}/settle` });
    expect(res.statusCode, res.body).toBe(200);
  }

  const move = (t: TestApp, code: string, token: string, body: Record<string, unknown>) =>
    post(t, MOVE, { reservasi_kode: code, konfirmasi: true, ...body }, { 'x-guest-token': token });

  const statusOf = (code: string) =>
    first.db
      .selectFrom('reservations')
      .select(['id', 'status', 'cancel_reason', 'moved_from_id'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

  const seatHolders = (jadwal: string, tanggal: string, seat: string) =>
    first.db
      .selectFrom('seat_occupancy')
      .innerJoin('schedules', 'schedules.id', 'seat_occupancy.schedule_id')
      .select('seat_occupancy.reservation_id')
      .distinct()
      .where('schedules.code', '=', jadwal)
      .where('seat_occupancy.trip_date', '=', tanggal)
      .where('seat_occupancy.seat_no', '=', seat)
      .execute();

  it('a move and another booker racing for the same new seat: exactly one gets it', async () => {
    const owner = await paidBooking(first, 'XTR-01-1000', DAY_AFTER, '2');
    const rival = oneWay({
      jadwal_kode: 'XTR-01-1500',
      tanggal_berangkat: DAY_AFTER,
      kursi: seats('6'),
    });
    const rivalTotal = await serverTotal(second, rival);
    const [moved, other] = await Promise.all([
      move(first, owner.code, owner.guestToken, {
        jadwal_kode: 'XTR-01-1500',
        tanggal_berangkat: DAY_AFTER,
        kursi: '6',
      }),
      post(second, '/api/travel/reservasi', { ...rival, total_bayar: rivalTotal }),
    ]);
    const codes = [moved.statusCode, other.statusCode].sort();
    expect(codes, `${moved.body}\n${other.body}`).toEqual([200, 409]);
    expect(await seatHolders('XTR-01-1500', DAY_AFTER, '6')).toHaveLength(1);
    // The old ticket stands whichever won: the move is at most pending.
    expect(await statusOf(owner.code)).toMatchObject({ status: 'paid' });
  });

  it('the same move confirmed on both servers at once leaves one move holding the seat', async () => {
    const owner = await paidBooking(first, 'XTR-01-1100', DAY_AFTER, '3');
    const body = { jadwal_kode: 'XTR-01-1600', tanggal_berangkat: DAY_AFTER, kursi: '3' };
    const answers = await Promise.all([
      move(first, owner.code, owner.guestToken, body),
      move(second, owner.code, owner.guestToken, body),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const pending = await first.db
      .selectFrom('reservations')
      .select('id')
      .where('moved_from_id', '=', (await statusOf(owner.code)).id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);
    expect(await seatHolders('XTR-01-1600', DAY_AFTER, '3')).toEqual([
      { reservation_id: pending[0]!.id },
    ]);
  });

  it("a cancellation racing the move's payment: one ticket at most, each payment given back at most once", async () => {
    for (const [index, hour] of ['1200', '1300', '1400'].entries()) {
      const seat = String(7 + index);
      const owner = await paidBooking(first, `XTR-01-${hour}`, TOMORROW, seat);
      const pending = await move(first, owner.code, owner.guestToken, {
        jadwal_kode: 'XTR-01-1800',
        tanggal_berangkat: TOMORROW,
        kursi: seat,
      });
      expect(pending.statusCode, pending.body).toBe(200);
      const fresh = pending.json().results.reservasi_baru;

      const [cancelled] = await Promise.all([
        post(
          second,
          '/api/travel/batal-reservasi',
          { reservasi_kode: owner.code, konfirmasi: true },
          { 'x-guest-token': owner.guestToken },
        ),
        settle(first, fresh.reservasi_kode),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBeLessThan(500);

      const old = await statusOf(owner.code);
      const replacement = await statusOf(fresh.reservasi_kode);
      expect(old.status).toBe('cancelled');
      const refunds = await first.db
        .selectFrom('refunds')
        .select(['reservation_id', 'reason'])
        .where('reservation_id', 'in', [old.id, replacement.id])
        .execute();
      if (replacement.status === 'paid') {
        // The payment came first: the move completed, the cancellation found it moved.
        expect(old.cancel_reason).toBe('dipindahkan');
        expect(refunds).toEqual([]);
        expect(await seatHolders('XTR-01-1800', TOMORROW, seat)).toHaveLength(1);
      } else {
        // The cancellation came first: the move's payment is late and owed back, once.
        expect(replacement.status).toBe('expired');
        expect(refunds.filter((row) => row.reason === 'terlambat')).toEqual([
          { reservation_id: replacement.id, reason: 'terlambat' },
        ]);
        expect(await seatHolders('XTR-01-1800', TOMORROW, seat)).toEqual([]);
      }
      const taken = takenSeats(
        await seatMap(first, {
          operator_kode: 'XTR',
          jadwal_kode: `XTR-01-${hour}`,
          tanggal_berangkat: TOMORROW,
        }),
      );
      expect(taken).not.toContain(seat);
    }
  });
});
