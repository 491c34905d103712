import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { silentLogger } from '../../src/lib/logger.js';
import { JoseIdentityTokenVerifier } from '../../src/modules/identity/id-token-verifier.js';
import { LOCAL_IDENTITY_JWKS_PATH } from '../../src/modules/identity/local-identity-paths.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.js';

/** The site address the identity tests configure (what a browser would be on). */
export const SITE = 'http://localhost:3000';
export const GOOGLE_REDIRECT = `${SITE}/login/google`;

/**
 * A test app whose ID-token verifier fetches the local provider's JWKS over real HTTP,
 * as it would a real provider's: a loopback server forwards that one path to the app
 * (which, built with `inject` in mind, does not listen itself). The address must be
 * known before the app is built, hence the forwarder in front.
 */
export async function createIdentityTestApp(options: TestAppOptions = {}) {
  // Filled once the app is built; the forwarder answers 404 until then.
  const built: { app?: TestApp } = {};
  let jwksRequests = 0;
  const forwarder = createServer((request, response) => {
    const target = built.app;
    if (!target || request.method !== 'GET' || request.url !== LOCAL_IDENTITY_JWKS_PATH) {
      response.writeHead(404).end();
      return;
    }
    jwksRequests += 1;
    target.app
      .inject({ method: 'GET', url: LOCAL_IDENTITY_JWKS_PATH })
      .then((answer) => {
        response
          .writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type']) })
          .end(answer.body);
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => forwarder.listen(0, '127.0.0.1', resolve));
  const { port } = forwarder.address() as AddressInfo;
  const t = await createTestApp({
    ...options,
    env: {
      PUBLIC_BASE_URL: SITE,
      IDENTITY_JWKS_URL: `http://127.0.0.1:${port}${LOCAL_IDENTITY_JWKS_PATH}`,
      IDENTITY_ISSUER: `${SITE}/dev/identity`,
      IDENTITY_AUDIENCE: 'lintas-lokal',
      ...options.env,
    },
  });
  built.app = t;
  return {
    ...t,
    /** How often the verifier fetched the keys through the forwarder. */
    jwksRequests: () => jwksRequests,
    /** A verifier configured as the app's, to check what the provider issued. */
    verifier: () => new JoseIdentityTokenVerifier(t.config.identity, t.clock, silentLogger),
    async close() {
      await t.close();
      await new Promise<void>((resolve) => forwarder.close(() => resolve()));
    },
  };
}

export type IdentityTestApp = Awaited<ReturnType<typeof createIdentityTestApp>>;

/** Signs in at the local provider's page (its form POST) and answers the ID token. */
export async function signInLocally(
  t: IdentityTestApp,
  person: { nama: string; email?: string; telp?: string },
  state = 'keadaan-acak-123',
): Promise<string> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/dev/identity/masuk',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      // The site's own Google return page: the provider sends tokens nowhere else.
      redirect_uri: `${t.config.publicBaseUrl}/login/google`,
      state,
      cara: person.telp === undefined ? 'email' : 'telp',
      ...person,
    }).toString(),
  });
  if (answer.statusCode !== 303) {
    throw new Error(`sign-in page answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  }
  const location = new URL(String(answer.headers.location));
  const token = new URLSearchParams(location.hash.slice(1)).get('id_token');
  if (!token) throw new Error(`no id_token in ${location.href}`);
  return token;
}
