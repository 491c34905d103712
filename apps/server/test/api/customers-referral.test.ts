import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { codeSentTo, lastOutboxId, loginByEmail, post } from './customers-fixtures.js';

/**
 * Referral (issue 9, spec §7 GET {product}/referral): a customer's code and link; a new
 * account that signs in with the link's code counts as a friend brought in; nothing else
 * does, and a sign-in never fails over a referral.
 */
describe('referral', () => {
  let t: TestApp;
  let budi: string;

  beforeAll(async () => {
    t = await createTestApp({ empty: true });
    budi = await loginByEmail(t, 'budi.referral@example.com');
  });
  afterAll(() => t.close());

  async function referral(token: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/referral',
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, json: res.json() };
  }

  /** Asks a code for `email` and signs in with it, carrying `kode_referral`. */
  async function signInWith(email: string, kodeReferral: unknown) {
    const after = await lastOutboxId(t);
    const requested = await post(t, 'request-customer-login-alternative', {
      tipe: 'otp-email',
      email,
    });
    expect(requested.status).toBe(200);
    const otp = await codeSentTo(t, email, after);
    const body = { tipe: 'otp-email', auth: requested.json.results.auth, otp, email };
    const login = await post(t, 'customer-login', { ...body, kode_referral: kodeReferral });
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    return { login, retry: () => post(t, 'customer-login', body) };
  }

  it('gives a signed-in customer one lasting code, a link to share and a message', async () => {
    const first = await referral(budi);
    expect(first.status).toBe(200);
    const { kode, link, jumlah_teman, pesan } = first.json.results;
    expect(kode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(link).toMatch(new RegExp(`^https?://[^/]+/\\?ref=${kode}$`));
    expect(jumlah_teman).toBe(0);
    expect(pesan).toContain(kode);
    expect(pesan).toContain(link);
    expect((await referral(budi)).json.results.kode).toBe(kode);
  });

  it('refuses a guest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/referral' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'ERROR' });
  });

  it('counts a new account that signs in with the code, written in any case', async () => {
    const { kode } = (await referral(budi)).json.results;
    const { login } = await signInWith('siti.teman@example.com', kode.toLowerCase());
    expect(login.status).toBe(200);
    expect(login.json.results.baru).toBe(true);
    expect((await referral(budi)).json.results.jumlah_teman).toBe(1);
  });

  it('does not count an account that already existed, nor an unknown code', async () => {
    const { kode } = (await referral(budi)).json.results;
    await loginByEmail(t, 'andi.lama@example.com');
    const again = await signInWith('andi.lama@example.com', kode);
    expect(again.login.status).toBe(200);
    expect(again.login.json.results.baru).toBe(false);

    const unknown = await signInWith('rina.baru@example.com', 'ZZZZZZZZ');
    expect(unknown.login.status).toBe(200);
    expect(unknown.login.json.results.baru).toBe(true);
    expect((await referral(budi)).json.results.jumlah_teman).toBe(1);
  });

  it('refuses a malformed code with a clear message, and the sign-in code still works', async () => {
    const { login, retry } = await signInWith('dewi.salah@example.com', 'ab<script>');
    expect(login.status).toBe(400);
    expect(JSON.stringify(login.json)).toContain('Kode referral terdiri dari 8 huruf atau angka');
    const second = await retry();
    expect(second.status).toBe(200);
    expect(second.json.results.baru).toBe(true);
  });
});
