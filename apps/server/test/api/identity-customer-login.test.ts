import {
  calculateJwkThumbprint,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByEmail, post } from './customers-fixtures.js';
import { createIdentityTestApp, type IdentityTestApp, signInLocally } from './identity-fixtures.js';

/**
 * Google and phone-provider sign-in end to end on the server: the local identity
 * provider's page issues an ID token, customer-login (tipe firebase-email /
 * firebase-telp) verifies it against the provider's JWKS fetched over HTTP, and answers
 * the customer's bearer token. What the provider did not sign gets no account.
 */

async function profileOf(t: IdentityTestApp, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/travel/customer-profil',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ results: { nama: string; email: string | null; telp: string | null } }>()
    .results;
}

async function customersWith(t: IdentityTestApp, column: 'email' | 'phone', value: string) {
  return t.db.selectFrom('customers').select('id').where(column, '=', value).execute();
}

describe('customer-login with an identity provider token', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('creates the customer on the first Google sign-in and logs the same one in afterwards', async () => {
    const idToken = await signInLocally(t, { nama: 'Siti Aminah', email: 'Siti@Example.com' });
    const first = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: idToken,
      email: 'siti@example.com',
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status: 'OK',
      results: { token: expect.any(String), baru: true },
    });
    expect(await profileOf(t, first.json.results.token)).toMatchObject({
      email: 'siti@example.com',
      telp: null,
    });

    const again = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: await signInLocally(t, { nama: 'Siti', email: 'siti@example.com' }),
    });
    expect(again.status).toBe(200);
    expect(again.json.results.baru).toBe(false);
    expect(again.json.results.token).not.toBe(first.json.results.token);
    expect(await customersWith(t, 'email', 'siti@example.com')).toHaveLength(1);
  });

  it('signs in to the account an e-mail code already made, as the same customer', async () => {
    await loginByEmail(t, 'rina@example.com');
    const res = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: await signInLocally(t, { nama: 'Rina', email: 'RINA@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(res.json.results.baru).toBe(false);
    expect(await customersWith(t, 'email', 'rina@example.com')).toHaveLength(1);
  });

  it('trusts the token, not the e-mail the body names', async () => {
    const res = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: await signInLocally(t, { nama: 'Dewi', email: 'dewi@example.com' }),
      email: 'korban@example.com',
    });
    expect(res.status).toBe(200);
    expect(await profileOf(t, res.json.results.token)).toMatchObject({ email: 'dewi@example.com' });
    expect(await customersWith(t, 'email', 'korban@example.com')).toHaveLength(0);
  });

  it('signs in with a phone-provider token (firebase-telp) by its verified phone', async () => {
    const res = await post(t, 'customer-login', {
      tipe: 'firebase-telp',
      auth: 'xxx',
      token_firebase: await signInLocally(t, { nama: 'Andi', telp: '+62 813-1111-2222' }),
      telp: '081311112222',
    });
    expect(res.status).toBe(200);
    expect(res.json.results.baru).toBe(true);
    expect(await profileOf(t, res.json.results.token)).toMatchObject({
      telp: '081311112222',
      email: null,
    });
  });

  it('refuses Google sign-in with a token that proves no e-mail (a phone token)', async () => {
    const res = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: await signInLocally(t, { nama: 'Andi', telp: '081399998888' }),
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ status: 'ERROR', error_code: 'LOGIN_METHOD_UNAVAILABLE' });
    expect(await customersWith(t, 'phone', '081399998888')).toHaveLength(0);
  });

  it('refuses a forged token (the provider kid, another key) and creates no account', async () => {
    const genuine = await signInLocally(t, { nama: 'Budi', email: 'budi.asli@example.com' });
    const { kid } = decodeProtectedHeader(genuine);
    const forger = await generateKeyPair('RS256');
    // Everything a genuine token carries, for an address of the forger's choosing.
    const forged = await new SignJWT({ ...decodeJwt(genuine), email: 'direktur@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(forger.privateKey);
    const res = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: forged,
    });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({
      status: 'ERROR',
      error_code: 'IDENTITY_TOKEN_INVALID',
      message: expect.stringMatching(/^Login gagal/),
    });
    expect(res.json).not.toHaveProperty('results');
    expect(await customersWith(t, 'email', 'direktur@example.com')).toHaveLength(0);

    // A key of its own under a kid the provider never published fares no better.
    const ownKid = await calculateJwkThumbprint(await exportJWK(forger.publicKey));
    const selfSigned = await new SignJWT({ ...decodeJwt(genuine), email: 'direktur@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: ownKid, typ: 'JWT' })
      .sign(forger.privateKey);
    const again = await post(t, 'customer-login', {
      tipe: 'firebase-email',
      auth: 'xxx',
      token_firebase: selfSigned,
    });
    expect(again.status).toBe(401);
    expect(again.json.error_code).toBe('IDENTITY_TOKEN_INVALID');
  });

  it('refuses an expired token and a malformed one with 401', async () => {
    const idToken = await signInLocally(t, { nama: 'Lama', email: 'lama@example.com' });
    const issuedAt = t.clock.now();
    t.clock.set(new Date(issuedAt.getTime() + 2 * 3600_000));
    try {
      const expired = await post(t, 'customer-login', {
        tipe: 'firebase-email',
        auth: 'xxx',
        token_firebase: idToken,
      });
      expect(expired.status).toBe(401);
      expect(expired.json).toMatchObject({
        error_code: 'IDENTITY_TOKEN_INVALID',
        message: expect.stringMatching(/kedaluwarsa/),
      });
    } finally {
      t.clock.set(issuedAt);
    }
    expect(await customersWith(t, 'email', 'lama@example.com')).toHaveLength(0);

    const malformed = await post(t, 'customer-login', {
      tipe: 'firebase-telp',
      auth: 'xxx',
      token_firebase: 'eyJ.x.y',
    });
    expect(malformed.status).toBe(401);
    expect(malformed.json.error_code).toBe('IDENTITY_TOKEN_INVALID');
  });
});
