import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConformanceWorld } from './conformance-world.js';
import { expectErrorEnvelope } from './describe-spec-calls.js';
import { PLATFORM_CREDENTIALS, type SpecAnswer } from './spec-client.js';

/**
 * What the spec's shared caller meets below the calls (spec §7 "Shared caller"): every
 * answer, even one the router or Node's HTTP parser gives, is the error envelope
 * `{status, error_code, message}` the client reads `code` and `message` from; the
 * credentials and the headers it sends on every call.
 */
describe('spec §7 Shared caller: transport', () => {
  let world: ConformanceWorld;
  beforeAll(async () => {
    world = await ConformanceWorld.open();
  }, 120_000);
  afterAll(() => world?.close());

  test('an unknown call answers 404 in the error envelope', async () => {
    const answer = await world.send({ method: 'GET', path: 'travel/tidak-ada-panggilan-ini' });
    expect(answer.httpStatus).toBe(404);
    expectErrorEnvelope(answer);
  });

  test('a call with the wrong method answers 404 or 405 in the error envelope', async () => {
    const answer = await world.send({ method: 'GET', path: 'travel/reservasi' });
    expect([404, 405]).toContain(answer.httpStatus);
    expectErrorEnvelope(answer);
  });

  test('a body too large answers 413 in the error envelope', async () => {
    const answer = await world.send({
      method: 'POST',
      path: 'travel/cek-harga',
      data: { komentar: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(answer.httpStatus).toBe(413);
    expectErrorEnvelope(answer);
  });

  test('a body of a type the call does not take answers 415 in the error envelope', async () => {
    const headers = world.client.headersFor({ method: 'POST', path: 'travel/cek-harga' });
    headers.set('content-type', 'application/xml');
    const response = await fetch(`${world.baseUrl}/api/travel/cek-harga`, {
      method: 'POST',
      headers,
      body: '<kursi/>',
    });
    const text = await response.text();
    const answer: SpecAnswer = {
      httpStatus: response.status,
      headers: response.headers,
      body: JSON.parse(text) as SpecAnswer['body'],
      text,
    };
    expect(answer.httpStatus, text).toBe(415);
    expectErrorEnvelope(answer);
  });

  test('headers too large answer 431 in the error envelope (written below the router)', async () => {
    const answer = await rawGet(world.baseUrl, '/api/travel/kota-populer', {
      'x-besar': 'a'.repeat(64 * 1024),
    });
    expect(answer.httpStatus).toBe(431);
    expectErrorEnvelope(answer);
  });

  test('wrong Basic credentials answer 401 in the error envelope; each platform’s right ones work', async () => {
    const wrong = await world.send({
      method: 'GET',
      path: 'travel/kota-populer',
      headers: { authorization: `Basic ${Buffer.from('lintas-web:salah').toString('base64')}` },
    });
    expect(wrong.httpStatus).toBe(401);
    expectErrorEnvelope(wrong);
    for (const credentials of Object.values(PLATFORM_CREDENTIALS)) {
      const right = await world.send({
        method: 'GET',
        path: 'travel/kota-populer',
        headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
      });
      expect(right.httpStatus, right.text).toBe(200);
    }
  });

  test('the _atx cookie alone never signs a call in: the bearer header does (spec §6)', async () => {
    const token = await world.customer();
    const request = { method: 'GET' as const, path: 'travel/customer-profil' };
    const cookieOnly = await world.send({
      ...request,
      headers: { authorization: '', cookie: `_atx=${token}` },
    });
    expect(cookieOnly.httpStatus, cookieOnly.text).toBe(401);
    expectErrorEnvelope(cookieOnly);
    const bearer = await world.send(request, world.client.with({ token }));
    expect(bearer.httpStatus, bearer.text).toBe(200);
  });

  test('the XSRF pair and the random-user-id header are accepted, and calls work without them', async () => {
    const token = await world.customer();
    for (const client of [
      world.client.with({ token, xsrf: 'xsrf-nilai-acak' }),
      world.client.with({ token, xsrf: null }),
    ]) {
      const answer = await client.send({ method: 'GET', path: 'travel/customer-profil' });
      expect(answer.httpStatus, answer.text).toBe(200);
    }
    const noRandomId = await world.send({
      method: 'GET',
      path: 'travel/kota-populer',
      headers: { 'random-user-id': '' },
    });
    expect(noRandomId.httpStatus, noRandomId.text).toBe(200);
  });
});

/** A GET over a raw socket (fetch refuses to send headers this large itself). */
function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<SpecAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${path}`,
      { headers, maxHeaderSize: 1024 * 1024 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: SpecAnswer['body'];
          try {
            body = JSON.parse(text) as SpecAnswer['body'];
          } catch {
            body = null;
          }
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') answerHeaders.set(name, value);
          resolve({ httpStatus: response.statusCode ?? 0, headers: answerHeaders, body, text });
        });
      },
    );
    request.on('error', reject);
  });
}
