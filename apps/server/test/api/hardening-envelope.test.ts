import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';

/**
 * Answers Fastify or Node would otherwise write themselves, in English and outside the
 * envelope: a bad URL, an over-long path parameter, headers too large, a malformed
 * request. Every one is the error envelope with an Indonesian message.
 */

interface RawAnswer {
  statusLine: string;
  headers: string;
  body: string;
}

/** Sends `request` as raw bytes and reads until the server closes or answers fully. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined); // the server may reset after answering
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      resolve({ statusLine, headers: headerLines.join('\n').toLowerCase(), body });
    });
    socket.end(request);
  });
}

function expectEnvelope(body: string, code: string) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(json).toMatchObject({ status: 'ERROR', error_code: code });
  expect(typeof json.message).toBe('string');
  // Indonesian, not Fastify's or Node's English.
  expect(json.message).not.toMatch(/Bad Request|header size|Client Error|not a valid url/i);
}

describe('answers outside the routes', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ empty: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => t.close());

  it('answers headers over the size limit with 431 in the envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.headers).toContain('content-type: application/json');
    expectEnvelope(answer.body, 'HEADERS_TOO_LARGE');
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 400 /);
    expectEnvelope(answer.body, 'BAD_REQUEST');
  });

  it.each(['/api/travel/kursi%', '/%E0%A4%A', '/api/dev/payments/%zz/settle'])(
    'answers the malformed URL %s with 400 BAD_URL',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: WEB_BASIC } });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expectEnvelope(res.body, 'BAD_URL');
    },
  );

  it('answers an over-long path parameter with 414 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dev/payments/${'A'.repeat(500)}/settle`,
    });
    expect(res.statusCode).toBe(414);
    expectEnvelope(res.body, 'URL_TOO_LONG');
  });
});

describe('429 RATE_LIMITED', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ empty: true, env: { LOOKUP_RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(() => t.close());

  it('says when to come back: Retry-After from the error details', async () => {
    const lookup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/travel/web-detail-reservasi',
        payload: { reservasi_kode: 'LTSABCDEFGH2', pemesan_email_telp: 'a@b.co' },
        headers: { authorization: WEB_BASIC },
      });
    expect((await lookup()).statusCode).toBe(404);
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    const seconds = limited.json().details.retry_after_detik as number;
    expect(seconds).toBeGreaterThan(0);
    expect(limited.headers['retry-after']).toBe(String(seconds));
  });
});

describe('missing files of the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lintas-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ empty: true, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('app shell');
    expectEnvelope(res.body, 'NOT_FOUND');
    const nested = await t.app.inject({ method: 'GET', url: '/assets/fonts/missing.woff2' });
    expect(nested.statusCode).toBe(404);
  });

  it('still serves present assets and the shell for app routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(
      200,
    );
    const page = await t.app.inject({ method: 'GET', url: '/reservasi/LTS123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('app shell');
  });
});
