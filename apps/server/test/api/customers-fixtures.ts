import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { WEB_BASIC } from '../helpers/test-app.js';

/** Sign-in calls as the web client makes them (anonymous: the platform's Basic credentials). */
export async function post(
  t: TestApp,
  path: string,
  body: unknown,
  options: { ip?: string; authorization?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/travel/${path}`,
    headers: { authorization: options.authorization ?? WEB_BASIC },
    payload: body as Record<string, unknown>,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: res.statusCode, headers: res.headers, json: res.json() };
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  created_at: string;
}

export async function outbox(t: TestApp): Promise<OutboxMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: OutboxMessage[] }).results;
}

/** The newest code sent to `recipient`, waiting (bounded) for the dispatcher to send it. */
export async function codeSentTo(t: TestApp, recipient: string, after = 0): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const sent = (await outbox(t)).filter((m) => m.recipient === recipient && m.id > after);
    const last = sent.at(-1);
    if (last) return codeIn(last.text);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no message reached ${recipient}`);
}

export function codeIn(text: string): string {
  const match = /Kode masuk Lintas Anda: (\d{6})\./.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** The id of the newest message in the outbox (0 when empty). */
export async function lastOutboxId(t: TestApp): Promise<number> {
  return (await outbox(t)).at(-1)?.id ?? 0;
}

/** Moves the test clock on. */
export function advanceSeconds(t: TestApp, seconds: number) {
  t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000));
}

/** Asks for a code and reads it from the development outbox. */
export async function requestCode(t: TestApp, body: Record<string, string>, recipient: string) {
  const after = await lastOutboxId(t);
  const res = await post(t, 'request-customer-login-alternative', body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { auth: res.json.results.auth as string, otp: await codeSentTo(t, recipient, after), res };
}

/** Signs in by e-mail code; answers the bearer token. Moves the clock past the resend wait. */
export async function loginByEmail(t: TestApp, email: string): Promise<string> {
  const after = await lastOutboxId(t);
  const requested = await post(t, 'request-customer-login-alternative', {
    tipe: 'otp-email',
    email,
  });
  expect(requested.status).toBe(200);
  const otp = await codeSentTo(t, email.toLowerCase(), after);
  const login = await post(t, 'customer-login', {
    tipe: 'otp-email',
    auth: requested.json.results.auth,
    otp,
    email,
  });
  expect(login.status).toBe(200);
  t.clock.set(new Date(t.clock.now().getTime() + 61_000));
  return login.json.results.token as string;
}
