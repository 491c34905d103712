import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { createServices } from '../../src/services.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import {
  counts,
  get,
  oneWay,
  post,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

const DETAIL = '/api/travel/detail-reservasi';
const LOOKUP = '/api/travel/web-detail-reservasi';

describe('reservation lifecycle', () => {
  let t: TestApp;
  let customerToken: string;
  let otherCustomerToken: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOOKUP_RATE_LIMIT_PER_MINUTE: '5',
        LOOKUP_FAILURE_LIMIT_PER_CODE: '5',
        TRUST_PROXY_HOPS: '1',
      },
    });
    const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
    const [owner, other] = await t.db
      .insertInto('customers')
      .values([
        { name: 'Budi Santoso', email: 'owner@example.com' },
        { name: 'Orang Lain', email: 'other@example.com' },
      ])
      .returning('id')
      .execute();
    customerToken = await sessions.issueToken(owner!.id);
    otherCustomerToken = await sessions.issueToken(other!.id);
  });
  afterAll(() => t.close());

  const trip = (jadwal: string) => ({
    operator_kode: 'XTR',
    jadwal_kode: jadwal,
    tanggal_berangkat: TOMORROW,
  });

  describe('detail-reservasi', () => {
    it('answers the guest browser (X-Guest-Token header or guest_token param) with the whole ticket', async () => {
      const { code, guestToken, json } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-0600'), kursi: seats('1', '2') }),
      );
      const res = await get(t, DETAIL, { reservasi_kode: code }, { 'x-guest-token': guestToken });
      expect(res.statusCode).toBe(200);
      const ticket = res.json().results;
      expect(ticket).toMatchObject({
        reservasi_kode: code,
        status: 'pending',
        expired_time: json.results.expired_time,
        pemesan: { nama: 'Budi Santoso', email: 'budi.santoso@example.com', telp: '081234567890' },
        flag_pp: false,
        total: json.results.total,
        rincian: json.results.rincian,
        pembayaran: { status: 'pending', payment_kode: json.results.pembayaran.payment_kode },
      });
      expect(ticket.perjalanan).toEqual([
        expect.objectContaining({
          arah: 'pergi',
          operator_kode: 'XTR',
          jadwal_kode: 'XTR-01-0600',
          tanggal_berangkat: TOMORROW,
          jam_berangkat: '06:00',
          zona_waktu_berangkat: 'WIB',
          asal: expect.objectContaining({ cabang_kode: 'BDG-PST' }),
          tujuan: expect.objectContaining({ cabang_kode: 'JKT-BLM' }),
          kursi: [
            expect.objectContaining({ no: '1', nama: 'Budi Santoso' }),
            expect.objectContaining({ no: '2', nama: 'Siti Aminah' }),
          ],
        }),
      ]);
      const byParam = await get(t, DETAIL, {
        reservasi_kode: code.toLowerCase(),
        guest_token: guestToken,
      });
      expect(byParam.statusCode).toBe(200);
    });

    it('answers the owning customer, and 404 to anyone else, exactly as for an unknown code', async () => {
      const { code, guestToken } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-0700'), kursi: seats('1') }),
        {
          authorization: `Bearer ${customerToken}`,
        },
      );
      expect(
        (
          await get(
            t,
            DETAIL,
            { reservasi_kode: code },
            { authorization: `Bearer ${customerToken}` },
          )
        ).statusCode,
      ).toBe(200);
      const unknown = await get(t, DETAIL, { reservasi_kode: 'LTSAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(404);
      const strangers: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${otherCustomerToken}` },
        { 'x-guest-token': `${guestToken}x` },
        { 'x-guest-token': 'a'.repeat(43) },
      ];
      for (const headers of strangers) {
        const res = await get(t, DETAIL, { reservasi_kode: code }, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(unknown.json());
      }
      const bad = await get(t, DETAIL, { reservasi_kode: "x' OR 1=1 --" });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('web-detail-reservasi', () => {
    it('finds the ticket by e-mail (any case) or phone (08 / 628 / +62), masking contact data', async () => {
      const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-0800'), kursi: seats('3') }));
      for (const value of [
        'Budi.Santoso@Example.com',
        '081234567890',
        '6281234567890',
        '+62 812-3456-7890',
      ]) {
        const res = await get(
          t,
          LOOKUP,
          { reservasi_kode: code, pemesan_email_telp: value },
          { 'x-forwarded-for': `10.0.0.${value.length}` },
        );
        expect({ value, status: res.statusCode }).toEqual({ value, status: 200 });
        expect(res.json().results.pemesan).toEqual({
          nama: 'Budi Santoso',
          email: 'bu***@example.com',
          telp: '0812****7890',
        });
        expect(res.json().results.perjalanan[0].kursi[0].nama).toBe('Budi Santoso');
      }
    });

    it('answers 404 (never 403) when the e-mail or phone does not match, and 400 for bad input', async () => {
      const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-0800'), kursi: seats('4') }));
      const headers = { 'x-forwarded-for': '10.0.1.1' };
      for (const value of ['someone@example.com', '081299999999', '0812']) {
        const res = await get(
          t,
          LOOKUP,
          { reservasi_kode: code, pemesan_email_telp: value },
          headers,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json().error_code).toBe('RESERVATION_NOT_FOUND');
      }
      const missing = await get(
        t,
        LOOKUP,
        { reservasi_kode: code },
        { 'x-forwarded-for': '10.0.1.2' },
      );
      expect(missing.statusCode).toBe(400);
    });

    it('is rate-limited per client address with 429 RATE_LIMITED, other addresses unaffected', async () => {
      const lookup = (code: string, address: string) =>
        get(
          t,
          LOOKUP,
          { reservasi_kode: code, pemesan_email_telp: 'a@b.co' },
          { 'x-forwarded-for': address },
        );
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await lookup(`LTSZZZZZZZZZ${i + 2}`, '10.9.9.9')).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      const limited = await lookup('LTSZZZZZZZZZ9', '10.9.9.9');
      expect(limited.json()).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
      expect((await lookup('LTSZZZZZZZZZ9', '10.9.9.10')).statusCode).toBe(404);
      t.clock.advanceMinutes(1);
      expect((await lookup('LTSZZZZZZZZZA', '10.9.9.9')).statusCode).toBe(404);
    });

    it('is rate-limited per booking code, whatever contact and address the guesses come from', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const res = await get(
          t,
          LOOKUP,
          { reservasi_kode: 'LTSYYYYYYYYYY', pemesan_email_telp: `+62 812-3456-78${i}0` },
          { 'x-forwarded-for': `10.8.8.${i}` },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    });
  });

  describe('batal-reservasi', () => {
    it('lets the owner cancel a pending reservation: seats freed, charge cancelled', async () => {
      const { code, guestToken } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-1200'), kursi: seats('5', '6') }),
      );
      expect(takenSeats(await seatMap(t, trip('XTR-01-1200')))).toEqual(['5', '6']);
      const stranger = await post(t, '/api/travel/batal-reservasi', {
        reservasi_kode: code,
        jenis_batal: 'ganti jadwal',
      });
      expect(stranger.statusCode).toBe(404);
      expect(takenSeats(await seatMap(t, trip('XTR-01-1200')))).toEqual(['5', '6']);

      const res = await post(
        t,
        '/api/travel/batal-reservasi',
        { reservasi_kode: code, jenis_batal: 1 },
        { 'x-guest-token': guestToken },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({ reservasi_kode: code, status: 'cancelled' });
      expect(takenSeats(await seatMap(t, trip('XTR-01-1200')))).toEqual([]);
      const detail = await get(
        t,
        DETAIL,
        { reservasi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.json().results).toMatchObject({
        status: 'cancelled',
        pembayaran: { status: 'cancelled' },
      });
      const again = await post(t, '/api/travel/batal-reservasi', {
        reservasi_kode: code,
        guest_token: guestToken,
      });
      expect(again.json().results.status).toBe('cancelled');
    });

    it('asked for a paid reservation without konfirmasi, only quotes the cancellation and keeps its seats', async () => {
      const { code, guestToken } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-1300'), kursi: seats('7') }),
      );
      const settle = await t.app.inject({
        method: 'POST',
        url: `/api/dev/payments/${code}/settle`,
      });
      expect(settle.json().results.outcome).toBe('paid');
      const res = await post(
        t,
        '/api/travel/batal-reservasi',
        { reservasi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({
        status: 'paid',
        dibatalkan_pada: null,
        refund: null,
        pembatalan: { dapat_dibatalkan: true },
      });
      expect(takenSeats(await seatMap(t, trip('XTR-01-1300')))).toEqual(['7']);
      // Paid seats stay taken past the hold's expiry.
      t.clock.advanceMinutes(30);
      expect(takenSeats(await seatMap(t, trip('XTR-01-1300')))).toEqual(['7']);
    });
  });

  describe('ganti-pembayaran', () => {
    it('re-prices with the new method and issues a new charge with the same expiry', async () => {
      const { code, guestToken, json } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-1400'), kursi: seats('1') }),
      );
      const auth = { 'x-guest-token': guestToken };
      const res = await post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: code, jenis_pembayaran_kode: 'QRIS' },
        auth,
      );
      expect(res.statusCode).toBe(200);
      const results = res.json().results;
      expect(results.expired_time).toBe(json.results.expired_time);
      expect(results.total).not.toBe(json.results.total);
      expect(results.pembayaran).toMatchObject({
        jenis_pembayaran_kode: 'QRIS',
        jumlah: results.total,
        kedaluwarsa: json.results.expired_time,
      });
      expect(results.pembayaran.payment_kode).not.toBe(json.results.pembayaran.payment_kode);
      const detail = (await get(t, DETAIL, { reservasi_kode: code }, auth)).json().results;
      expect(detail).toMatchObject({
        jenis_pembayaran_kode: 'QRIS',
        total: results.total,
        pembayaran: { jenis_pembayaran_kode: 'QRIS' },
      });
      const old = await t.db
        .selectFrom('payments')
        .select('status')
        .where('order_id', '=', json.results.pembayaran.payment_kode)
        .executeTakeFirstOrThrow();
      expect(old.status).toBe('cancelled');
    });

    it('refuses strangers, unknown methods, and reservations that are no longer pending', async () => {
      const { code, guestToken } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-1500'), kursi: seats('1') }),
      );
      const auth = { 'x-guest-token': guestToken };
      expect(
        (
          await post(t, '/api/travel/ganti-pembayaran', {
            reservasi_kode: code,
            jenis_pembayaran_kode: 'QRIS',
          })
        ).statusCode,
      ).toBe(404);
      const unknown = await post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: code, jenis_pembayaran_kode: 'BITCOIN' },
        auth,
      );
      expect(unknown.json().error_code).toBe('PAYMENT_METHOD_NOT_FOUND');
      const missing = await post(t, '/api/travel/ganti-pembayaran', { reservasi_kode: code }, auth);
      expect(missing.statusCode).toBe(400);
      t.clock.advanceMinutes(16);
      const late = await post(
        t,
        '/api/travel/ganti-pembayaran',
        { reservasi_kode: code, jenis_pembayaran_kode: 'QRIS' },
        auth,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().error_code).toBe('RESERVATION_EXPIRED');
    });
  });

  describe('expiry', () => {
    it('frees the seats of an unpaid hold after holdMinutes, reads say expired before any sweep', async () => {
      const { code, guestToken } = await reserveOk(
        t,
        oneWay({ ...trip('XTR-01-1600'), kursi: seats('2', '3') }),
      );
      t.clock.advanceMinutes(14);
      expect(takenSeats(await seatMap(t, trip('XTR-01-1600')))).toEqual(['2', '3']);
      t.clock.advanceMinutes(1);
      expect(takenSeats(await seatMap(t, trip('XTR-01-1600')))).toEqual([]);
      const detail = await get(
        t,
        DETAIL,
        { reservasi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.json().results.status).toBe('expired');
      const cancel = await post(
        t,
        '/api/travel/batal-reservasi',
        { reservasi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(cancel.json().error_code).toBe('RESERVATION_EXPIRED');

      // Someone else takes a freed seat: the old hold is expired in the same transaction.
      await reserveOk(t, oneWay({ ...trip('XTR-01-1600'), kursi: seats('2') }));
      const old = await t.db
        .selectFrom('reservations')
        .select('status')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(old.status).toBe('expired');
      expect(takenSeats(await seatMap(t, trip('XTR-01-1600')))).toEqual(['2']);
    });

    it('the sweeper marks overdue holds expired and deletes their rows', async () => {
      const { code } = await reserveOk(t, oneWay({ ...trip('XTR-01-1700'), kursi: seats('4') }));
      t.clock.advanceMinutes(20);
      const before = await counts(t);
      // The app's own sweeper runs every minute on a real timer; drive one pass directly.
      const expired = await createServices({
        config: t.config,
        database: t.database,
        clock: t.clock,
      }).reservations.sweeper.runOnce();
      expect(expired).toBeGreaterThanOrEqual(1);
      const row = await t.db
        .selectFrom('reservations')
        .select(['id', 'status'])
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('expired');
      const left = await t.db
        .selectFrom('seat_occupancy')
        .select('seat_no')
        .where('reservation_id', '=', row.id)
        .execute();
      expect(left).toEqual([]);
      expect((await counts(t)).occupancy).toBeLessThan(before.occupancy);
    });
  });
});

describe('guest look-up rate limit without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For, so changing it does not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/travel/web-detail-reservasi',
        query: {
          reservasi_kode: `LTS${'A'.repeat(9)}${i + 2}`,
          pemesan_email_telp: 'budi@example.com',
        },
        headers: { authorization: WEB_BASIC, 'x-forwarded-for': `10.9.9.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
