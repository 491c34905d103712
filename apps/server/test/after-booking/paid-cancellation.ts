import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { oneWay, post, reserveOk, seats } from '../api/reservations.fixtures.js';
import {
  CANCEL,
  cancel,
  lastOutboxId,
  paidBooking,
  refundsOf,
  taken,
  ticket,
} from './after-booking.fixtures.js';

/**
 * Issue 21, "cancel a paid booking" (decision 0037), on the embedded database and on a
 * real PostgreSQL server (the callers): the whole booking. Some of its passengers:
 * paid-cancellation-partial.ts. The clock starts Saturday 21 November 08:00 WIB;
 * XTR's demo policy: cancel until 6 hours before; with assurance 100 % until then,
 * without 75 % until 24 hours before, then nothing.
 */
export function describePaidCancellation(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a booker cancels a paid booking (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      t = await createTestApp(opened.database ? { database: opened.database } : {});
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    /** A paid XTR booking tomorrow at `jadwal` (10:00 = 26 hours ahead) on `seat`. */
    const paidOn = (jadwal: string, seat: string, withAssurance: boolean) =>
      paidBooking(
        t,
        { jadwal_kode: jadwal, kursi: seats(seat), ...(withAssurance ? { flag_asuransi: 1 } : {}) },
        { pay: 'simulator' },
      );

    it('quotes an assurance claim without changing anything, then cancels: seat free, money back at once, booker told', async () => {
      const { code, guestToken, total } = await paidOn('XTR-01-1000', '5', true);
      const row = await t.db
        .selectFrom('reservations')
        .select(['insurance_fee', 'admin_fee', 'donation'])
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      const paidForSeats = total - row.insurance_fee - row.admin_fee - row.donation;

      const quote = await cancel(t, code, guestToken);
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json().results).toMatchObject({
        status: 'paid',
        refund: null,
        pembatalan: {
          dapat_dibatalkan: true,
          aturan: 'asuransi',
          persen: 100,
          dibayar: paidForSeats,
          refund: paidForSeats,
          otomatis: true,
        },
      });
      expect(quote.json().results.pembatalan.kebijakan[0]).toMatch(/paling lambat 6 jam/);
      expect(await taken(t, 'XTR-01-1000')).toContain('5');
      expect(await refundsOf(t, code)).toEqual([]);

      const outboxBefore = await lastOutboxId(t);
      const done = await cancel(t, code, guestToken, {
        konfirmasi: 'true',
        jenis_batal: 'pelanggan',
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().results).toMatchObject({
        status: 'cancelled',
        refund: { jumlah: paidForSeats, status: 'refunded' },
      });
      expect(await taken(t, 'XTR-01-1000')).not.toContain('5');
      expect(await refundsOf(t, code)).toEqual([
        { amount: paidForSeats, status: 'refunded', reason: 'dibatalkan_pelanggan' },
      ]);
      const shown = await ticket(t, code, guestToken);
      expect(shown).toMatchObject({ status: 'cancelled', qr_content: null });
      expect(shown.refund).toEqual([
        expect.objectContaining({ alasan_kode: 'dibatalkan_pelanggan', status: 'refunded' }),
      ]);
      const told = await t.db
        .selectFrom('outbound_messages')
        .select(['channel', 'subject', 'text'])
        .where('id', '>', outboxBefore)
        .execute();
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told.find((m) => m.channel === 'email')?.subject).toBe(`Pesanan dibatalkan: ${code}`);
      expect(told.find((m) => m.channel === 'sms')?.text).toContain('klaim Asuransi Refund');
    });

    it('without assurance, 75 % waits for an admin; a day before departure nothing comes back, and it still cancels', async () => {
      const early = await paidOn('XTR-01-1000', '6', false);
      const quote = (await cancel(t, early.code, early.guestToken)).json().results.pembatalan;
      expect(quote).toMatchObject({ aturan: 'tanpa_asuransi', persen: 75, otomatis: false });
      expect(quote.refund).toBe(Math.floor((quote.dibayar * 75) / 100));
      const done = await cancel(t, early.code, early.guestToken, { konfirmasi: true });
      expect(done.json().results.refund).toMatchObject({
        jumlah: quote.refund,
        status: 'required',
      });
      expect(
        (
          await t.db
            .selectFrom('reservations')
            .select('refund_status')
            .where('code', '=', early.code)
            .executeTakeFirstOrThrow()
        ).refund_status,
      ).toBe('required');

      // XTR-01-1400 tomorrow is 30 hours ahead; 8 hours on it is 22: past the 75 % tier.
      const late = await paidOn('XTR-01-1400', '6', false);
      const clockBefore = t.clock.now();
      t.clock.set(new Date(clockBefore.getTime() + 8 * 3_600_000));
      try {
        const lateQuote = (await cancel(t, late.code, late.guestToken)).json().results.pembatalan;
        expect(lateQuote).toMatchObject({ aturan: 'tidak_ada', persen: 0, refund: 0 });
        const lateDone = await cancel(t, late.code, late.guestToken, { konfirmasi: 1 });
        expect(lateDone.json().results).toMatchObject({ status: 'cancelled', refund: null });
        expect(await refundsOf(t, late.code)).toEqual([]);
      } finally {
        t.clock.set(clockBefore);
      }
    });

    it('refuses past the deadline, in Indonesian, and changes nothing', async () => {
      // XTR-01-1200 tomorrow is 28 hours ahead; at 23 hours later it is 5 hours away.
      const { code, guestToken } = await paidOn('XTR-01-1200', '7', true);
      const clockBefore = t.clock.now();
      t.clock.set(new Date(clockBefore.getTime() + 23 * 3_600_000));
      try {
        const quote = (await cancel(t, code, guestToken)).json().results.pembatalan;
        expect(quote.dapat_dibatalkan).toBe(false);
        expect(quote.alasan_tidak_dapat).toMatch(/^Batas pembatalan sudah lewat/);
        const refused = await cancel(t, code, guestToken, { konfirmasi: true });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          error_code: 'CANCEL_NOT_ALLOWED',
          message: quote.alasan_tidak_dapat,
        });
        expect((await ticket(t, code, guestToken)).status).toBe('paid');
        expect(await taken(t, 'XTR-01-1200')).toContain('7');
        expect(await refundsOf(t, code)).toEqual([]);
      } finally {
        t.clock.set(clockBefore);
      }
    });

    it('cancelled twice at once, or again later: one cancellation, one refund', async () => {
      const { code, guestToken } = await paidOn('XTR-01-1000', '8', false);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => cancel(t, code, guestToken, { konfirmasi: true })),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().results.status).toBe('cancelled');
      }
      const again = await cancel(t, code, guestToken, { konfirmasi: true });
      expect(again.json().results.refund).toEqual(answers[0]!.json().results.refund);
      expect(await refundsOf(t, code)).toHaveLength(1);
      const notices = await t.db
        .selectFrom('outbound_messages')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('subject', '=', `Pesanan dibatalkan: ${code}`)
        .executeTakeFirstOrThrow();
      expect(notices.n).toBe(1);
    });

    it('a stranger gets 404 and learns nothing; an unpaid booking still cancels at once', async () => {
      const { code } = await paidOn('XTR-01-1000', '9', true);
      const stranger = await post(t, CANCEL, { reservasi_kode: code, konfirmasi: true });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.body).not.toContain('pembatalan');
      const unpaid = await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1000', kursi: seats('10') }));
      const gone = await cancel(t, unpaid.code, unpaid.guestToken);
      expect(gone.json().results).toMatchObject({ status: 'cancelled', pembatalan: null });
    });
  });
}
