import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { codeSentTo, lastOutboxId } from '../api/customers-fixtures.js';
import { oneWay, reserveOk, seats, TOMORROW } from '../api/reservations.fixtures.js';

/** Low limits, so the tests reach them quickly; the defaults are in config.ts. */
const LIMITS = {
  LOOKUP_FAILURE_LIMIT_PER_CODE: '5',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '10',
  LOGIN_FAILURE_LIMIT_PER_ADDRESS: '10',
  OTP_REQUEST_LIMIT_PER_IDENTIFIER: '3',
  OTP_REQUEST_LIMIT_PER_IDENTIFIER_PER_DAY: '5',
};
const OWNER_EMAIL = 'budi.santoso@example.com';
const LOOKUP = '/api/travel/web-detail-reservasi';

/**
 * Issue 22, "limits that never lock out the rightful owner" (decision 0035): failures are
 * counted per target (booking code, a sign-in code's session, codes per identifier), and
 * the client address has only a backstop that refuses wrong answers, never a right one.
 * The same tests run on the embedded database and on a real PostgreSQL server (the callers).
 */
export function describeLimitsPerTarget(
  engine: string,
  open: () => Promise<{ database?: Database; dispose(): Promise<void> }>,
) {
  describe(`limits per target, the owner never locked out by others (${engine})`, () => {
    let t: TestApp;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      const opened = await open();
      dispose = opened.dispose;
      t = await createTestApp({
        env: LIMITS,
        ...(opened.database && { database: opened.database }),
      });
    });
    afterAll(async () => {
      await t.close();
      await dispose();
    });

    const book = (jadwal: string, seat: string) =>
      reserveOk(
        t,
        oneWay({
          operator_kode: 'XTR',
          jadwal_kode: jadwal,
          tanggal_berangkat: TOMORROW,
          kursi: seats(seat),
        }),
      );

    const lookup = async (code: string, contact: string, ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: LOOKUP,
        payload: { reservasi_kode: code, pemesan_email_telp: contact },
        headers: { authorization: WEB_BASIC },
        remoteAddress: ip,
      });
      return { status: res.statusCode, body: res.body, headers: res.headers, json: res.json() };
    };

    const call = async (path: string, body: Record<string, string>, ip: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/travel/${path}`,
        payload: body,
        headers: { authorization: WEB_BASIC },
        remoteAddress: ip,
      });
      return { status: res.statusCode, json: res.json() };
    };

    /** Asks for an e-mail code from `ip`; answers its OTP session and the code sent. */
    const requestCode = async (email: string, ip: string) => {
      const after = await lastOutboxId(t);
      const res = await call(
        'request-customer-login-alternative',
        { tipe: 'otp-email', email },
        ip,
      );
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return { auth: res.json.results.auth as string, otp: await codeSentTo(t, email, after) };
    };

    const wrongOf = (otp: string) => (otp === '000000' ? '111111' : '000000');

    const advanceSeconds = (seconds: number) =>
      t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));

    it('lets the owner look up with the right contact from an address full of failed look-ups of other bookings', async () => {
      const ip = '100.64.0.1';
      const other = await book('XTR-01-0600', '1');
      const own = await book('XTR-01-0600', '2');
      const statuses: number[] = [];
      // Other people behind the same carrier-grade NAT: wrong contacts on another booking
      // (below its limit) and codes that do not exist, far past the address's backstop.
      for (let i = 0; i < 4; i++)
        statuses.push((await lookup(other.code, `salah${i}@example.com`, ip)).status);
      for (let i = 0; i < 30; i++)
        statuses.push((await lookup(`LTSZZZZZZZZZ${'ABCDEFGHJ'[i % 9]}`, OWNER_EMAIL, ip)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      expect(statuses.slice(10)).toEqual(Array(24).fill(429));

      const owner = await lookup(own.code, OWNER_EMAIL, ip);
      expect(owner.status).toBe(200);
      expect(owner.json.results.reservasi_kode).toBe(own.code);
      expect(owner.json.results.guest_token).toEqual(expect.any(String));
      // The other booking's owner too, by phone, from the same address.
      expect((await lookup(other.code, '0812-3456-7890', ip)).status).toBe(200);
      // The backstop still answers wrong contacts from the address with 429.
      const wrong = await lookup(own.code, 'salah@example.com', ip);
      expect(wrong.status).toBe(429);
      expect(wrong.json).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
      expect(wrong.body).not.toContain('guest_token');
    });

    it("lets the owner in after failed guesses on their own booking from their own address, below the code's limit", async () => {
      const ip = '100.64.0.2';
      const own = await book('XTR-01-0600', '3');
      for (let i = 0; i < 4; i++)
        expect((await lookup(own.code, `0812999900${i}0`, ip)).status).toBe(404);
      const owner = await lookup(own.code, '081234567890', ip);
      expect(owner.status).toBe(200);
      expect(owner.json.results.guest_token).toEqual(expect.any(String));
    });

    it('signs the owner in with the right code from an address full of wrong codes for other people', async () => {
      const ip = '100.64.0.3';
      const statuses: number[] = [];
      for (let person = 0; person < 3; person++) {
        const { auth, otp } = await requestCode(`orang${person}@example.com`, ip);
        for (let i = 0; i < 5; i++) {
          const res = await call(
            'customer-login',
            { tipe: 'otp-email', auth, otp: wrongOf(otp) },
            ip,
          );
          statuses.push(res.status);
        }
      }
      // Ten wrong codes reach the address's backstop; the other five are answered 429.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));

      // The owner on that address is still sent a code, and signs in with it.
      const own = await requestCode('pemilik@example.com', ip);
      const login = await call('customer-login', { tipe: 'otp-email', ...own }, ip);
      expect(login.status, JSON.stringify(login.json)).toBe(200);
      expect(login.json.results).toEqual({ token: expect.any(String), baru: true });
      // A wrong code from the address is still refused with 429 by the backstop.
      const again = await requestCode('orang9@example.com', ip);
      const wrong = await call(
        'customer-login',
        { tipe: 'otp-email', auth: again.auth, otp: wrongOf(again.otp) },
        ip,
      );
      expect(wrong.status).toBe(429);
      expect(wrong.json.error_code).toBe('RATE_LIMITED');
    });

    it("kills a code at its fifth wrong try, the right code too; the owner's new code signs in, from the same address", async () => {
      const ip = '100.64.0.4';
      const email = 'korban@example.com';
      // Someone on the owner's café Wi-Fi opens a sign-in for the owner's e-mail and guesses.
      const guessed = await requestCode(email, ip);
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(
          (
            await call(
              'customer-login',
              { tipe: 'otp-email', auth: guessed.auth, otp: wrongOf(guessed.otp) },
              ip,
            )
          ).json.error_code,
        );
      expect(answers).toEqual([
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_INVALID',
        'OTP_TRIES_EXCEEDED',
      ]);
      // The bound: after five wrong tries even the right code no longer opens that session.
      const late = await call('customer-login', { tipe: 'otp-email', ...guessed }, ip);
      expect(late.json.error_code).toBe('OTP_TRIES_EXCEEDED');
      const row = await t.db
        .selectFrom('customer_login_codes')
        .select('wrong_tries')
        .where('identifier', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.wrong_tries).toBe(5);

      // The owner asks for a new code on the same address and signs in with it.
      advanceSeconds(61);
      const own = await requestCode(email, ip);
      const login = await call('customer-login', { tipe: 'otp-email', ...own }, ip);
      expect(login.status, JSON.stringify(login.json)).toBe(200);
    });

    it('bounds the codes, and so the guesses, one e-mail gets per hour and per day, from whatever address', async () => {
      const email = 'sasaran@example.com';
      const ask = async (i: number) => {
        const res = await call(
          'request-customer-login-alternative',
          { tipe: 'otp-email', email },
          `100.65.0.${i}`,
        );
        // Past the session's resends: each request a new sign-in.
        advanceSeconds(301);
        return res;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await ask(i)).status);
      // Three codes an hour, five tries each: at most 15 guesses of a million.
      expect(statuses).toEqual([200, 200, 200, 429]);
      advanceSeconds(3600);
      const later = [await ask(10), await ask(11), await ask(12)];
      // Five codes a day: at most 25 guesses a day.
      expect(later.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(later[2]?.json.message).toBe(
        'Terlalu banyak permintaan kode untuk akun ini hari ini. Silakan coba lagi nanti.',
      );
    });

    it('counts racing wrong contacts on one code once each: only the limit of them is answered', async () => {
      const own = await book('XTR-01-0700', '1');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          lookup(own.code, `balapan${i}@example.com`, `100.67.${i}.1`),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 404)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it('does not count right contacts: an owner looking again and again is never refused', async () => {
      const own = await book('XTR-01-0700', '2');
      for (let i = 0; i < 12; i++)
        expect((await lookup(own.code, OWNER_EMAIL, '100.68.0.1')).status).toBe(200);
      // Four wrong contacts later the code still has one wrong guess left before its limit.
      for (let i = 0; i < 4; i++)
        expect((await lookup(own.code, `salah${i}@example.com`, '100.68.0.2')).status).toBe(404);
      expect((await lookup(own.code, OWNER_EMAIL, '100.68.0.1')).status).toBe(200);
      expect((await lookup(own.code, 'salah9@example.com', '100.68.0.2')).status).toBe(404);
      expect((await lookup(own.code, OWNER_EMAIL, '100.68.0.1')).status).toBe(429);
    });

    it('refuses a booking code after its limit of wrong contacts from anywhere, the right one too, until the hour ends', async () => {
      // The hour's window starts afresh, so the five wrong contacts below fall in one.
      const hour = 3_600_000;
      t.clock.set(new Date(Math.ceil(t.clock.now().getTime() / hour) * hour + 60_000));
      const own = await book('XTR-01-0600', '4');
      // Distributed guessing: every guess from its own address.
      for (let i = 0; i < 5; i++)
        expect((await lookup(own.code, `tebak${i}@example.com`, `100.66.${i}.1`)).status).toBe(404);
      const refused = await lookup(own.code, OWNER_EMAIL, '100.66.9.1');
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ status: 'ERROR', error_code: 'RATE_LIMITED' });
      // It says the code is locked and names the way that still works, the e-mailed link.
      expect(refused.json.message).toMatch(/kode ini dikunci sementara.*tautan akses/);
      expect(refused.body).not.toContain('guest_token');
      // A code that does not exist locks the same way, so the message reveals nothing.
      for (let i = 0; i < 5; i++)
        await lookup('ZZZZZZ99', `tebak${i}@example.com`, `100.67.${i}.1`);
      const unknown = await lookup('ZZZZZZ99', OWNER_EMAIL, '100.67.9.1');
      expect(unknown.status).toBe(429);
      expect(unknown.json.message).toBe(refused.json.message);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(3600);
      // Another booking is not touched by the lock.
      const other = await book('XTR-01-0600', '5');
      expect((await lookup(other.code, OWNER_EMAIL, '100.66.9.1')).status).toBe(200);
      // When the hour ends the owner gets in.
      advanceSeconds(seconds);
      const owner = await lookup(own.code, OWNER_EMAIL, '100.66.9.1');
      expect(owner.status).toBe(200);
      expect(owner.json.results.reservasi_kode).toBe(own.code);
    });
  });
}
