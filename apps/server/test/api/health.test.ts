import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('answers OK with the embedded database kind, without credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'OK', results: { database: 'pglite' } });
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/does-not-exist',
      headers: { authorization: WEB_BASIC },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'ROUTE_NOT_FOUND' });
  });
});

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('serves the OpenAPI document without credentials, listing the booking calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toContain('/api/health');
    expect(paths).toContain('/api/travel/reservasi');
  });
});

describe('client authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('answers 401 before looking at the parameters of a call without credentials', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/search-jadwal?asal_id=abc',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'UNAUTHORIZED' });
  });

  it.each([
    ['wrong secret', `Basic ${Buffer.from('lintas-web:wrong').toString('base64')}`],
    ['unknown client', `Basic ${Buffer.from('someone:dev-web-secret').toString('base64')}`],
    ['garbage', 'Basic !!!'],
    ['other scheme', 'Digest abc'],
  ])('refuses %s with 401', async (_name, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/kota-populer',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('UNAUTHORIZED');
  });

  it('refuses an unknown bearer token with SESSION_EXPIRED', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/travel/kota-populer',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('SESSION_EXPIRED');
  });

  it.each([['lintas-android:dev-android-secret'], ['lintas-ios:dev-ios-secret']])(
    'accepts the %s platform credentials',
    async (pair) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/travel/kota-populer',
        headers: { authorization: `Basic ${Buffer.from(pair).toString('base64')}` },
      });
      expect(res.statusCode).toBe(200);
    },
  );
});
