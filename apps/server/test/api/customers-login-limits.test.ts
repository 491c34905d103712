import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  advanceSeconds,
  codeSentTo,
  lastOutboxId,
  post,
  requestCode,
} from './customers-fixtures.js';

/**
 * Sign-in by one-time code, its limits: resends per login session, codes per address and
 * per e-mail or phone, wrong codes per address. The code itself: customers-login-code.test.ts.
 */

describe('sign-in code resends', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('limits resends as the client shows them: 60 s apart, two per login session', async () => {
    const email = 'ulang@example.com';
    const first = await requestCode(t, { tipe: 'otp-email', email }, email);

    const early = await post(t, 'request-customer-login-alternative', { tipe: 'otp-email', email });
    expect(early.status).toBe(429);
    expect(early.json.error_code).toBe('RATE_LIMITED');
    expect(early.headers['retry-after']).toBe('60');

    advanceSeconds(t, 60);
    const second = await requestCode(t, { tipe: 'otp-email', email }, email);
    expect(second.res.json.results.sisa_kirim_ulang).toBe(1);
    // The newer code replaces the older one.
    const old = await post(t, 'customer-login', {
      tipe: 'otp-email',
      auth: first.auth,
      otp: first.otp,
    });
    expect(old.json).toMatchObject({
      error_code: 'OTP_EXPIRED',
      message: 'Kode ini sudah diganti kode yang lebih baru. Gunakan kode terakhir yang dikirim.',
    });

    advanceSeconds(t, 60);
    const third = await requestCode(t, { tipe: 'otp-email', email }, email);
    expect(third.res.json.results.sisa_kirim_ulang).toBe(0);

    advanceSeconds(t, 60);
    const fourth = await post(t, 'request-customer-login-alternative', {
      tipe: 'otp-email',
      email,
    });
    expect(fourth.status).toBe(429);
    expect(fourth.json.message).toBe(
      'Batas kirim ulang kode tercapai. Coba beberapa saat lagi, atau gunakan metode lain.',
    );
    // Until the last code has expired (sent 60 s ago, valid 300 s).
    expect(fourth.headers['retry-after']).toBe('240');

    // The last code still signs in; afterwards a new login session starts.
    expect(
      (await post(t, 'customer-login', { tipe: 'otp-email', auth: third.auth, otp: third.otp }))
        .status,
    ).toBe(200);
    const fresh = await requestCode(t, { tipe: 'otp-email', email }, email);
    expect(fresh.res.json.results.sisa_kirim_ulang).toBe(2);
  });
});

describe('sign-in rate limits (in the database)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      empty: true,
      env: {
        OTP_REQUEST_LIMIT_PER_ADDRESS: '3',
        OTP_REQUEST_LIMIT_PER_IDENTIFIER: '2',
        LOGIN_FAILURE_LIMIT_PER_ADDRESS: '5',
      },
    });
  });
  afterAll(() => t.close());

  it('limits codes per client address per hour', async () => {
    const ip = '10.1.1.1';
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push(
        await post(
          t,
          'request-customer-login-alternative',
          { tipe: 'otp-email', email: `alamat${i}@example.com` },
          { ip },
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json.error_code).toBe('RATE_LIMITED');
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(60);
    // Another address is not affected.
    const other = await post(
      t,
      'request-customer-login-alternative',
      { tipe: 'otp-email', email: 'alamat9@example.com' },
      { ip: '10.1.1.2' },
    );
    expect(other.status).toBe(200);
  });

  it("counts codes sent, not requests refused: others' refused requests leave the address's and the e-mail's budget", async () => {
    const ip = '10.4.4.4';
    const ask = (email: string) =>
      post(t, 'request-customer-login-alternative', { tipe: 'otp-email', email }, { ip });
    expect((await ask('ulang@example.com')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const early = await ask('ulang@example.com');
      expect(early.status).toBe(429);
      expect(early.json.message).toMatch(/^Kode baru dapat diminta lagi dalam \d+ detik\.$/);
    }
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    // Two codes for the e-mail (its limit) and three from the address (its limit) were sent.
    expect((await ask('ulang@example.com')).status).toBe(200);
    expect((await ask('ulang2@example.com')).status).toBe(200);
    const over = await ask('ulang3@example.com');
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(
      'Terlalu banyak permintaan kode dari jaringan Anda. Silakan coba lagi nanti.',
    );
  });

  it('limits codes per e-mail or phone per hour, whatever the address', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(
        await post(
          t,
          'request-customer-login-alternative',
          { tipe: 'otp-sms', telp: '081311112222' },
          { ip: `10.2.0.${i}` },
        ),
      );
      t.clock.set(new Date(t.clock.now().getTime() + 400_000));
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.json.message).toBe(
      'Terlalu banyak permintaan kode untuk akun ini. Silakan coba lagi nanti.',
    );
  });

  it('answers wrong codes past the address backstop with 429, still counted on the code; a right one signs in', async () => {
    const ip = '10.3.3.3';
    const ask = async (email: string) => {
      const after = await lastOutboxId(t);
      const requested = await post(
        t,
        'request-customer-login-alternative',
        { tipe: 'otp-email', email },
        { ip },
      );
      return { auth: requested.json.results.auth, otp: await codeSentTo(t, email, after) };
    };
    const first = await ask('tebak@example.com');
    const wrong = first.otp === '999999' ? '000000' : '999999';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await post(
            t,
            'customer-login',
            { tipe: 'otp-email', auth: first.auth, otp: wrong },
            { ip },
          )
        ).status,
      );
    }
    const second = await ask('tebak2@example.com');
    const other = second.otp === '999999' ? '000000' : '999999';
    for (let i = 0; i < 2; i++) {
      statuses.push(
        (
          await post(
            t,
            'customer-login',
            { tipe: 'otp-email', auth: second.auth, otp: other },
            { ip },
          )
        ).status,
      );
    }
    // The sixth wrong code from the address is 429; the code counted it all the same.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const row = await t.db
      .selectFrom('customer_login_codes')
      .select('wrong_tries')
      .where('identifier', '=', 'tebak2@example.com')
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(2);
    const right = await post(t, 'customer-login', { tipe: 'otp-email', ...second }, { ip });
    expect(right.status).toBe(200);
  });
});
