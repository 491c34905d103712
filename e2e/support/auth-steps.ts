import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, DESKTOP, PHONE, screenshot, seriousAxeViolations, settled } from './browser';

/**
 * Steps of signing in through the UI (/login, the OTP step, /signup, the local identity
 * provider's page) and the calls the sign-in journeys make from Node: the development
 * outbox where the codes land, and the customer API with the page's own token.
 */

/** The phone and desktop sizes the sign-in journeys are checked in. */
export const AUTH_PHONE = { ...PHONE, viewport: { width: 390, height: 844 } };
export const AUTH_DESKTOP = { ...DESKTOP, viewport: { width: 1366, height: 900 } };

/** Unique per run, so a rerun against a kept database still meets a new person. */
const RUN = Date.now().toString(36);
export function uniqueEmail(who: string): string {
  return `${who}.${RUN}@example.com`;
}
/** An Indonesian mobile number (0812 + 8 digits) unique per run and per `n`. */
export function uniquePhone(n: number): string {
  const digits = `${Date.now() % 10_000_000}${n}`.slice(-8).padStart(8, '0');
  return `0812${digits}`;
}

interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  created_at: string;
}

/** The development outbox (messages "sent" by the local transports), oldest first. */
export async function readOutbox(): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/api/dev/outbox`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { status: string; results: OutboxMessage[] };
  expect(body.status).toBe('OK');
  return body.results;
}

/** The newest outbox id now: a code sent after this call has a larger one. */
export async function outboxMark(): Promise<number> {
  return Math.max(0, ...(await readOutbox()).map((message) => message.id));
}

function sameRecipient(recipient: string, identifier: string): boolean {
  if (identifier.includes('@')) return recipient.toLowerCase() === identifier.toLowerCase();
  // The server keeps phones as 62…; people type 0….
  const national = (digits: string) => digits.replace(/\D/g, '').replace(/^(62|0)/, '');
  return national(recipient) === national(identifier);
}

/**
 * The sign-in code sent to `identifier` after `mark` (the dispatcher delivers after the
 * request's commit, so it is polled for, at most 15 s).
 */
export async function codeFromOutbox(identifier: string, mark: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await readOutbox())
          .filter((m) => m.id > mark && sameRecipient(m.recipient, identifier))
          .pop();
        code = /Kode masuk Lintas Anda: (\d{6})\./.exec(message?.text ?? '')?.[1];
        return code;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** /login step 1: types the phone or e-mail and asks for a code; step 2 is open after. */
export async function requestCode(page: Page, identifier: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor Telepon atau Email').fill(identifier);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.getByRole('heading', { level: 1, name: 'Verifikasi Telepon / Email' }).waitFor();
}

/** /login step 2: types the code and presses 'Verifikasi OTP'. */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Kode OTP').fill(code);
  await page.getByRole('button', { name: 'Verifikasi OTP' }).click();
}

/** /signup: first and last name, 'Lanjutkan', the success toast, then home. */
export async function completeSignup(page: Page, first: string, last: string): Promise<void> {
  await page.waitForURL('**/signup');
  await page.getByLabel('Nama Depan').fill(first);
  await page.getByLabel('Nama Belakang').fill(last);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.getByText('Berhasil Mendaftar').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The header's account button, named after the customer. */
export function accountButton(page: Page, name: string | RegExp) {
  return page.getByRole('banner').getByRole('button', { name });
}

/** A whole e-mail sign-in of a new person, through signup; ends on home, logged in. */
export async function signUpByEmail(
  page: Page,
  email: string,
  first: string,
  last: string,
): Promise<void> {
  const mark = await outboxMark();
  await requestCode(page, email);
  await enterCode(page, await codeFromOutbox(email, mark));
  await completeSignup(page, first, last);
  await accountButton(page, `${first} ${last}`).waitFor();
}

/** The bearer token the page keeps in its `_atx` cookie (null when logged out). */
export async function pageToken(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === '_atx');
  return cookie ? decodeURIComponent(cookie.value) : null;
}

/** A customer call from Node with `token`, as another device holding it would make. */
export async function customerCall(
  path: string,
  token: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; json: { status?: string; error_code?: string; results?: unknown } }> {
  const res = await fetch(`${baseUrl()}/api/travel/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as never };
}

/**
 * Screenshot plus axe scan of the page as it is now; returns the serious and critical
 * findings, each naming the page, for the journey to assert at its end (one page's
 * finding does not hide the rest of the journey).
 */
export async function scanPage(page: Page, name: string): Promise<string[]> {
  await settled(page);
  await screenshot(page, `auth-${name}`);
  const violations = await seriousAxeViolations(page);
  return violations.map(
    (v) =>
      `${name} (${new URL(page.url()).pathname}): ${v.id} [${v.impact}] ${v.help}\n    ${v.nodes.map((n) => n.html).join('\n    ')}`,
  );
}
