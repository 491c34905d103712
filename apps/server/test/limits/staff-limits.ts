import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import type { TestApp } from '../helpers/test-app.js';
import { seats } from '../api/reservations.fixtures.js';
import {
  createStaffTestApp,
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  paidBooking,
  staffBearer,
  staffLogin,
  staffPost,
  XTR_DEPARTURE,
} from '../api/staff.fixtures.js';

const LOGIN_MESSAGE =
  'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam beberapa menit.';
const MANUAL_MESSAGE =
  'Terlalu banyak kode booking yang tidak ditemukan. Coba lagi beberapa menit lagi atau pindai QR.';

/**
 * Staff sign-in (5 failures per e-mail, 20 per address in 15 minutes) and codes typed by
 * hand at boarding (20 misses per staff member in 10 minutes) count an attempt before it
 * is checked and give the count back when it succeeds (decision 0035): racing wrong
 * guesses cannot all pass a check made before any of them is counted, and a right one
 * never counts. The same tests run on the embedded database and on PostgreSQL (the callers).
 */
export function describeStaffLimits(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`staff sign-in and manual boarding limits count first (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      t = await createStaffTestApp(opened.database ? { database: opened.database } : {});
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    const hitsOf = async (key: string) =>
      Number(
        (
          await t.db
            .selectFrom('rate_limits')
            .select('hits')
            .where('key', '=', key)
            .executeTakeFirst()
        )?.hits ?? 0,
      );

    /** A code typed by hand; the departure unnamed unless given (a ticket's own one). */
    const board = (bearer: string, code: string, departure = {}) =>
      staffPost(t, bearer, '/api/staff/boarding', { reservasi_kode: code, ...departure });
    const missingCode = (i: number) => `LTS${String(i).padStart(10, '0')}`;

    it('answers only the limit of racing wrong passwords for one e-mail; the rest get 429', async () => {
      const email = demoPetugasEmail('DYT');
      // Twenty wrong passwords at once, each from its own address (distributed guessing).
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => staffLogin(t, email, `salah-${i}`, `10.20.${i}.1`)),
      );
      const wrong = answers.filter((res) => res.statusCode === 401);
      const limited = answers.filter((res) => res.statusCode === 429);
      expect(wrong).toHaveLength(5);
      expect(limited).toHaveLength(15);
      for (const res of wrong) expect(res.json().error_code).toBe('STAFF_LOGIN_INVALID');
      for (const res of limited) {
        expect(res.json()).toMatchObject({
          status: 'ERROR',
          error_code: 'RATE_LIMITED',
          message: LOGIN_MESSAGE,
          details: { retry_after_detik: expect.any(Number) },
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Only the five answered failures stay counted; a refused attempt gives its count
      // back, the addresses' too.
      expect(await hitsOf(`staff-login:email:${email}`)).toBe(5);
      expect(await hitsOf('staff-login:address:10.20.19.1')).toBeLessThanOrEqual(1);
      // The e-mail is locked for the window, the right password too.
      const locked = await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, '10.20.99.1');
      expect(locked.statusCode).toBe(429);
      expect(await hitsOf(`staff-login:email:${email}`)).toBe(5);
    });

    it('signs in with the right password after failures below the limit, and the sign-ins do not count', async () => {
      const email = demoPetugasEmail('BRY');
      const address = '10.21.0.1';
      for (let i = 0; i < 4; i++)
        expect((await staffLogin(t, email, `salah-${i}`, address)).statusCode).toBe(401);
      // Signing in every morning (and again and again, past both limits) never counts.
      for (let i = 0; i < 22; i++) {
        const res = await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, address);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await hitsOf(`staff-login:email:${email}`)).toBe(4);
      expect(await hitsOf(`staff-login:address:${address}`)).toBe(4);
      // The fifth failure is still answered as a wrong password; then the e-mail is locked.
      expect((await staffLogin(t, email, 'salah-5', address)).statusCode).toBe(401);
      const locked = await staffLogin(t, email, DEMO_PETUGAS_PASSWORD, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(LOGIN_MESSAGE);
    });

    it('answers only the limit of racing manual codes that find nothing; the rest get 429', async () => {
      const petugas = await staffBearer(t, demoPetugasEmail('CTY'), DEMO_PETUGAS_PASSWORD);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => board(petugas, missingCode(i))),
      );
      const missed = answers.filter((res) => res.statusCode === 404);
      const limited = answers.filter((res) => res.statusCode === 429);
      expect(missed).toHaveLength(20);
      expect(limited).toHaveLength(10);
      for (const res of limited)
        expect(res.json()).toMatchObject({
          error_code: 'RATE_LIMITED',
          message: MANUAL_MESSAGE,
          details: { retry_after_detik: expect.any(Number) },
        });
      const refused = await board(petugas, missingCode(99));
      expect(refused.statusCode).toBe(429);
    });

    it('does not count a code typed by hand that finds the ticket as a miss', async () => {
      const { code } = await paidBooking(t, { jadwal_kode: 'XTR-01-1000', kursi: seats('9') });
      const petugas = await staffBearer(t, demoPetugasEmail('XTR'), DEMO_PETUGAS_PASSWORD);
      for (let i = 0; i < 19; i++)
        expect((await board(petugas, missingCode(100 + i))).statusCode).toBe(404);
      // The right code, again and again: boarded once, then "sudah naik"; never a miss.
      const first = await board(petugas, code, XTR_DEPARTURE);
      expect(first.statusCode, first.body).toBe(200);
      for (let i = 0; i < 5; i++) {
        const again = await board(petugas, code, XTR_DEPARTURE);
        expect(again.statusCode, again.body).toBe(409);
        expect(again.json().error_code).toBe('BOARDING_ALREADY');
      }
      // The twentieth miss is still answered; the next one is refused.
      expect((await board(petugas, missingCode(200))).statusCode).toBe(404);
      const refused = await board(petugas, missingCode(201));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MANUAL_MESSAGE);
    });
  });
}
