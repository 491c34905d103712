import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/http/compression.js';
import { createTestApp, type TestApp, TEST_TODAY, WEB_BASIC } from '../helpers/test-app.js';
import { loginByEmail } from './customers-fixtures.js';

/** The day after TEST_TODAY: the demo timetable's busiest search is Bandung -> Jakarta. */
const TOMORROW = '2026-11-22';
const SEARCH = `/api/travel/search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=${TOMORROW}&group_by=operator-jurusan`;

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === undefined) return body.toString('utf8');
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/**
 * API answers over about 1 KB go brotli or gzip by the request's Accept-Encoding; small
 * answers, errors and the webhook keep working as plain JSON.
 */
describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(TOMORROW > TEST_TODAY).toBe(true);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: WEB_BASIC, ...headers } });

  it('answers a large search in brotli when accepted, the same JSON as the plain answer', async () => {
    const plain = await get(SEARCH);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES * 4);

    const br = await get(SEARCH, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    // Large answers are compressed as a stream (chunked); when a length is sent, it is right.
    if (br.headers['content-length'] !== undefined)
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    // A search answer is repetitive JSON: a fraction of its size on the wire.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(plain.json());
  });

  it('streams the compressed answer over a real loopback connection', async () => {
    const plain = await get(SEARCH);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await new Promise<{ encoding: unknown; body: Buffer }>((resolve, reject) => {
      const request = http.get(
        `${address}${SEARCH}`,
        { headers: { authorization: WEB_BASIC, 'accept-encoding': 'br, gzip' }, timeout: 10_000 },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              encoding: answer.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
    });
    expect(res.encoding).toBe('br');
    expect(res.body.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(decode('br', res.body))).toEqual(plain.json());
  });

  it('answers gzip to a client that accepts only gzip, or prefers it', async () => {
    const plain = await get(SEARCH);
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0.5, gzip;q=1']) {
      const res = await get(SEARCH, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(JSON.parse(decode('gzip', res.rawPayload))).toEqual(plain.json());
    }
  });

  it('answers plain JSON when compression is not accepted', async () => {
    for (const accept of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(SEARCH, { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.json().status).toBe('OK');
    }
  });

  it('leaves answers under the threshold uncompressed', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'OK' });
  });

  it('keeps the error envelope plain JSON: validation, credentials, unknown routes', async () => {
    const cases: Array<{ url: string; headers: Record<string, string>; status: number }> = [
      { url: '/api/travel/search-jadwal?asal_id=x', headers: {}, status: 400 },
      { url: SEARCH, headers: { authorization: 'Basic bm9wZTpub3Bl' }, status: 401 },
      { url: '/api/travel/no-such-call', headers: {}, status: 404 },
    ];
    for (const { url, headers, status } of cases) {
      const res = await get(url, { 'accept-encoding': 'br, gzip', ...headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 'ERROR', error_code: expect.any(String) });
    }
  });

  it('compresses a large error envelope too, and it decodes to the envelope', async () => {
    // Ten seats with wrong types: every field of every seat is named in the details.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/travel/reservasi',
      headers: { authorization: WEB_BASIC, 'accept-encoding': 'br' },
      payload: { kursi: Array.from({ length: 10 }, () => ({ no: 5, nama: 5 })) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(decode('br', res.rawPayload));
    expect(body).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
    expect(body.details.fields.length).toBeGreaterThan(10);
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: SEARCH,
      headers: { authorization: WEB_BASIC, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
  });

  it('still takes the payment webhook and answers it in JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notification',
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { order_id: 'LTS-NONE', status_code: '200', gross_amount: '1.00' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'ERROR' });
  });

  it('honours a client that asks for no compression (x-no-compression)', async () => {
    const res = await get(SEARCH, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe('OK');
  });
});

/**
 * Catalogue answers are the same for everyone: an ETag, a 304 for a matching
 * If-None-Match, and a minute of caching (public for the platform's credentials,
 * private with a customer's token). Nothing personal is marked.
 */
describe('caching of catalogue answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/travel/${url}`,
      headers: { authorization: WEB_BASIC, ...headers },
    });

  const CATALOGUE = [
    'search-point-asal',
    'search-point-asal-v2?text=band',
    'list-keberangkatan-operator?operator_kode=XTR',
    'search-point-tujuan?asal_id=1&asal_tipe=city',
    'list-tujuan-v2?asal_id=1&asal_tipe=city',
    'kota-populer',
    'list-operator',
    'list-path',
    `list-filter-search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=${TOMORROW}`,
  ];

  it('gives every catalogue answer an ETag and a minute of public caching', async () => {
    for (const url of CATALOGUE) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=60');
      expect(String(res.headers.vary), url).toMatch(/authorization/);
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/);
    }
  });

  it('answers 304 without a body to a matching If-None-Match, compressed or not', async () => {
    const first = await get('list-operator');
    const etag = first.headers.etag as string;
    const conditionals: Array<Record<string, string>> = [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'br, gzip' },
      { 'if-none-match': etag.replace(/^W\//, '') },
      { 'if-none-match': '*' },
    ];
    for (const headers of conditionals) {
      const res = await get('list-operator', headers);
      expect(res.statusCode, headers['if-none-match']).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    }
    const stale = await get('list-operator', { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives the same ETag to the compressed and the plain answer, and a new one after a change', async () => {
    const plain = await get('list-operator');
    const br = await get('list-operator', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);

    const operator = plain.json().results.list[0] as { operator_kode: string };
    await t.db
      .updateTable('operators')
      .set({ name: 'Nama Baru Operator' })
      .where('code', '=', operator.operator_kode)
      .execute();
    const changed = await get('list-operator', { 'if-none-match': plain.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(plain.headers.etag);
    expect(JSON.stringify(changed.json())).toContain('Nama Baru Operator');
  });

  it("is private with a customer's bearer token: the token must not key a shared cache", async () => {
    const token = await loginByEmail(t, 'cache.test@example.com');
    const res = await get('kota-populer', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=60');
    expect(res.headers.etag).toBe((await get('kota-populer')).headers.etag);
  });

  it('marks no error, no personal call and no search that counts seats', async () => {
    const invalid = await get('search-point-tujuan?asal_tipe=city');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.etag).toBeUndefined();
    expect(invalid.headers['cache-control']).toBeUndefined();

    const unauthorised = await get('list-operator', { authorization: 'Basic bm9wZTpub3Bl' });
    expect(unauthorised.statusCode).toBe(401);
    expect(unauthorised.headers.etag).toBeUndefined();
    expect(unauthorised.headers['cache-control']).toBeUndefined();

    const token = await loginByEmail(t, 'cache.profile@example.com');
    const profile = await get('customer-profil', { authorization: `Bearer ${token}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers.etag).toBeUndefined();
    expect(profile.headers['cache-control'] ?? '').not.toMatch(/public|max-age/);

    const search = await t.app.inject({
      method: 'GET',
      url: SEARCH,
      headers: { authorization: WEB_BASIC },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).toBeUndefined();
    expect(search.headers['cache-control']).toBeUndefined();
  });
});
