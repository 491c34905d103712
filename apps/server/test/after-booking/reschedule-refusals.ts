import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { TEST_TODAY, type TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';
import { openStaffDesk } from '../api/staff.fixtures.js';
import {
  expectError,
  move,
  settledBooking,
  reservationCount,
  taken,
  ticket,
} from './after-booking.fixtures.js';

/**
 * Issue 21, "Ubah Jadwal" (decision 0040): what a move refuses, changing nothing, on the
 * embedded database and on a real PostgreSQL server (the callers); the moves themselves:
 * reschedule.ts. The clock is Saturday 21 November 08:00 WIB; XTR moves tickets until 6
 * hours before.
 */
export function describeRescheduleRefusals(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a move of a paid booking refused (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      ({ t } = await openStaffDesk(opened.database ? { database: opened.database } : {}));
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    it('refuses, changing nothing: a stranger, past the deadline, another route or operator, the same departure, a seat count or seat that does not fit, an unpaid booking, bad fields', async () => {
      const own = await settledBooking(t, 'XTR-01-1100', TOMORROW, '4');
      const target = { jadwal_kode: 'XTR-01-1300', tanggal_berangkat: TOMORROW, kursi: '4' };
      const count = await reservationCount(t);

      expectError(
        await move(t, own.code, 'not-the-guest-secret', target),
        404,
        'RESERVATION_NOT_FOUND',
      );
      expectError(
        await move(t, own.code, own.guestToken, { ...target, jadwal_kode: 'PSR-01-1000' }),
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
      expectError(
        await move(t, own.code, own.guestToken, { ...target, jadwal_kode: otherRoute.code }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /harus berangkat dari .* dan tiba di /,
      );
      expectError(
        await move(t, own.code, own.guestToken, { ...target, jadwal_kode: 'XTR-01-1100' }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /keberangkatan tiket Anda sendiri/,
      );
      expectError(
        await move(t, own.code, own.guestToken, { ...target, kursi: '4,5' }),
        400,
        'VALIDATION_ERROR',
        /Pilih 1 kursi baru/,
      );
      expectError(
        await move(t, own.code, own.guestToken, { ...target, kursi: '99' }),
        422,
        'SEAT_INVALID',
      );
      for (const bad of [
        { kursi: '' },
        { kursi: ['3', '3'] },
        { tanggal_berangkat: '2026-02-30' },
      ]) {
        expectError(
          await move(t, own.code, own.guestToken, { ...target, ...bad }),
          400,
          'VALIDATION_ERROR',
        );
      }
      const holder = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1300', kursi: seats('4') }));
      expectError(
        await move(t, own.code, own.guestToken, { ...target, konfirmasi: 1 }),
        409,
        'SEAT_TAKEN',
      );
      expectError(
        await move(t, holder.code, holder.guestToken, { ...target, kursi: '5' }),
        409,
        'RESCHEDULE_NOT_ALLOWED',
        /Hanya pesanan yang sudah dibayar/,
      );
      expectError(
        await move(t, own.code, own.guestToken, {
          ...target,
          kursi: '6',
          konfirmasi: 1,
          total_bayar: 1,
        }),
        409,
        'PRICE_CHANGED',
      );

      // 13.00 today is 5 hours away: XTR moves tickets until 6 hours before.
      const soon = await settledBooking(t, 'XTR-01-1300', TEST_TODAY, '2');
      const late = await move(t, soon.code, soon.guestToken, {
        jadwal_kode: 'XTR-01-1400',
        tanggal_berangkat: TEST_TODAY,
        kursi: '2',
      });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().results.ubah_jadwal).toMatchObject({
        dapat_diubah: false,
        alasan_tidak_dapat: expect.stringMatching(/paling lambat 6 jam sebelum keberangkatan/),
      });
      expectError(
        await move(t, soon.code, soon.guestToken, {
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
      expect(await reservationCount(t)).toBe(count + 2);
      expect(await ticket(t, own.code, own.guestToken)).toMatchObject({ status: 'paid' });
      expect(await taken(t, 'XTR-01-1300', TOMORROW)).toEqual(['4']);
    });
  });
}
