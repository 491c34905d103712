import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../helpers/smtp-catcher.js';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../helpers/test-app.js';
import { codeIn, post } from './customers-fixtures.js';

/** Waits (bounded) until `check` answers something. */
async function eventually<T>(check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
}

describe('sign-in codes by real SMTP', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const received: CaughtMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpCatcher(received);
    t = await createTestApp({
      empty: true,
      env: {
        EMAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        EMAIL_FROM: 'Lintas <no-reply@lintas.test>',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the code by e-mail, and the code signs in', async () => {
    const requested = await post(t, 'request-customer-login-alternative', {
      tipe: 'otp-email',
      email: 'penerima@example.com',
    });
    expect(requested.status).toBe(200);
    const mail = await eventually(() => received[0]);
    expect(mail.envelopeTo).toEqual(['penerima@example.com']);
    const parsed = await PostalMime.parse(mail.raw);
    expect(parsed.from?.address).toBe('no-reply@lintas.test');
    expect(parsed.to?.map((a) => a.address)).toEqual(['penerima@example.com']);
    expect(parsed.subject).toBe('Kode masuk Lintas Anda');
    expect(parsed.text?.trim()).toMatch(
      /^Kode masuk Lintas Anda: \d{6}\. Berlaku 5 menit\. Jangan berikan kode ini kepada siapa pun\.$/,
    );
    const otp = codeIn(parsed.text ?? '');
    expect(parsed.html).toContain(otp);

    const login = await post(t, 'customer-login', {
      tipe: 'otp-email',
      auth: requested.json.results.auth,
      otp,
    });
    expect(login.status).toBe(200);
    const row = await t.db
      .selectFrom('outbound_messages')
      .select(['status', 'attempts', 'sent_at'])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('sign-in codes by the HTTP SMS gateway', () => {
  let t: TestApp;
  let gateway: http.Server;
  const calls: Array<{ authorization?: string; type?: string; body: unknown }> = [];
  /** What the stand-in answers next: a status per call, then 200. */
  const answers: number[] = [];

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push({
          authorization: req.headers.authorization,
          type: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        const status = answers.shift() ?? 200;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ok: status === 200 }));
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp({
      empty: true,
      env: {
        SMS_TRANSPORT: 'http',
        SMS_API_URL: `http://127.0.0.1:${port}/v1/sms`,
        SMS_API_KEY: 'sms-test-key-123',
        OUTBOX_POLL_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('retries a refused send after its backoff, and the code is untouched meanwhile', async () => {
    answers.push(503);
    const requested = await post(t, 'request-customer-login-alternative', {
      tipe: 'otp-sms',
      telp: '081298765432',
    });
    expect(requested.status).toBe(200);

    // The first attempt is refused: the message waits 10 s, the code is as it was.
    const failed = await eventually(async () => {
      const row = await t.db.selectFrom('outbound_messages').selectAll().executeTakeFirst();
      return row?.attempts === 1 && row.last_error ? row : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', channel: 'sms' });
    expect(failed.last_error).toContain('503');
    expect(new Date(failed.next_attempt_at).getTime() - t.clock.now().getTime()).toBe(10_000);
    expect(calls).toHaveLength(1);
    const code = await t.db
      .selectFrom('customer_login_codes')
      .select(['wrong_tries', 'used_at', 'superseded_at'])
      .executeTakeFirstOrThrow();
    expect(code).toEqual({ wrong_tries: 0, used_at: null, superseded_at: null });

    // Nothing is sent before the backoff ends, although the dispatcher keeps passing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(1);
    t.clock.set(new Date(t.clock.now().getTime() + 10_000));
    await eventually(async () => {
      const row = await t.db
        .selectFrom('outbound_messages')
        .select('status')
        .executeTakeFirstOrThrow();
      return row.status === 'sent' ? row : undefined;
    });
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.authorization).toBe('Bearer sms-test-key-123');
      expect(call.type).toBe('application/json');
      expect(call.body).toEqual({
        to: '6281298765432',
        text: expect.stringMatching(/^Kode masuk Lintas Anda: \d{6}\. Berlaku 5 menit\./),
      });
    }

    const otp = codeIn((calls[1]?.body as { text: string }).text);
    const login = await post(t, 'customer-login', {
      tipe: 'otp-sms',
      auth: requested.json.results.auth,
      otp,
      telp: '081298765432',
    });
    expect(login.status).toBe(200);
    expect(login.json.results.baru).toBe(true);
  });

  it('lists what was sent in the development outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const list = res.json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      channel: 'sms',
      recipient: '6281298765432',
      subject: null,
      text: expect.stringMatching(/^Kode masuk Lintas Anda: \d{6}\./),
      created_at: expect.any(String),
    });
  });
});

describe('the development outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ empty: true });
  });
  afterAll(() => t.close());

  it('lists the sent messages newest last, without credentials', async () => {
    for (const email of ['satu@example.com', 'dua@example.com']) {
      await post(t, 'request-customer-login-alternative', { tipe: 'otp-email', email });
    }
    const list = await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      const results = res.json().results as Array<{ recipient: string; created_at: string }>;
      return results.length === 2 ? results : undefined;
    });
    expect(list.map((m) => m.recipient)).toEqual(['satu@example.com', 'dua@example.com']);
    expect(list[0]?.created_at).toBe(t.clock.now().toISOString());
  });
});

describe('the development outbox in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      empty: true,
      env: PRODUCTION_ENV,
    });
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const basic = Buffer.from('lintas-web:0123456789abcdefghijklmnopqrstuv').toString('base64');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { authorization: `Basic ${basic}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_code).toBe('ROUTE_NOT_FOUND');
  });
});
