import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { SEED_POLICIES } from '../../src/db/seed/seed-operators.js';
import { TEST_NOW, TEST_TODAY, type TestApp } from '../helpers/test-app.js';
import {
  DAY_AFTER,
  get,
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from '../api/reservations.fixtures.js';
import { openStaffDesk, qrContentOf, staffPost } from '../api/staff.fixtures.js';

const MOVE = '/api/travel/ubah-jadwal';
const CANCEL = '/api/travel/batal-reservasi';
/** XTR's demo policy: moves until 6 hours before, Rp 15.000 per passenger, a lower fare kept. */
const XTR_FEE = SEED_POLICIES.XTR!.reschedule.feePerPassenger;

/**
 * Issue 21, "Ubah Jadwal" (decision 0040), on the embedded database and on a real
 * PostgreSQL server (the callers). The clock is Saturday 21 November 08:00 WIB; XTR runs
 * Bandung Pasteur -> Jakarta Blok M hourly, dearer at 07.00 and 16.00-18.59 (110 %).
 */
export function describeReschedule(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a booker moves a paid booking to another departure (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;
    let petugasXtr: string;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      ({ t, petugasXtr } = await openStaffDesk(
        opened.database ? { database: opened.database } : {},
      ));
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    async function paidBooking(jadwal: string, tanggal: string, ...seatNos: string[]) {
      const booked = await reserveOk(
        t,
        oneWay({ jadwal_kode: jadwal, tanggal_berangkat: tanggal, kursi: seats(...seatNos) }),
      );
      await settle(booked.code);
      return booked;
    }

    async function settle(code: string) {
      const settled = await t.app.inject({
        method: 'POST',
        url: `/api/dev/payments/${code}/settle`,
      });
      expect(settled.statusCode, settled.body).toBe(200);
    }

    const move = (code: string, token: string, body: Record<string, unknown>) =>
      post(t, MOVE, { reservasi_kode: code, ...body }, { 'x-guest-token': token });

    const ticket = async (code: string, token: string) => {
      const res = await get(
        t,
        '/api/travel/detail-reservasi',
        { reservasi_kode: code },
        { 'x-guest-token': token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results;
    };

    const taken = async (jadwal: string, tanggal: string) =>
      takenSeats(
        await seatMap(t, { operator_kode: 'XTR', jadwal_kode: jadwal, tanggal_berangkat: tanggal }),
      );

    const refundsOf = (code: string) =>
      t.db
        .selectFrom('refunds')
        .innerJoin('reservations', 'reservations.id', 'refunds.reservation_id')
        .select(['refunds.amount', 'refunds.status', 'refunds.reason'])
        .where('reservations.code', '=', code)
        .orderBy('refunds.id')
        .execute();

    const reservationCount = async () =>
      Number(
        (
          await t.db
            .selectFrom('reservations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    const expectRefused = (
      res: Awaited<ReturnType<typeof move>>,
      status: number,
      code: string,
      message?: RegExp,
    ) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: code });
      if (message) expect(res.json().message).toMatch(message);
    };

    it('prices a move to a dearer departure without changing anything, holds the new seat while the old ticket stands, and completes both at once when paid', async () => {
      const old = await paidBooking('XTR-01-1000', TOMORROW, '7');
      const count = await reservationCount();
      const target = { jadwal_kode: 'XTR-01-1700', tanggal_berangkat: TOMORROW, kursi: '8' };

      const quote = await move(old.code, old.guestToken, target);
      expect(quote.statusCode, quote.body).toBe(200);
      const priced = quote.json().results.ubah_jadwal;
      expect(priced).toMatchObject({
        dapat_diubah: true,
        alasan_tidak_dapat: null,
        biaya_ubah_jadwal: XTR_FEE,
        selisih_lebih_murah: null,
        refund: 0,
        jadwal_lama: { jadwal_kode: 'XTR-01-1000', jam_berangkat: '10:00' },
        jadwal_baru: { jadwal_kode: 'XTR-01-1700', jam_berangkat: '17:00' },
        penumpang: [{ kursi_lama: '7', kursi_baru: '8' }],
      });
      expect(priced.tarif_baru).toBeGreaterThan(priced.tarif_lama);
      expect(priced.selisih_tarif).toBe(priced.tarif_baru - priced.tarif_lama);
      expect(priced.total_bayar).toBe(XTR_FEE + priced.selisih_tarif);
      expect(quote.json().results.reservasi_baru).toBeNull();
      expect(await reservationCount()).toBe(count);
      expect(await taken('XTR-01-1700', TOMORROW)).not.toContain('8');

      const confirmed = await move(old.code, old.guestToken, {
        ...target,
        konfirmasi: true,
        total_bayar: priced.total_bayar,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const fresh = confirmed.json().results.reservasi_baru;
      expect(fresh).toMatchObject({ status: 'pending', total: priced.total_bayar });
      expect(fresh.pembayaran).toMatchObject({ jumlah: priced.total_bayar });
      // Both held meanwhile: the new seat for the move, the old one still the booker's.
      expect(await taken('XTR-01-1700', TOMORROW)).toContain('8');
      expect(await taken('XTR-01-1000', TOMORROW)).toContain('7');
      expect(await ticket(old.code, old.guestToken)).toMatchObject({ status: 'paid' });

      await settle(fresh.reservasi_kode);
      const moved = await ticket(fresh.reservasi_kode, fresh.guest_token);
      expect(moved).toMatchObject({ status: 'paid', dipindahkan_dari: old.code });
      expect(moved.qr_content).toEqual(expect.any(String));
      expect(moved.perjalanan[0]).toMatchObject({ jam_berangkat: '17:00' });
      const replaced = await ticket(old.code, old.guestToken);
      expect(replaced).toMatchObject({
        status: 'cancelled',
        dipindahkan_ke: fresh.reservasi_kode,
        qr_content: null,
      });
      expect(await taken('XTR-01-1000', TOMORROW)).not.toContain('7');
      expect(await taken('XTR-01-1700', TOMORROW)).toContain('8');
      // The new ticket is sent to the booker when the move is paid.
      const sent = await t.db
        .selectFrom('outbound_messages')
        .select('text')
        .where('text', 'like', `%${fresh.reservasi_kode}%`)
        .execute();
      expect(sent.length).toBeGreaterThan(0);

      expectRefused(
        await move(old.code, old.guestToken, target),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        new RegExp(`sudah dipindahkan ke jadwal baru \\(kode booking ${fresh.reservasi_kode}\\)`),
      );

      // Cancelled later (33 hours ahead: 75 % back without assurance), the moved ticket's
      // money comes back from the charge that paid most of it: the first booking's.
      const cancelled = await post(
        t,
        CANCEL,
        { reservasi_kode: fresh.reservasi_kode, konfirmasi: true },
        { 'x-guest-token': fresh.guest_token },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const refund = await t.db
        .selectFrom('refunds')
        .innerJoin('payments', 'payments.id', 'refunds.payment_id')
        .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
        .select(['refunds.amount', 'reservations.code as paid_with'])
        .where('refunds.reason', '=', 'dibatalkan_pelanggan')
        .where(
          'refunds.reservation_id',
          '=',
          (
            await t.db
              .selectFrom('reservations')
              .select('id')
              .where('code', '=', fresh.reservasi_kode)
              .executeTakeFirstOrThrow()
          ).id,
        )
        .executeTakeFirstOrThrow();
      expect(refund.paid_with).toBe(old.code);
      expect(refund.amount).toBe(Math.floor((priced.tarif_baru * 75) / 100));
    });

    it("keeps a lower fare under XTR's 'keep' policy (only the fee is charged), and gives it back at once, the move completed, when the policy says 'refund' and nothing is owed", async () => {
      const dear = await paidBooking('XTR-01-1700', DAY_AFTER, '1');
      const kept = await move(dear.code, dear.guestToken, {
        jadwal_kode: 'XTR-01-1000',
        tanggal_berangkat: DAY_AFTER,
        kursi: ['1'],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().results.ubah_jadwal).toMatchObject({
        selisih_lebih_murah: 'keep',
        total_bayar: XTR_FEE,
        refund: 0,
      });
      expect(kept.json().results.ubah_jadwal.selisih_tarif).toBeLessThan(0);

      const generous = {
        ...SEED_POLICIES.XTR!,
        reschedule: { allowed: true, hoursBefore: 6, feePerPassenger: 0, lowerFare: 'refund' },
      };
      await t.db
        .updateTable('operators')
        .set({ after_sale_policy: JSON.stringify(generous) })
        .where('code', '=', 'XTR')
        .execute();
      try {
        const done = await move(dear.code, dear.guestToken, {
          jadwal_kode: 'XTR-01-1000',
          tanggal_berangkat: DAY_AFTER,
          kursi: [{ no: '1' }],
          konfirmasi: 'true',
        });
        expect(done.statusCode, done.body).toBe(200);
        const { ubah_jadwal: priced, reservasi_baru: fresh } = done.json().results;
        const difference = priced.tarif_lama - priced.tarif_baru;
        expect(priced).toMatchObject({ total_bayar: 0, refund: difference });
        expect(fresh).toMatchObject({ status: 'paid', pembayaran: null, total: 0 });
        expect(await refundsOf(fresh.reservasi_kode)).toEqual([
          { amount: difference, status: 'refunded', reason: 'selisih_ubah_jadwal' },
        ]);
        expect(await ticket(dear.code, dear.guestToken)).toMatchObject({
          status: 'cancelled',
          dipindahkan_ke: fresh.reservasi_kode,
        });
        expect(await taken('XTR-01-1700', DAY_AFTER)).not.toContain('1');
        expect(await taken('XTR-01-1000', DAY_AFTER)).toContain('1');
      } finally {
        await t.db
          .updateTable('operators')
          .set({ after_sale_policy: JSON.stringify(SEED_POLICIES.XTR) })
          .where('code', '=', 'XTR')
          .execute();
      }
    });

    it('refuses, changing nothing: a stranger, past the deadline, another route or operator, the same departure, a seat count or seat that does not fit, an unpaid booking, bad fields', async () => {
      const own = await paidBooking('XTR-01-1100', TOMORROW, '4');
      const target = { jadwal_kode: 'XTR-01-1300', tanggal_berangkat: TOMORROW, kursi: '4' };
      const count = await reservationCount();

      expectRefused(
        await move(own.code, 'not-the-guest-secret', target),
        404,
        'RESERVATION_NOT_FOUND',
      );
      expectRefused(
        await move(own.code, own.guestToken, { ...target, jadwal_kode: 'PSR-01-1000' }),
        404,
        'SCHEDULE_NOT_FOUND',
      );
      const otherRoute = await t.db
        .selectFrom('schedules')
        .innerJoin('routes', 'routes.id', 'schedules.route_id')
        .innerJoin('operators', 'operators.id', 'routes.operator_id')
        .select('schedules.code')
        .where('operators.code', '=', 'XTR')
        .where('schedules.code', 'not like', 'XTR-01-%')
        .orderBy('schedules.code')
        .executeTakeFirstOrThrow();
      expectRefused(
        await move(own.code, own.guestToken, { ...target, jadwal_kode: otherRoute.code }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /harus berangkat dari .* dan tiba di /,
      );
      expectRefused(
        await move(own.code, own.guestToken, { ...target, jadwal_kode: 'XTR-01-1100' }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /keberangkatan tiket Anda sendiri/,
      );
      expectRefused(
        await move(own.code, own.guestToken, { ...target, kursi: '4,5' }),
        400,
        'VALIDATION_ERROR',
        /Pilih 1 kursi baru/,
      );
      expectRefused(
        await move(own.code, own.guestToken, { ...target, kursi: '99' }),
        422,
        'SEAT_INVALID',
      );
      for (const bad of [
        { kursi: '' },
        { kursi: ['3', '3'] },
        { tanggal_berangkat: '2026-02-30' },
      ]) {
        expectRefused(
          await move(own.code, own.guestToken, { ...target, ...bad }),
          400,
          'VALIDATION_ERROR',
        );
      }
      const holder = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1300', kursi: seats('4') }));
      expectRefused(
        await move(own.code, own.guestToken, { ...target, konfirmasi: 1 }),
        409,
        'SEAT_TAKEN',
      );
      expectRefused(
        await move(holder.code, holder.guestToken, { ...target, kursi: '5' }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /Hanya pesanan yang sudah dibayar/,
      );
      expectRefused(
        await move(own.code, own.guestToken, {
          ...target,
          kursi: '6',
          konfirmasi: 1,
          total_bayar: 1,
        }),
        409,
        'PRICE_CHANGED',
      );

      // 13.00 today is 5 hours away: XTR moves tickets until 6 hours before.
      const soon = await paidBooking('XTR-01-1300', TEST_TODAY, '2');
      const late = await move(soon.code, soon.guestToken, {
        jadwal_kode: 'XTR-01-1400',
        tanggal_berangkat: TEST_TODAY,
        kursi: '2',
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().results.ubah_jadwal).toMatchObject({
        dapat_diubah: false,
        alasan_tidak_dapat: expect.stringMatching(/paling lambat 6 jam sebelum keberangkatan/),
      });
      expectRefused(
        await move(soon.code, soon.guestToken, {
          jadwal_kode: 'XTR-01-1400',
          tanggal_berangkat: TEST_TODAY,
          kursi: '2',
          konfirmasi: true,
        }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /Batas ubah jadwal sudah lewat/,
      );

      // Only the seat holder's and the late booking's reservations were made.
      expect(await reservationCount()).toBe(count + 2);
      expect(await ticket(own.code, own.guestToken)).toMatchObject({ status: 'paid' });
      expect(await taken('XTR-01-1300', TOMORROW)).toEqual(['4']);
    });

    it('a newer move replaces an unpaid earlier one, and a move never paid leaves the old ticket standing', async () => {
      const old = await paidBooking('XTR-01-1400', TOMORROW, '3');
      const first = await move(old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1500',
        tanggal_berangkat: TOMORROW,
        kursi: '3',
        konfirmasi: true,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(await taken('XTR-01-1500', TOMORROW)).toContain('3');

      const second = await move(old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1600',
        tanggal_berangkat: TOMORROW,
        kursi: '3',
        konfirmasi: true,
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(await taken('XTR-01-1500', TOMORROW)).not.toContain('3');
      expect(await taken('XTR-01-1600', TOMORROW)).toContain('3');
      const replaced = first.json().results.reservasi_baru;
      expect(await ticket(replaced.reservasi_kode, replaced.guest_token)).toMatchObject({
        status: 'cancelled',
      });

      const expiry = new Date(second.json().results.reservasi_baru.expired_time);
      t.clock.set(new Date(expiry.getTime() + 60_000));
      try {
        expect(await taken('XTR-01-1600', TOMORROW)).not.toContain('3');
        expect(await ticket(old.code, old.guestToken)).toMatchObject({
          status: 'paid',
          dipindahkan_ke: null,
        });
        expect(await taken('XTR-01-1400', TOMORROW)).toContain('3');
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('a cancellation while a move waits for its payment wins: the payment comes late and is owed back, and no ticket of the move is valid', async () => {
      const old = await paidBooking('XTR-01-1800', TOMORROW, '5');
      const pending = await move(old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1900',
        tanggal_berangkat: TOMORROW,
        kursi: '5',
        konfirmasi: true,
      });
      expect(pending.statusCode, pending.body).toBe(200);
      const fresh = pending.json().results.reservasi_baru;

      const cancelled = await post(
        t,
        CANCEL,
        { reservasi_kode: old.code, konfirmasi: true },
        { 'x-guest-token': old.guestToken },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().results.status).toBe('cancelled');

      await settle(fresh.reservasi_kode);
      expect(await ticket(fresh.reservasi_kode, fresh.guest_token)).toMatchObject({
        status: 'expired',
        status_refund: 'required',
        qr_content: null,
      });
      expect(await refundsOf(fresh.reservasi_kode)).toEqual([
        { amount: fresh.total, status: 'required', reason: 'terlambat' },
      ]);
      expect(await taken('XTR-01-1900', TOMORROW)).not.toContain('5');
      expect(await taken('XTR-01-1800', TOMORROW)).not.toContain('5');
    });

    it('after a move the old QR no longer boards, and the new one does', async () => {
      const departure = (jadwal: string) => ({
        operator_kode: 'XTR',
        jadwal_kode: jadwal,
        tanggal: TEST_TODAY,
      });
      const old = await paidBooking('XTR-01-2000', TEST_TODAY, '11');
      const oldQr = await qrContentOf(t, old.code, old.guestToken);
      const moved = await move(old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1900',
        tanggal_berangkat: TEST_TODAY,
        kursi: '11',
        konfirmasi: true,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const fresh = moved.json().results.reservasi_baru;
      await settle(fresh.reservasi_kode);

      const refused = await staffPost(t, petugasXtr, '/api/staff/boarding', {
        qr_content: oldQr,
        ...departure('XTR-01-2000'),
      });
      expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      const newQr = await qrContentOf(t, fresh.reservasi_kode, fresh.guest_token);
      expect(newQr).not.toBe(oldQr);
      const boarded = await staffPost(t, petugasXtr, '/api/staff/boarding', {
        qr_content: newQr,
        ...departure('XTR-01-1900'),
      });
      expect(boarded.statusCode, boarded.body).toBe(200);
    });
  });
}
