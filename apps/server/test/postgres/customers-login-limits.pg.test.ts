import { describe, expect, it } from 'vitest';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * Sign-in limits where they must hold: two server instances (two connection pools) on one
 * real PostgreSQL, clients racing over real HTTP. Counters, codes and their tries live in
 * the database, so no instance lets a client past them by asking the other one.
 */
const LIMITS = {
  OTP_REQUEST_LIMIT_PER_ADDRESS: '4',
  OTP_REQUEST_LIMIT_PER_IDENTIFIER: '1000',
  LOGIN_FAILURE_LIMIT_PER_ADDRESS: '1000',
  TRUST_PROXY_HOPS: '1',
};

describe('sign-in limits across two server instances (PostgreSQL)', () => {
  let first: TestApp;
  let urls: string[];

  useTwoServers((servers) => ({ first, urls } = servers), {
    poolSize: 10,
    env: LIMITS,
    emptyFirst: true,
    listen: true,
  });

  async function post(index: number, path: string, body: unknown, address: string) {
    const res = await fetch(`${urls[index % urls.length]}/api/travel/${path}`, {
      method: 'POST',
      headers: {
        authorization: WEB_BASIC,
        'content-type': 'application/json',
        // One proxy hop is trusted: each test speaks from its own client address.
        'x-forwarded-for': address,
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      json: (await res.json()) as {
        error_code?: string;
        message?: string;
        results?: { auth: string };
      },
    };
  }

  async function codeSentTo(recipient: string): Promise<string> {
    for (let i = 0; i < 300; i++) {
      const res = await fetch(`${urls[i % 2]}/api/dev/outbox`);
      const list = ((await res.json()) as { results: Array<{ recipient: string; text: string }> })
        .results;
      const text = list.filter((m) => m.recipient === recipient).at(-1)?.text;
      const code = text ? /: (\d{6})\./.exec(text)?.[1] : undefined;
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no code reached ${recipient}`);
  }

  it('lets one address ask for exactly its limit of codes when ten requests race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          i,
          'request-customer-login-alternative',
          { tipe: 'otp-email', email: `balapan${i}@example.com` },
          '203.0.113.1',
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.json.error_code).toBe('RATE_LIMITED');
      expect(Number(a.retryAfter)).toBeGreaterThan(60);
    }
    const codes = await first.db
      .selectFrom('customer_login_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('identifier', 'like', 'balapan%')
      .executeTakeFirstOrThrow();
    expect(Number(codes.n)).toBe(4);
  });

  it('sends one code when both servers are asked for the same e-mail at once', async () => {
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) =>
        post(
          i,
          'request-customer-login-alternative',
          { tipe: 'otp-email', email: 'kembar@example.com' },
          '203.0.113.2',
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
    for (const a of answers.filter((x) => x.status === 429))
      expect(a.json.message).toMatch(/^Kode baru dapat diminta lagi dalam \d+ detik\.$/);
    const codes = await first.db
      .selectFrom('customer_login_codes')
      .select('auth_hash')
      .where('identifier', '=', 'kembar@example.com')
      .execute();
    expect(codes).toHaveLength(1);
  });

  it('counts every wrong try once when guesses race on both servers', async () => {
    const address = '203.0.113.3';
    const requested = await post(
      0,
      'request-customer-login-alternative',
      { tipe: 'otp-email', email: 'tebak@example.com' },
      address,
    );
    const auth = requested.json.results?.auth;
    const otp = await codeSentTo('tebak@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(i, 'customer-login', { tipe: 'otp-email', auth, otp: wrong }, address),
      ),
    );
    const codes = answers.map((a) => a.json.error_code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_TRIES_EXCEEDED')).toHaveLength(8);
    const row = await first.db
      .selectFrom('customer_login_codes')
      .select('wrong_tries')
      .where('identifier', '=', 'tebak@example.com')
      .executeTakeFirstOrThrow();
    expect(row.wrong_tries).toBe(5);
    const right = await post(1, 'customer-login', { tipe: 'otp-email', auth, otp }, address);
    expect(right.json.error_code).toBe('OTP_TRIES_EXCEEDED');
  });

  it('signs in once when one code is sent to both servers at the same moment', async () => {
    const address = '203.0.113.4';
    const requested = await post(
      1,
      'request-customer-login-alternative',
      { tipe: 'otp-email', email: 'sekali@example.com' },
      address,
    );
    const auth = requested.json.results?.auth;
    const otp = await codeSentTo('sekali@example.com');
    const answers = await Promise.all(
      [0, 1, 0, 1].map((i) => post(i, 'customer-login', { tipe: 'otp-email', auth, otp }, address)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    expect(answers.filter((a) => a.status === 422).map((a) => a.json.error_code)).toEqual([
      'OTP_USED',
      'OTP_USED',
      'OTP_USED',
    ]);
    const tokens = await first.db
      .selectFrom('customer_tokens')
      .innerJoin('customers', 'customers.id', 'customer_tokens.customer_id')
      .select('token_hash')
      .where('customers.email', '=', 'sekali@example.com')
      .execute();
    expect(tokens).toHaveLength(1);
  });
});
