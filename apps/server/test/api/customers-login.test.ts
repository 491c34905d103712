import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { codeSentTo, lastOutboxId, outbox, post } from './customers-fixtures.js';

const CODE_TEXT =
  /^Kode masuk Lintas Anda: \d{6}\. Berlaku 5 menit\. Jangan berikan kode ini kepada siapa pun\.$/;

function advanceSeconds(t: TestApp, seconds: number) {
  t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));
}

/** Asks for a code and reads it from the development outbox. */
async function requestCode(t: TestApp, body: Record<string, string>, recipient: string) {
  const after = await lastOutboxId(t);
  const res = await post(t, 'request-customer-login-alternative', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { auth: res.json.results.auth as string, otp: await codeSentTo(t, recipient, after), res };
}

describe('sign-in by one-time code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('sends an e-mail code and exchanges it for a token, creating the account once', async () => {
    const { auth, otp, res } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'Budi.Santoso@Example.com' },
      'budi.santoso@example.com',
    );
    expect(res.json.results).toEqual({
      auth,
      tujuan: 'bu***@example.com',
      kirim_ulang_detik: 60,
      sisa_kirim_ulang: 2,
      berlaku_detik: 300,
    });
    expect(auth.length).toBeGreaterThanOrEqual(40);
    const message = (await outbox(t)).at(-1);
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'budi.santoso@example.com',
      subject: 'Kode masuk Lintas Anda',
    });
    expect(message?.text).toMatch(CODE_TEXT);

    const login = await post(t, 'customer-login', {
      tipe: 'otp-email',
      auth,
      otp,
      email: 'budi.santoso@example.com',
    });
    expect(login.status).toBe(200);
    expect(login.json.results).toEqual({ token: expect.any(String), baru: true });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/travel/customer-profil',
      headers: { authorization: `Bearer ${login.json.results.token}` },
    });
    expect(profile.json().results).toMatchObject({ nama: '', email: 'budi.santoso@example.com' });

    // The next sign-in finds the same account.
    advanceSeconds(t, 61);
    const again = await requestCode(
      t,
      { tipe: 'otp-email', email: 'budi.santoso@example.com' },
      'budi.santoso@example.com',
    );
    const second = await post(t, 'customer-login', {
      tipe: 'otp-email',
      auth: again.auth,
      otp: again.otp,
    });
    expect(second.json.results.baru).toBe(false);
    const accounts = await t.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'budi.santoso@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
  });

  it('stores neither the code nor the OTP session, only hashes', async () => {
    const { auth, otp } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'hash@example.com' },
      'hash@example.com',
    );
    const row = await t.db
      .selectFrom('customer_login_codes')
      .selectAll()
      .where('identifier', '=', 'hash@example.com')
      .executeTakeFirstOrThrow();
    expect(row.auth_hash).toBe(createHash('sha256').update(auth).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(otp);
    expect(JSON.stringify(row)).not.toContain(auth);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(300_000);
  });

  it('uses a code once', async () => {
    const { auth, otp } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'sekali@example.com' },
      'sekali@example.com',
    );
    const body = { tipe: 'otp-email', auth, otp };
    expect((await post(t, 'customer-login', body)).status).toBe(200);
    const replay = await post(t, 'customer-login', body);
    expect(replay.status).toBe(422);
    expect(replay.json).toMatchObject({
      status: 'ERROR',
      error_code: 'OTP_USED',
      message: 'Kode OTP ini sudah digunakan. Silakan minta kode baru untuk masuk lagi.',
    });
  });

  it('kills a code after five wrong tries, even for the right code', async () => {
    const { auth, otp } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'salah@example.com' },
      'salah@example.com',
    );
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await post(t, 'customer-login', { tipe: 'otp-email', auth, otp: wrong }));
    }
    expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422]);
    expect(answers.map((a) => a.json.error_code)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_TRIES_EXCEEDED',
    ]);
    expect(answers[0]?.json.message).toBe('Kode OTP yang dimasukkan salah. Sisa 4 kali percobaan.');
    const right = await post(t, 'customer-login', { tipe: 'otp-email', auth, otp });
    expect(right.status).toBe(422);
    expect(right.json).toMatchObject({
      error_code: 'OTP_TRIES_EXCEEDED',
      message: 'Kode OTP salah 5 kali dan tidak berlaku lagi. Silakan minta kode baru.',
    });
    const accounts = await t.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'salah@example.com')
      .execute();
    expect(accounts).toEqual([]);
  });

  it('refuses an expired code with its own message', async () => {
    const { auth, otp } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'lambat@example.com' },
      'lambat@example.com',
    );
    advanceSeconds(t, 300);
    const late = await post(t, 'customer-login', { tipe: 'otp-email', auth, otp });
    expect(late.status).toBe(422);
    expect(late.json).toMatchObject({
      error_code: 'OTP_EXPIRED',
      message: 'Kode OTP sudah kedaluwarsa. Silakan minta kode baru.',
    });
  });

  it('refuses an unknown OTP session, and one of another channel or identifier', async () => {
    const { auth, otp } = await requestCode(
      t,
      { tipe: 'otp-email', email: 'milik@example.com' },
      'milik@example.com',
    );
    for (const body of [
      { tipe: 'otp-email', auth: 'x'.repeat(43), otp },
      { tipe: 'otp-sms', auth, otp, telp: '081234567890' },
      { tipe: 'otp-email', auth, otp, email: 'lain@example.com' },
    ]) {
      const res = await post(t, 'customer-login', body);
      expect(res.status).toBe(422);
      expect(res.json.error_code).toBe('OTP_EXPIRED');
      expect(res.json.message).toMatch(/^Sesi verifikasi tidak ditemukan/);
    }
    // None of that spent the code.
    expect((await post(t, 'customer-login', { tipe: 'otp-email', auth, otp })).status).toBe(200);
  });

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

  it('sends SMS to 62..., and keeps one phone in one national form', async () => {
    const first = await requestCode(
      t,
      { tipe: 'otp-sms', telp: '+62 812-3456-7890' },
      '6281234567890',
    );
    expect(first.res.json.results.tujuan).toBe('0812****7890');
    expect((await outbox(t)).at(-1)).toMatchObject({ channel: 'sms', subject: null });
    const login = await post(t, 'customer-login', {
      tipe: 'otp-sms',
      auth: first.auth,
      otp: first.otp,
      telp: '6281234567890',
    });
    expect(login.json.results.baru).toBe(true);

    advanceSeconds(t, 61);
    const second = await requestCode(
      t,
      { tipe: 'otp-sms', telp: '0812 3456 7890' },
      '6281234567890',
    );
    const again = await post(t, 'customer-login', {
      tipe: 'otp-sms',
      auth: second.auth,
      otp: second.otp,
      telp: '081234567890',
    });
    expect(again.json.results.baru).toBe(false);
    const rows = await t.db
      .selectFrom('customers')
      .select('phone')
      .where('phone', 'like', '%81234567890')
      .execute();
    expect(rows).toEqual([{ phone: '081234567890' }]);
  });

  it('refuses a phone that is not Indonesian, and a login without its code or session', async () => {
    const foreign = await post(t, 'request-customer-login-alternative', {
      tipe: 'otp-sms',
      telp: '+1 555 123 4567',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(foreign.json.message).toMatch(/telp/);
    for (const [body, field] of [
      [{ tipe: 'otp-email', auth: 'xxx', otp: '123456' }, 'auth'],
      [{ tipe: 'otp-email', auth: 'a'.repeat(43) }, 'otp'],
      [{ tipe: 'otp-email', auth: 'a'.repeat(43), otp: '12345' }, 'otp'],
    ] as const) {
      const res = await post(t, 'customer-login', body);
      expect(res.status).toBe(400);
      expect(res.json.message).toContain(field);
    }
  });

  it('forgets codes a day after they expired', async () => {
    await requestCode(t, { tipe: 'otp-email', email: 'tua@example.com' }, 'tua@example.com');
    const count = async () =>
      (
        await t.db
          .selectFrom('customer_login_codes')
          .select('auth_hash')
          .where('identifier', '=', 'tua@example.com')
          .execute()
      ).length;
    advanceSeconds(t, 300 + 23 * 3600);
    await requestCode(t, { tipe: 'otp-email', email: 'baru1@example.com' }, 'baru1@example.com');
    expect(await count()).toBe(1);
    advanceSeconds(t, 3601);
    await requestCode(t, { tipe: 'otp-email', email: 'baru2@example.com' }, 'baru2@example.com');
    expect(await count()).toBe(0);
  });

  // Sign-in with real provider tokens: identity-customer-login.test.ts.
  it('refuses a malformed Google or phone-provider token with 401', async () => {
    for (const tipe of ['firebase-email', 'firebase-telp']) {
      const res = await post(t, 'customer-login', {
        tipe,
        auth: 'xxx',
        token_firebase: 'eyJ.x.y',
        email: 'g@example.com',
      });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ error_code: 'IDENTITY_TOKEN_INVALID' });
    }
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
