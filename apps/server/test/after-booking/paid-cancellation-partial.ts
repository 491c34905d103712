import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { post, seatMap, seats, TOMORROW } from '../api/reservations.fixtures.js';
import {
  CANCEL,
  cancel,
  lastOutboxId,
  move,
  paidBooking,
  refundsOf,
  settle,
  taken,
  ticket,
} from './after-booking.fixtures.js';

/**
 * Issue 21, cancelling some passengers of a paid booking (decision 0046), on the embedded
 * database and on a real PostgreSQL server (the callers); the whole booking:
 * paid-cancellation.ts. The clock starts Saturday 21 November 08:00 WIB; XTR's demo
 * policy: cancel until 6 hours before; with assurance 100 % until then.
 */
export function describePartialCancellation(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`a booker cancels some passengers of a paid booking (${engine})`, () => {
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

    /** A paid XTR booking tomorrow with refund assurance on `seatNos` (paid in the simulator). */
    const paidBooking3 = (jadwal: string, seatNos: string[]) =>
      paidBooking(
        t,
        { jadwal_kode: jadwal, kursi: seats(...seatNos), flag_asuransi: 1 },
        { pay: 'simulator' },
      );

    it("quotes some passengers (decision 0046): each one's share, adding up to the whole; bad numbers refused", async () => {
      const { code, guestToken } = await paidBooking3('XTR-01-1000', ['11', '12']);
      const whole = (await cancel(t, code, guestToken)).json().results.pembatalan;
      const first = await cancel(t, code, guestToken, { penumpang: '1', jenis_batal: 'penumpang' });
      expect(first.statusCode, first.body).toBe(200);
      const second = (await cancel(t, code, guestToken, { penumpang: [2] })).json().results
        .pembatalan;
      const one = first.json().results.pembatalan;
      expect(one).toMatchObject({ dapat_dibatalkan: true, aturan: 'asuransi', persen: 100 });
      expect(one.dibayar).toBeGreaterThan(0);
      expect(one.dibayar).toBeLessThan(whole.dibayar);
      expect(one.dibayar + second.dibayar).toBe(whole.dibayar);
      expect(one.refund + second.refund).toBe(whole.refund);
      // Choosing every passenger is the whole booking; empty is absent.
      expect(
        (await cancel(t, code, guestToken, { penumpang: '1,2' })).json().results.pembatalan,
      ).toEqual(whole);
      expect(
        (await cancel(t, code, guestToken, { penumpang: '' })).json().results.pembatalan,
      ).toEqual(whole);

      for (const [penumpang, status, message] of [
        ['0', 400, /dimulai dari 1/],
        ['3', 400, /Penumpang nomor 3 tidak ada pada pesanan ini/],
        [[1, 1], 400, /tidak boleh sama/],
        ['1,x', 400, /tidak valid/],
      ] as const) {
        const refused = await cancel(t, code, guestToken, { penumpang, konfirmasi: true });
        expect(refused.statusCode, refused.body).toBe(status);
        expect(refused.body).toMatch(message);
      }
      // Quoting changed nothing.
      const shown = await ticket(t, code, guestToken);
      expect(shown.status).toBe('paid');
      expect(
        shown.perjalanan[0].kursi.map((seat: { dibatalkan: boolean }) => seat.dibatalkan),
      ).toEqual([false, false]);
      expect(shown).toMatchObject({
        penumpang_aktif: 2,
        penumpang_dibatalkan: 0,
        total_aktif: null,
      });
      expect(await taken(t, 'XTR-01-1000')).toEqual(expect.arrayContaining(['11', '12']));
      expect(await refundsOf(t, code)).toEqual([]);
    });

    it('confirms some passengers (decision 0046): only their seats go back on sale, the refund is the quote, the booker is told who; clicked three times, it refunds once', async () => {
      const booked = await paidBooking3('XTR-01-1000', ['1', '2', '3']);
      const { code, guestToken } = booked;
      const wholeBefore = (await cancel(t, code, guestToken)).json().results.pembatalan;
      const quote = (await cancel(t, code, guestToken, { penumpang: [2] })).json().results
        .pembatalan;
      const free = await freeCount('XTR-01-1000');
      const outboxBefore = await lastOutboxId(t);

      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          cancel(t, code, guestToken, {
            penumpang: [2],
            konfirmasi: true,
            jenis_batal: 'penumpang',
          }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().results).toMatchObject({
          status: 'paid',
          dibatalkan_pada: null,
          refund: { jumlah: quote.refund },
        });
        expect(answer.json().results.refund.kode).toBe(answers[0]!.json().results.refund.kode);
      }
      expect(answers.filter((answer) => answer.json().results.pembatalan !== null)).toHaveLength(1);
      expect(await refundsOf(t, code)).toEqual([
        { amount: quote.refund, status: 'refunded', reason: 'dibatalkan_pelanggan' },
      ]);
      // Only seat 2 is on sale again: the seat map and the search's count see it.
      const nowTaken = await taken(t, 'XTR-01-1000');
      expect(nowTaken).toEqual(expect.arrayContaining(['1', '3']));
      expect(nowTaken).not.toContain('2');
      expect(await freeCount('XTR-01-1000')).toBe(free + 1);

      const shown = await ticket(t, code, guestToken);
      expect(shown).toMatchObject({
        status: 'paid',
        penumpang_aktif: 2,
        penumpang_dibatalkan: 1,
        total_aktif: booked.total - quote.refund,
      });
      expect(
        shown.perjalanan[0].kursi.map((seat: { no: string; dibatalkan: boolean }) => [
          seat.no,
          seat.dibatalkan,
        ]),
      ).toEqual([
        ['1', false],
        ['2', true],
        ['3', false],
      ]);
      const told = await t.db
        .selectFrom('outbound_messages')
        .select(['channel', 'subject', 'text'])
        .where('id', '>', outboxBefore)
        .execute();
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      const email = told.find((m) => m.channel === 'email')!;
      expect(email.subject).toBe(`Penumpang dibatalkan: ${code}`);
      expect(email.text).toContain('Penumpang Siti Aminah (kursi 2)');
      expect(email.text).toContain('Budi Santoso (kursi 1), Agus Salim (kursi 3)');
      expect(email.text).toMatch(/Dana Rp\s?[\d.]+ dikembalikan/);
      expect(told.find((m) => m.channel === 'sms')?.text).toContain('Siti Aminah (kursi 2)');

      // Passenger 2 is gone: quoting them again is refused, in Indonesian.
      const again = await cancel(t, code, guestToken, { penumpang: [2, 3] });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Penumpang nomor 2 sudah dibatalkan.');

      // The others later: the booking ends cancelled, and both refunds add up to the whole.
      const rest = (await cancel(t, code, guestToken)).json().results.pembatalan;
      const last = await cancel(t, code, guestToken, { penumpang: '1,3', konfirmasi: true });
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json().results).toMatchObject({
        status: 'cancelled',
        refund: { jumlah: rest.refund, status: 'refunded' },
      });
      expect(quote.refund + rest.refund).toBe(wholeBefore.refund);
      const rows = await refundsOf(t, code);
      expect(rows).toHaveLength(2);
      const refunded = rows.reduce((sum, row) => sum + row.amount, 0);
      expect(refunded).toBe(wholeBefore.refund);
      expect(refunded).toBeLessThanOrEqual(await chargeOf(code));
      expect(await taken(t, 'XTR-01-1000')).not.toEqual(expect.arrayContaining(['1']));
      expect(await taken(t, 'XTR-01-1000')).not.toContain('3');
      // A late repeat of the first choice answers the booking as it is, and owes nothing.
      const late = await cancel(t, code, guestToken, { penumpang: [2], konfirmasi: true });
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().results).toMatchObject({ status: 'cancelled', pembatalan: null });
      expect(await refundsOf(t, code)).toHaveLength(2);
    });

    it('a refund never exceeds what the paying charge has left', async () => {
      const { code, guestToken } = await paidBooking3('XTR-01-1200', ['1', '2']);
      const charge = await chargeOf(code);
      // An earlier refund on the same charge (as if an admin had given most of it back).
      const payment = await t.db
        .selectFrom('payments')
        .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
        .select(['payments.id', 'reservations.id as reservation_id'])
        .where('reservations.code', '=', code)
        .where('payments.status', '=', 'paid')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('refunds')
        .values({
          payment_id: payment.id,
          reservation_id: payment.reservation_id,
          owed_key: `test:${payment.id}`,
          reason: 'ganda',
          note: 'test',
          amount: charge - 1_000,
          created_at: t.clock.now(),
        })
        .execute();
      const done = await cancel(t, code, guestToken, { penumpang: [1], konfirmasi: true });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().results.refund).toMatchObject({ jumlah: 1_000 });
      const rest = await cancel(t, code, guestToken, { konfirmasi: true });
      expect(rest.json().results).toMatchObject({ status: 'cancelled', refund: null });
      const rows = await refundsOf(t, code);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(charge);
    });

    it("points and voucher: each cancelled seat's share recorded, points back, earned points taken back in proportion", async () => {
      const customer = await t.db
        .insertInto('customers')
        .values({
          name: 'Budi Santoso',
          email: 'batal.sebagian@example.com',
          points_balance: 3_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await new CustomerSessionService(
        new CustomerSessionRepository(t.db),
        t.clock,
      ).issueToken(customer.id);
      const bearer = { authorization: `Bearer ${token}` };
      const { code } = await paidBooking(
        t,
        {
          jadwal_kode: 'XTR-01-1100',
          kursi: seats('1', '2', '3'),
          flag_asuransi: 1,
          flag_point: 1,
          voucher_kode: 'DISKON20RB',
        },
        { pay: 'simulator', headers: bearer },
      );
      const before = await bookingRow(code);
      expect(before).toMatchObject({
        status: 'paid',
        voucher_discount: 20_000,
        points_used: 3_000,
      });
      const earned = await pointEntries(customer.id, 'earned');
      expect(earned).toBeGreaterThan(0);

      const cancelAs = (body: Record<string, unknown>) =>
        post(t, CANCEL, { reservasi_kode: code, ...body }, bearer);
      const whole = (await cancelAs({})).json().results.pembatalan;
      const one = (await cancelAs({ penumpang: [1] })).json().results.pembatalan;
      const done = await cancelAs({ penumpang: [1], konfirmasi: true });
      expect(done.statusCode, done.body).toBe(200);
      const after = await bookingRow(code);
      // Three seats of equal fare: a third of the voucher (the first seat takes the odd
      // rupiah) and of the points.
      expect(after).toMatchObject({
        status: 'paid',
        voucher_refunded: 6_667,
        points_refunded: 1_000,
      });
      expect(one.poin_kembali).toBe(1_000);
      expect(await pointEntries(customer.id, 'returned')).toBe(one.poin_kembali);
      expect(await pointEntries(customer.id, 'adjusted')).toBe(
        -Math.floor((earned * one.dibayar) / whole.dibayar),
      );

      // The rest priced on what is left; the two cancellations add up to the whole.
      const rest = (await cancelAs({})).json().results.pembatalan;
      expect(one.dibayar + rest.dibayar).toBe(whole.dibayar);
      expect(one.refund + rest.refund).toBe(whole.refund);
      expect(one.poin_kembali + rest.poin_kembali).toBe(whole.poin_kembali);
      const last = await cancelAs({ konfirmasi: true });
      expect(last.json().results.status).toBe('cancelled');
      expect(await pointEntries(customer.id, 'returned')).toBe(3_000);
      expect(await pointEntries(customer.id, 'adjusted')).toBe(-earned);
      const balance = await t.db
        .selectFrom('customers')
        .select('points_balance')
        .where('id', '=', customer.id)
        .executeTakeFirstOrThrow();
      expect(balance.points_balance).toBe(3_000);
    });

    it('a move after a partial cancellation moves only the passengers still travelling; while it waits for payment no more passengers leave', async () => {
      const { code, guestToken, total } = await paidBooking3('XTR-01-1300', ['1', '2', '3']);
      const partial = await cancel(t, code, guestToken, { penumpang: [1], konfirmasi: true });
      expect(partial.statusCode, partial.body).toBe(200);
      const givenBack = partial.json().results.refund.jumlah as number;
      const target = { jadwal_kode: 'XTR-01-1400', tanggal_berangkat: TOMORROW };
      const moveThem = (body: Record<string, unknown>) =>
        move(t, code, guestToken, { ...target, ...body });

      const three = await moveThem({ kursi: '3,4,5' });
      expect(three.statusCode).toBe(400);
      expect(three.json().message).toBe('Pilih 2 kursi baru, satu untuk setiap penumpang.');
      const quote = await moveThem({ kursi: '3,4' });
      expect(quote.statusCode, quote.body).toBe(200);
      const priced = quote.json().results.ubah_jadwal;
      expect(priced.penumpang).toEqual([
        { nama: 'Siti Aminah', kursi_lama: '2', kursi_baru: '3' },
        { nama: 'Agus Salim', kursi_lama: '3', kursi_baru: '4' },
      ]);
      const fares = await t.db
        .selectFrom('reservation_passengers')
        .innerJoin('reservation_legs', 'reservation_legs.id', 'reservation_passengers.leg_id')
        .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
        .select(['reservation_passengers.fare', 'reservation_passengers.promo_discount'])
        .where('reservations.code', '=', code)
        .where('reservation_passengers.seat_no', 'in', ['2', '3'])
        .execute();
      expect(priced.tarif_lama).toBe(
        fares.reduce((sum, seat) => sum + seat.fare - seat.promo_discount, 0),
      );

      const confirmed = await moveThem({ kursi: '3,4', konfirmasi: true });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const next = confirmed.json().results.reservasi_baru;
      // The move waits for its payment with both passengers: neither may leave meanwhile.
      const meanwhile = await cancel(t, code, guestToken, { penumpang: [2], konfirmasi: true });
      expect(meanwhile.statusCode).toBe(409);
      expect(meanwhile.json().message).toMatch(/sedang diubah jadwalnya/);

      await settle(t, next.reservasi_kode);
      const moved = await ticket(t, next.reservasi_kode, next.guest_token);
      expect(moved.status).toBe('paid');
      // What the ticket has cost in all: the booking less the cancelled passenger's refund,
      // then the move.
      expect(moved.total).toBe(total - givenBack + priced.total_bayar);
      expect(
        moved.perjalanan[0].kursi.map((seat: { no: string; nama: string }) => [seat.no, seat.nama]),
      ).toEqual([
        ['3', 'Siti Aminah'],
        ['4', 'Agus Salim'],
      ]);
      expect((await ticket(t, code, guestToken)).status).toBe('cancelled');
      const old = await taken(t, 'XTR-01-1300');
      expect(old).not.toContain('2');
      expect(old).not.toContain('3');
      const now = await taken(t, 'XTR-01-1400');
      expect(now).toEqual(expect.arrayContaining(['3', '4']));
      expect(now).not.toContain('5');
    });

    async function freeCount(jadwal: string): Promise<number> {
      const map = await seatMap(t, {
        operator_kode: 'XTR',
        jadwal_kode: jadwal,
        tanggal_berangkat: TOMORROW,
      });
      return map.kursi_tersedia;
    }

    async function chargeOf(code: string): Promise<number> {
      const row = await t.db
        .selectFrom('payments')
        .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
        .select('payments.amount')
        .where('reservations.code', '=', code)
        .where('payments.status', '=', 'paid')
        .executeTakeFirstOrThrow();
      return row.amount;
    }

    const bookingRow = (code: string) =>
      t.db
        .selectFrom('reservations')
        .select([
          'status',
          'voucher_discount',
          'voucher_refunded',
          'points_used',
          'points_refunded',
        ])
        .where('code', '=', code)
        .executeTakeFirstOrThrow();

    async function pointEntries(customerId: number, kind: 'earned' | 'returned' | 'adjusted') {
      const row = await t.db
        .selectFrom('customer_point_entries')
        .select(sql<number>`coalesce(sum(points), 0)::int`.as('points'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', kind)
        .where('reservation_id', 'is not', null)
        .executeTakeFirstOrThrow();
      return row.points;
    }
  });
}
