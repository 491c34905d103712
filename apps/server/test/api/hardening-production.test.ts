import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

/** The API documentation is served only where API_DOCS allows it (off in production). */
describe.each([
  ['on (development default)', {}, true],
  ['off (API_DOCS=false, the production default)', { API_DOCS: 'false' }, false],
])('API documentation %s', (_name, env: Record<string, string>, served) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true, env });
  });
  afterAll(() => t.close());

  it(
    served
      ? 'serves /api/docs publicly'
      : 'answers /api/docs like an unknown address (401, with credentials 404)',
    async () => {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const res = await t.app.inject({ method: 'GET', url });
        if (served) {
          expect({ url, ok: res.statusCode < 400 }).toEqual({ url, ok: true });
        } else {
          // Like any other unknown /api address: credentials first, then 404.
          expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
          const withCredentials = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: WEB_BASIC },
          });
          expect({ url, status: withCredentials.statusCode }).toEqual({ url, status: 404 });
          expect(withCredentials.json()).toMatchObject({
            status: 'ERROR',
            error_code: 'ROUTE_NOT_FOUND',
          });
        }
      }
      // The document itself is still built (tests and tools read it in process).
      expect(Object.keys(t.app.swagger().paths ?? {})).toContain('/api/travel/reservasi');
    },
  );
});
