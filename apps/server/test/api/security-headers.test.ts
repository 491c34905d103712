import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Every answer carries helmet's security headers, built once at start-up
 * (http/security-headers.ts): API answers, errors and unknown paths alike.
 */
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', '/api/health'],
    ['an error answer', '/api/travel/search-jadwal?asal_id=x'],
    ['an unknown API path', '/api/tidak-ada'],
  ])('%s carries them, and the same on a second request', async (_label, url) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      // Off on purpose: the pickup map's tiles come from another origin.
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
