import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { SEED_POLICIES } from '../../src/db/seed/seed-operators.js';
import { TEST_NOW, TEST_TODAY, type TestApp } from '../helpers/test-app.js';
import { DAY_AFTER, post, TOMORROW } from '../api/reservations.fixtures.js';
import { openStaffDesk, qrContentOf, staffPost } from '../api/staff.fixtures.js';
import {
  CANCEL,
  expectError,
  move,
  settledBooking,
  refundsOf,
  reservationCount,
  settle,
  taken,
  ticket,
} from './after-booking.fixtures.js';

/** XTR's demo policy: moves until 6 hours before, Rp 15.000 per passenger, a lower fare kept. */
const XTR_FEE = SEED_POLICIES.XTR!.reschedule.feePerPassenger;

/**
 * Issue 21, "Ubah Jadwal" (decision 0040), on the embedded database and on a real
 * PostgreSQL server (the callers); the refusals: reschedule-refusals.ts. The clock is
 * Saturday 21 November 08:00 WIB; XTR runs Bandung Pasteur -> Jakarta Blok M hourly,
 * dearer at 07.00 and 16.00-18.59 (110 %).
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

    it('prices a move to a dearer departure without changing anything, holds the new seat while the old ticket stands, and completes both at once when paid', async () => {
      const old = await settledBooking(t, 'XTR-01-1000', TOMORROW, '7');
      const count = await reservationCount(t);
      const target = { jadwal_kode: 'XTR-01-1700', tanggal_berangkat: TOMORROW, kursi: '8' };

      const quote = await move(t, old.code, old.guestToken, target);
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
      expect(await reservationCount(t)).toBe(count);
      expect(await taken(t, 'XTR-01-1700', TOMORROW)).not.toContain('8');

      const confirmed = await move(t, old.code, old.guestToken, {
        ...target,
        konfirmasi: true,
        total_bayar: priced.total_bayar,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const fresh = confirmed.json().results.reservasi_baru;
      expect(fresh).toMatchObject({ status: 'pending', total: priced.total_bayar });
      expect(fresh.pembayaran).toMatchObject({ jumlah: priced.total_bayar });
      // Both held meanwhile: the new seat for the move, the old one still the booker's.
      expect(await taken(t, 'XTR-01-1700', TOMORROW)).toContain('8');
      expect(await taken(t, 'XTR-01-1000', TOMORROW)).toContain('7');
      expect(await ticket(t, old.code, old.guestToken)).toMatchObject({ status: 'paid' });

      await settle(t, fresh.reservasi_kode);
      const moved = await ticket(t, fresh.reservasi_kode, fresh.guest_token);
      expect(moved).toMatchObject({ status: 'paid', dipindahkan_dari: old.code });
      expect(moved.qr_content).toEqual(expect.any(String));
      expect(moved.perjalanan[0]).toMatchObject({ jam_berangkat: '17:00' });
      const replaced = await ticket(t, old.code, old.guestToken);
      expect(replaced).toMatchObject({
        status: 'cancelled',
        dipindahkan_ke: fresh.reservasi_kode,
        qr_content: null,
      });
      expect(await taken(t, 'XTR-01-1000', TOMORROW)).not.toContain('7');
      expect(await taken(t, 'XTR-01-1700', TOMORROW)).toContain('8');
      // The new ticket is sent to the booker when the move is paid.
      const sent = await t.db
        .selectFrom('outbound_messages')
        .select('text')
        .where('text', 'like', `%${fresh.reservasi_kode}%`)
        .execute();
      expect(sent.length).toBeGreaterThan(0);

      expectError(
        await move(t, old.code, old.guestToken, target),
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
      const dear = await settledBooking(t, 'XTR-01-1700', DAY_AFTER, '1');
      const kept = await move(t, dear.code, dear.guestToken, {
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
        const done = await move(t, dear.code, dear.guestToken, {
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
        expect(await refundsOf(t, fresh.reservasi_kode)).toEqual([
          { amount: difference, status: 'refunded', reason: 'selisih_ubah_jadwal' },
        ]);
        expect(await ticket(t, dear.code, dear.guestToken)).toMatchObject({
          status: 'cancelled',
          dipindahkan_ke: fresh.reservasi_kode,
        });
        expect(await taken(t, 'XTR-01-1700', DAY_AFTER)).not.toContain('1');
        expect(await taken(t, 'XTR-01-1000', DAY_AFTER)).toContain('1');
      } finally {
        await t.db
          .updateTable('operators')
          .set({ after_sale_policy: JSON.stringify(SEED_POLICIES.XTR) })
          .where('code', '=', 'XTR')
          .execute();
      }
    });

    it('a newer move replaces an unpaid earlier one, and a move never paid leaves the old ticket standing', async () => {
      const old = await settledBooking(t, 'XTR-01-1400', TOMORROW, '3');
      const first = await move(t, old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1500',
        tanggal_berangkat: TOMORROW,
        kursi: '3',
        konfirmasi: true,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(await taken(t, 'XTR-01-1500', TOMORROW)).toContain('3');

      const second = await move(t, old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1600',
        tanggal_berangkat: TOMORROW,
        kursi: '3',
        konfirmasi: true,
      });
      expect(second.statusCode, second.body).toBe(200);
      expect(await taken(t, 'XTR-01-1500', TOMORROW)).not.toContain('3');
      expect(await taken(t, 'XTR-01-1600', TOMORROW)).toContain('3');
      const replaced = first.json().results.reservasi_baru;
      expect(await ticket(t, replaced.reservasi_kode, replaced.guest_token)).toMatchObject({
        status: 'cancelled',
      });

      const expiry = new Date(second.json().results.reservasi_baru.expired_time);
      t.clock.set(new Date(expiry.getTime() + 60_000));
      try {
        expect(await taken(t, 'XTR-01-1600', TOMORROW)).not.toContain('3');
        expect(await ticket(t, old.code, old.guestToken)).toMatchObject({
          status: 'paid',
          dipindahkan_ke: null,
        });
        expect(await taken(t, 'XTR-01-1400', TOMORROW)).toContain('3');
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('a cancellation while a move waits for its payment wins: the payment comes late and is owed back, and no ticket of the move is valid', async () => {
      const old = await settledBooking(t, 'XTR-01-1800', TOMORROW, '5');
      const pending = await move(t, old.code, old.guestToken, {
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

      await settle(t, fresh.reservasi_kode);
      expect(await ticket(t, fresh.reservasi_kode, fresh.guest_token)).toMatchObject({
        status: 'expired',
        status_refund: 'required',
        qr_content: null,
      });
      expect(await refundsOf(t, fresh.reservasi_kode)).toEqual([
        { amount: fresh.total, status: 'required', reason: 'terlambat' },
      ]);
      expect(await taken(t, 'XTR-01-1900', TOMORROW)).not.toContain('5');
      expect(await taken(t, 'XTR-01-1800', TOMORROW)).not.toContain('5');
    });

    it('after a move the old QR no longer boards, and the new one does', async () => {
      const departure = (jadwal: string) => ({
        operator_kode: 'XTR',
        jadwal_kode: jadwal,
        tanggal: TEST_TODAY,
      });
      const old = await settledBooking(t, 'XTR-01-2000', TEST_TODAY, '11');
      const oldQr = await qrContentOf(t, old.code, old.guestToken);
      const moved = await move(t, old.code, old.guestToken, {
        jadwal_kode: 'XTR-01-1900',
        tanggal_berangkat: TEST_TODAY,
        kursi: '11',
        konfirmasi: true,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const fresh = moved.json().results.reservasi_baru;
      await settle(t, fresh.reservasi_kode);

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
