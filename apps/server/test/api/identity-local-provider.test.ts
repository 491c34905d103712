import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, TEST_NOW } from '../helpers/test-app.js';
import {
  createIdentityTestApp,
  GOOGLE_REDIRECT,
  type IdentityTestApp,
  SITE,
  signInLocally,
} from './identity-fixtures.js';

/**
 * The local identity provider, as a browser meets it (without Chromium): the sign-in
 * page, its form POST that redirects with an ID token, its JWKS; and the server's
 * verifier accepting what it issues, with the keys fetched over HTTP.
 */

const PAGE = '/dev/identity/masuk';
const pageUrl = (query: Record<string, string>) => `${PAGE}?${new URLSearchParams(query)}`;
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: PAGE,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('local identity provider', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await createIdentityTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('publishes its public key as a JWKS, without any private part', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/dev/identity/jwks.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { keys } = answer.json<{ keys: Array<Record<string, unknown>> }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
    });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
      expect(keys[0]).not.toHaveProperty(secret);
  });

  it('renders the sign-in page in Indonesian, labelled as the local provider, with the form', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: pageUrl({ redirect_uri: GOOGLE_REDIRECT, state: 'abc123' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body;
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Penyedia identitas lokal (pengembangan)');
    expect(html).toContain('<h1>Masuk dengan Google</h1>');
    expect(html).toContain('<form method="post" action="/dev/identity/masuk"');
    expect(html).toContain('name="nama"');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('name="telp"');
    expect(html).toContain(`name="redirect_uri" value="${GOOGLE_REDIRECT}"`);
    expect(html).toContain('name="state" value="abc123"');
    // Batal goes back with OAuth's access_denied and the same state.
    expect(html).toContain(`href="${GOOGLE_REDIRECT}#error=access_denied&amp;state=abc123"`);
    // No script: the site's CSP allows none inline.
    expect(html).not.toContain('<script');
  });

  it('asks for a phone number in phone-provider mode', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: pageUrl({ redirect_uri: GOOGLE_REDIRECT, state: 's', cara: 'telp' }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Masuk dengan nomor telepon</h1>');
    expect(answer.body).toContain('name="telp"');
    expect(answer.body).not.toContain('name="email"');
  });

  it('escapes what the request carried', async () => {
    const state = '"><script>alert(1)</script>';
    const answer = await t.app.inject({
      method: 'GET',
      url: pageUrl({ redirect_uri: `${GOOGLE_REDIRECT}?x="><b>`, state }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).not.toContain('<script>alert(1)</script>');
    expect(answer.body).not.toContain('"><b>');
    expect(answer.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it.each([
    ['another site', 'https://evil.example/login/google'],
    ['another site behind user info', 'http://localhost:3000@evil.example/login/google'],
    ['a protocol-relative address', '//evil.example/login/google'],
    ['a relative path', '/login/google'],
    ['a script address', 'javascript:alert(1)'],
    ['another port of the host', 'http://localhost:4000/login/google'],
    ['https instead of http', 'https://localhost:3000/login/google'],
    ['another page of the site', `${SITE}/reservasi/ABC`],
    ['a page that could forward the fragment', `${SITE}/login/google/../../redirect`],
    ['nothing', ''],
  ])('refuses to send a token to %s (no open redirect)', async (_case, redirectUri) => {
    const query: Record<string, string> =
      redirectUri === '' ? { state: 's' } : { redirect_uri: redirectUri, state: 's' };
    const page = await t.app.inject({ method: 'GET', url: pageUrl(query) });
    expect(page.statusCode).toBe(400);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('Permintaan masuk tidak valid');
    expect(page.body).toContain('redirect_uri');
    expect(page.body).not.toContain('<form');

    // The form's hidden field is checked again: a crafted POST gets no token either.
    const post = await t.app.inject(
      form({ redirect_uri: redirectUri, state: 's', nama: 'Budi', email: 'budi@example.com' }),
    );
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
  });

  it('refuses a missing or oversized state', async () => {
    const queries: Array<Record<string, string>> = [
      { redirect_uri: GOOGLE_REDIRECT },
      { redirect_uri: GOOGLE_REDIRECT, state: 's'.repeat(513) },
    ];
    for (const query of queries) {
      const answer = await t.app.inject({ method: 'GET', url: pageUrl(query) });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('Parameter state wajib diisi');
    }
  });

  it('follows the origin the browser is on (a development proxy keeps the Host header)', async () => {
    const throughVite = await t.app.inject({
      method: 'GET',
      url: pageUrl({ redirect_uri: 'http://localhost:5173/login/google', state: 's' }),
      headers: { host: 'localhost:5173' },
    });
    expect(throughVite.statusCode).toBe(200);
    // ...and only that one: the configured site stays allowed, a third origin does not.
    const third = await t.app.inject({
      method: 'GET',
      url: pageUrl({ redirect_uri: 'http://localhost:5174/login/google', state: 's' }),
      headers: { host: 'localhost:5173' },
    });
    expect(third.statusCode).toBe(400);
  });

  it('redirects a signed-in person back with an ID token in the fragment, and the token verifies', async () => {
    const answer = await t.app.inject(
      form({
        redirect_uri: GOOGLE_REDIRECT,
        state: 'keadaan-acak',
        nama: '  Siti   Aminah ',
        email: 'Siti.Aminah@Example.com',
      }),
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers['cache-control']).toBe('no-store');
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(GOOGLE_REDIRECT);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('keadaan-acak');
    const idToken = fragment.get('id_token') ?? '';

    const claims = decodeJwt(idToken);
    const issuedAt = Math.floor(new Date(TEST_NOW).getTime() / 1000);
    expect(claims).toMatchObject({
      iss: `${SITE}/dev/identity`,
      aud: 'lintas-lokal',
      sub: expect.stringMatching(/^lokal-[0-9a-f]{32}$/),
      email: 'siti.aminah@example.com',
      email_verified: true,
      name: 'Siti Aminah',
      iat: issuedAt,
      exp: issuedAt + 3600,
    });
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'RS256', kid: expect.any(String) });

    const before = t.jwksRequests();
    await expect(t.verifier().verify(idToken)).resolves.toEqual({
      subject: claims.sub,
      email: 'siti.aminah@example.com',
      phone: null,
      name: 'Siti Aminah',
    });
    // The verifier fetched the provider's keys over HTTP.
    expect(t.jwksRequests()).toBe(before + 1);
  });

  it('gives the same person the same subject at every sign-in', async () => {
    const first = decodeJwt(await signInLocally(t, { nama: 'Budi', email: 'budi@example.com' }));
    const again = decodeJwt(await signInLocally(t, { nama: 'Budi S', email: 'BUDI@example.com' }));
    const other = decodeJwt(await signInLocally(t, { nama: 'Budi', email: 'budi2@example.com' }));
    expect(again.sub).toBe(first.sub);
    expect(other.sub).not.toBe(first.sub);
  });

  it('issues a phone-provider token whose phone verifies in national form', async () => {
    const idToken = await signInLocally(t, { nama: 'Andi', telp: '0812-3456-7890' });
    expect(decodeJwt(idToken)).toMatchObject({ phone_number: '+6281234567890' });
    expect(decodeJwt(idToken)).not.toHaveProperty('email');
    await expect(t.verifier().verify(idToken)).resolves.toMatchObject({
      phone: '081234567890',
      email: null,
      name: 'Andi',
    });
  });

  it('shows the form again with Indonesian messages for bad input, keeping what was typed', async () => {
    const answer = await t.app.inject(
      form({ redirect_uri: GOOGLE_REDIRECT, state: 's', nama: ' ', email: 'bukan<email>' }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('Periksa kembali isian di bawah.');
    expect(answer.body).toContain('Nama wajib diisi.');
    expect(answer.body).toContain('Format email harus nama@email.com.');
    expect(answer.body).toContain('value="bukan&lt;email&gt;"');
    expect(answer.body).toContain('aria-invalid="true"');

    const phone = await t.app.inject(
      form({
        redirect_uri: GOOGLE_REDIRECT,
        state: 's',
        cara: 'telp',
        nama: 'Andi',
        telp: '+1 415 555 0123',
      }),
    );
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain('gunakan nomor Indonesia');
  });
});

describe('local identity provider in production', () => {
  it('is not there at all', async () => {
    const t = await createTestApp({
      empty: true,
      // Production's real delivery (nothing is sent here: no one signs in by code).
      env: { ...PRODUCTION_ENV, IDENTITY_ISSUER: 'https://securetoken.google.com/lintas-prod' },
    });
    try {
      // With the web's credentials, so the answer is about the route, not the caller.
      const webBasic = `Basic ${Buffer.from('lintas-web:0123456789abcdefghijklmnopqrstuv').toString('base64')}`;
      const jwks = await t.app.inject({
        method: 'GET',
        url: '/api/dev/identity/jwks.json',
        headers: { authorization: webBasic },
      });
      expect(jwks.statusCode).toBe(404);
      expect(jwks.json()).toMatchObject({ error_code: 'ROUTE_NOT_FOUND' });
      const page = await t.app.inject({
        method: 'GET',
        url: pageUrl({ redirect_uri: GOOGLE_REDIRECT, state: 's' }),
      });
      expect(page.statusCode).toBe(404);
      const post = await t.app.inject(
        form({ redirect_uri: GOOGLE_REDIRECT, state: 's', nama: 'Budi', email: 'b@example.com' }),
      );
      expect(post.statusCode).toBe(404);
      expect(post.headers.location).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
