import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { advanceSeconds, outbox, post, requestCode } from './customers-fixtures.js';

/**
 * Sign-in by one-time code, the code itself: sent by e-mail or SMS, exchanged once for a
 * token, kept only as hashes, killed by wrong tries, expired, forgotten. The limits on
 * asking and guessing: customers-login-limits.test.ts.
 */

const CODE_TEXT =
  /^Kode masuk Lintas Anda: \d{6}\. Berlaku 5 menit\. Jangan berikan kode ini kepada siapa pun\.$/;

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
