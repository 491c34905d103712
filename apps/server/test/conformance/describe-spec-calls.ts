import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConformanceWorld } from './conformance-world.js';
import { ALL_PLATFORMS, type Fields, type SpecCall } from './spec-call.js';
import type { SpecAnswer, SpecClient, SpecRequest } from './spec-client.js';

/**
 * Turns spec calls into tests against one conformance world (the real server over HTTP):
 *
 * 1. as the spec's client sends it (WEB credentials, random-user-id, the XSRF pair): the
 *    success envelope `{status: 'OK', results}` and what the spec says the client reads;
 * 2. the same from the apps' credentials (APP-ANDROID, APP-IOS), where Basic is allowed;
 * 3. every optional field sent '' (and null in a JSON body) and left out: the same answer;
 * 4. the loosely typed values a JavaScript client sends: the same success;
 * 5. spec §6's bearer rules: without a token or with a dead one, a call that needs one is
 *    a 401 in the error envelope (what makes the spec's client run its single logout);
 * 6. a bad value: the error envelope `{status: 'ERROR', error_code, message}`.
 */
export function describeSpecCalls(group: string, calls: SpecCall[]): void {
  describe(group, () => {
    let world: ConformanceWorld;
    beforeAll(async () => {
      world = await ConformanceWorld.open();
    }, 120_000);
    afterAll(() => world?.close());

    for (const call of calls) {
      describe(`${call.method} ${call.call}`, () => {
        test('answers the success envelope to the request as the spec client sends it', async () => {
          const { answer } = await send(world, call);
          const results = expectOk(answer, call);
          await call.check?.(results, world);
        });

        if (call.access === 'basic' || call.access === 'optional-bearer') {
          test('accepts each platform’s Basic credentials (WEB, APP-ANDROID, APP-IOS)', async () => {
            for (const platform of ALL_PLATFORMS) {
              const { answer } = await send(world, call, { platform });
              expectOk(answer, call, platform);
            }
          });
        }

        if (call.access === 'optional-bearer') {
          test('accepts a signed-in customer’s bearer token too', async () => {
            const token = await world.customer();
            const { answer } = await send(world, call, { token });
            expectOk(answer, call, 'bearer');
          });
        }

        if (call.access === 'required-bearer' || call.access === 'customer') {
          test('answers 401 in the error envelope without a token and with a dead one', async () => {
            const { request } = await built(world, call);
            for (const client of [
              world.client.with({ token: null }),
              world.client.with({ token: 'token-yang-sudah-tidak-berlaku-0123456789' }),
            ]) {
              const answer = await client.send(request);
              expect(answer.httpStatus, answer.text).toBe(401);
              expectErrorEnvelope(answer);
              expect(answer.body?.error_code).toBe('SESSION_EXPIRED');
            }
          });
        }

        const optional = call.optional ?? [];
        if (optional.length > 0) {
          test(`treats empty optional fields as absent (${optional.join(', ')})`, async () => {
            const forms: Array<[string, (fields: Fields) => Fields]> = [
              ['absent', (fields) => without(fields, optional)],
              ["''", (fields) => withAll(fields, optional, '')],
            ];
            if (call.method === 'POST' && !call.form)
              forms.push(['null', (fields) => withAll(fields, optional, null)]);
            const answers: Array<[string, SpecAnswer]> = [];
            for (const [name, change] of forms) {
              const { answer } = await send(world, call, {}, change);
              expectOk(answer, call, `optional fields ${name}`);
              answers.push([name, answer]);
            }
            if (call.same === 'results') {
              const [, first] = answers[0]!;
              for (const [name, answer] of answers.slice(1))
                expect(answer.body?.results, `optional fields ${name} vs absent`).toEqual(
                  first.body?.results,
                );
            }
          });
        }

        for (const variant of call.variants ?? []) {
          test(`accepts ${variant.name}`, async () => {
            const { answer } = await send(world, call, {}, variant.apply, variant.build);
            expectOk(answer, call, variant.name);
          });
        }

        if (call.bad) {
          const bad = call.bad;
          test(`refuses ${bad.name} with the error envelope`, async () => {
            const { answer } = await send(world, call, {}, bad.apply, bad.build);
            expect(answer.httpStatus, answer.text).toBeGreaterThanOrEqual(400);
            expect(answer.httpStatus, answer.text).toBeLessThan(500);
            expectErrorEnvelope(answer);
          });
        }
      });
    }
  });
}

interface SendOptions {
  platform?: SpecClient['platform'];
  token?: string | null;
}

async function built(
  world: ConformanceWorld,
  call: SpecCall,
  options: SendOptions = {},
  build: SpecCall['build'] = call.build,
) {
  let client = world.client;
  if (call.access === 'required-bearer' || call.access === 'customer')
    client = client.with({ token: await world.customer() });
  if (options.platform) client = client.with({ platform: options.platform, token: null });
  if (options.token !== undefined) client = client.with({ token: options.token });
  const made = await build(world, client);
  const sender = made.client ?? client;
  const request: SpecRequest = {
    method: call.method,
    path: call.call,
    headers: made.headers,
    ...(call.method === 'GET' ? { params: made.fields as SpecRequest['params'] } : {}),
    ...(call.method === 'POST' ? { data: made.fields, form: call.form } : {}),
  };
  return { request, sender };
}

async function send(
  world: ConformanceWorld,
  call: SpecCall,
  options: SendOptions = {},
  change: (fields: Fields) => Fields = (fields) => fields,
  build?: SpecCall['build'],
) {
  const { request, sender } = await built(world, call, options, build);
  const changed: SpecRequest =
    call.method === 'GET'
      ? { ...request, params: change(request.params ?? {}) as SpecRequest['params'] }
      : { ...request, data: change((request.data ?? {}) as Fields) };
  const answer = await sender.send(changed);
  return { answer, request: changed };
}

function expectOk(answer: SpecAnswer, call: SpecCall, how = 'as sent'): unknown {
  const where = `${call.method} ${call.call} (${how}): ${answer.httpStatus} ${answer.text.slice(0, 400)}`;
  expect(answer.httpStatus, where).toBeGreaterThanOrEqual(200);
  expect(answer.httpStatus, where).toBeLessThan(300);
  expect(answer.body?.status, where).toBe('OK');
  expect(answer.body && 'results' in answer.body, where).toBe(true);
  return answer.body?.results;
}

export function expectErrorEnvelope(answer: SpecAnswer): void {
  expect(answer.headers.get('content-type') ?? '', answer.text).toMatch(/application\/json/);
  expect(answer.body?.status, answer.text).toBe('ERROR');
  expect(typeof answer.body?.error_code, answer.text).toBe('string');
  expect(answer.body?.error_code, answer.text).not.toBe('');
  expect(typeof answer.body?.message, answer.text).toBe('string');
  expect(answer.body?.message, answer.text).not.toBe('');
}

function without(fields: Fields, names: string[]): Fields {
  const copy = { ...fields };
  for (const name of names) delete copy[name];
  return copy;
}

function withAll(fields: Fields, names: string[], value: unknown): Fields {
  const copy = { ...fields };
  for (const name of names) copy[name] = value;
  return copy;
}
