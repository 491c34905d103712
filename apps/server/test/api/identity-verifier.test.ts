import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.js';
import { JoseIdentityTokenVerifier } from '../../src/modules/identity/id-token-verifier.js';

/**
 * The ID-token verifier against a provider of the test's own: its key pairs, its JWKS
 * served over real HTTP on loopback (as Google's or Firebase's would be), and tokens
 * signed with whatever claims a case needs.
 */

const ISSUER = 'https://penyedia.example/proyek-uji';
const AUDIENCE = 'lintas-uji';
const NOW = new Date('2026-11-21T01:00:00.000Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
interface TestKey {
  alg: 'RS256' | 'ES256' | 'PS256';
  kid: string;
  pair: KeyPair;
  publicJwk: JWK;
}

async function makeKey(alg: TestKey['alg']): Promise<TestKey> {
  const pair = await generateKeyPair(alg);
  const jwk = await exportJWK(pair.publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { alg, kid, pair, publicJwk: { ...jwk, kid, alg, use: 'sig' } };
}

function claims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'pengguna-123',
    iat: nowSeconds,
    exp: nowSeconds + 3600,
    name: 'Budi Santoso',
    email: 'Budi.Santoso@Example.COM',
    email_verified: true,
    ...overrides,
  };
}

/** A token signed with `key`, its header naming `kid` (by default the key's own). */
function sign(key: TestKey, payload: JWTPayload, kid: string = key.kid): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: key.alg, kid, typ: 'JWT' })
    .sign(key.pair.privateKey);
}

describe('ID-token verifier (jose, JWKS over HTTP)', () => {
  let rsa: TestKey;
  let ec: TestKey;
  let stranger: TestKey;
  let server: Server;
  let jwksUrl: string;
  let jwksRequests = 0;
  /** What the provider's JWKS address answers; a case may break it. */
  let jwksAnswer: { status: number; body: string };
  const clock = new ManualClock(NOW);
  const logged: Array<{ level: string; message: string }> = [];
  const logger = {
    warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
    error: (_details: object, message: string) => logged.push({ level: 'error', message }),
  };
  const settings = () => ({ jwksUrl, issuers: [ISSUER], audiences: [AUDIENCE] });
  // A fresh verifier per case: each has its own key cache, so a case's fetch count is its own.
  let verifier: JoseIdentityTokenVerifier;

  beforeAll(async () => {
    [rsa, ec, stranger] = await Promise.all([makeKey('RS256'), makeKey('ES256'), makeKey('RS256')]);
    server = createServer((request, response) => {
      if (request.url !== '/jwks.json') {
        response.writeHead(404).end();
        return;
      }
      jwksRequests += 1;
      response
        .writeHead(jwksAnswer.status, { 'content-type': 'application/json' })
        .end(jwksAnswer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    jwksAnswer = {
      status: 200,
      body: JSON.stringify({ keys: [rsa.publicJwk, ec.publicJwk] }),
    };
    jwksRequests = 0;
    logged.length = 0;
    clock.set(NOW);
    verifier = new JoseIdentityTokenVerifier(settings(), clock, logger);
  });

  const refused = (token: string) =>
    expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'IDENTITY_TOKEN_INVALID',
      statusCode: 401,
      message: expect.stringMatching(/^Login gagal/),
    });

  it('accepts a token of the provider (RS256) and answers what it proves, fetching the keys over HTTP', async () => {
    await expect(verifier.verify(await sign(rsa, claims()))).resolves.toEqual({
      subject: 'pengguna-123',
      email: 'budi.santoso@example.com',
      phone: null,
      name: 'Budi Santoso',
    });
    expect(jwksRequests).toBe(1);
    // The keys are cached: a second sign-in asks the provider nothing.
    await verifier.verify(await sign(rsa, claims({ sub: 'lain' })));
    expect(jwksRequests).toBe(1);
  });

  it('accepts ES256 and a second audience of the list', async () => {
    const several = new JoseIdentityTokenVerifier(
      { ...settings(), audiences: ['aplikasi-android', AUDIENCE] },
      clock,
      logger,
    );
    const token = await sign(ec, claims({ aud: [AUDIENCE, 'lain'] }));
    await expect(several.verify(token)).resolves.toMatchObject({ subject: 'pengguna-123' });
  });

  it('gives a phone-provider token its phone in national form, and no e-mail', async () => {
    const token = await sign(
      rsa,
      claims({ email: undefined, email_verified: undefined, phone_number: '+6281234567890' }),
    );
    await expect(verifier.verify(token)).resolves.toEqual({
      subject: 'pengguna-123',
      email: null,
      phone: '081234567890',
      name: 'Budi Santoso',
    });
  });

  it.each([
    ['email_verified false', { email_verified: false }],
    ['email_verified absent', { email_verified: undefined }],
    ['email_verified "false"', { email_verified: 'false' }],
    ['an e-mail that is no address', { email: 'bukan email' }],
  ])('keeps no e-mail the provider does not vouch for (%s)', async (_case, overrides) => {
    const identity = await verifier.verify(await sign(rsa, claims(overrides)));
    expect(identity.email).toBeNull();
    expect(identity.subject).toBe('pengguna-123');
  });

  it('takes Google\'s "true" string as verified', async () => {
    const identity = await verifier.verify(await sign(rsa, claims({ email_verified: 'true' })));
    expect(identity.email).toBe('budi.santoso@example.com');
  });

  it.each([
    ['a foreign number', '+14155550123', null],
    ['letters', '+62 812 ABC', null],
    ['too short', '+62812', null],
    ['spaced and dashed', '+62 812-3456-7890', '081234567890'],
  ])('keeps only a usable Indonesian phone (%s)', async (_case, phoneNumber, expected) => {
    const token = await sign(rsa, claims({ phone_number: phoneNumber }));
    expect((await verifier.verify(token)).phone).toBe(expected);
  });

  it('refuses a token signed by another key under the provider kid (forged signature)', async () => {
    await refused(await sign(stranger, claims(), rsa.kid));
    expect(logged).toContainEqual({ level: 'warn', message: 'identity token refused' });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await sign(rsa, claims())).split('.');
    const payload = Buffer.from(JSON.stringify(claims({ sub: 'orang-lain' }))).toString(
      'base64url',
    );
    await refused(`${header}.${payload}.${signature}`);
  });

  it('refuses a key the provider does not publish (unknown kid), fetching again at most once', async () => {
    await verifier.verify(await sign(rsa, claims()));
    expect(jwksRequests).toBe(1);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refused(await sign(stranger, claims()));
    }
    // One fetch to look for a rotated key, then the cool-down: unknown kids cannot make
    // us hammer the provider.
    expect(jwksRequests).toBeLessThanOrEqual(2);
  });

  it('refuses an expired token, with the expiry named, and forgives 30 s of clock skew', async () => {
    const token = await sign(rsa, claims());
    clock.set(new Date(NOW.getTime() + 3600_000 + 20_000));
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'pengguna-123' });
    clock.set(new Date(NOW.getTime() + 3600_000 + 31_000));
    await expect(verifier.verify(token)).rejects.toMatchObject({
      code: 'IDENTITY_TOKEN_INVALID',
      statusCode: 401,
      message: expect.stringMatching(/kedaluwarsa/),
    });
  });

  it('refuses a token issued in the future beyond the tolerance', async () => {
    await refused(await sign(rsa, claims({ iat: nowSeconds + 600, exp: nowSeconds + 4200 })));
  });

  it('refuses a token issued more than a day ago, whatever its exp', async () => {
    const dayAndMinute = 24 * 3600 + 60;
    await refused(
      await sign(rsa, claims({ iat: nowSeconds - dayAndMinute, exp: nowSeconds + 60 })),
    );
  });

  it('refuses another issuer', async () => {
    await refused(await sign(rsa, claims({ iss: 'https://accounts.google.com' })));
  });

  it('refuses another audience (a token for another site)', async () => {
    await refused(await sign(rsa, claims({ aud: 'situs-lain' })));
  });

  it.each([
    ['no sub', { sub: undefined }],
    ['no exp', { exp: undefined }],
    ['no iat', { iat: undefined }],
    ['an empty sub', { sub: '' }],
  ])('refuses a token with %s', async (_case, overrides) => {
    await refused(await sign(rsa, claims(overrides)));
  });

  it.each([
    ['empty', ''],
    ['one part', 'abc'],
    ['three junk parts', 'a.b.c'],
    ['bad base64 header', '!!!.e30.AAAA'],
    ['a JSON body', '{"sub":"x"}'],
    ['five parts (an encrypted token)', 'a.b.c.d.e'],
  ])('refuses a malformed token (%s) with 401, never a 500', async (_case, token) => {
    await refused(token);
  });

  it('refuses an unsigned token (alg none) and an HMAC one', async () => {
    await refused(new UnsecuredJWT(claims()).encode());
    const hmac = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: rsa.kid })
      .sign(new TextEncoder().encode('rahasia-bersama-yang-cukup-panjang-32b'));
    await refused(hmac);
  });

  it('refuses an algorithm outside RS256/ES256 even when the published key would fit it', async () => {
    // A provider may publish a key without `alg`; then only our list stops RSA-PSS (or
    // RS512...) from being accepted with an RSA key.
    const pss = await makeKey('PS256');
    const { alg: _alg, ...withoutAlg } = pss.publicJwk;
    jwksAnswer = { status: 200, body: JSON.stringify({ keys: [withoutAlg] }) };
    await refused(await sign(pss, claims()));
  });

  it.each([
    ['answers 500', { status: 500, body: 'rusak' }],
    ['answers no key set', { status: 200, body: '{"bukan":"jwks"}' }],
    ['answers no JSON', { status: 200, body: '<html>' }],
  ])(
    'answers 502 IDENTITY_PROVIDER_UNAVAILABLE when the provider %s, and logs it',
    async (_case, answer) => {
      jwksAnswer = answer;
      await expect(verifier.verify(await sign(rsa, claims()))).rejects.toMatchObject({
        code: 'IDENTITY_PROVIDER_UNAVAILABLE',
        statusCode: 502,
      });
      expect(logged).toContainEqual({
        level: 'error',
        message: 'identity provider keys (JWKS) could not be fetched',
      });
    },
  );

  it('answers 502 when nothing listens at the JWKS address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = new JoseIdentityTokenVerifier(
      { ...settings(), jwksUrl: `http://127.0.0.1:${port}/jwks.json` },
      clock,
      logger,
    );
    await expect(unreachable.verify(await sign(rsa, claims()))).rejects.toMatchObject({
      code: 'IDENTITY_PROVIDER_UNAVAILABLE',
    });
  });
});
