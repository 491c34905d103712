import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { parseConfig } from '../../src/config.js';
import { openMemoryDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { seedDemoData } from '../../src/db/seed/demo-seed.js';
import { ManualClock } from '../../src/lib/clock.js';
import { maskUrl } from '../../src/http/logging.js';
import { TEST_NOW, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats } from './reservations.fixtures.js';

const LOOKUP = '/api/travel/web-detail-reservasi';
const CONTACT = 'budi.santoso@example.com';

/**
 * At the default level every request is logged. Nothing personal or secret may be in
 * those lines: not the booker's contact, not the guest token, not a credential.
 */
describe('request logs', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    lines = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const clock = new ManualClock(TEST_NOW);
    const database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { scale: 1, today: clock.now() });
    const app = await buildApp({ config, database, clock }, { logStream });
    await app.ready();
    t = {
      app,
      clock,
      config,
      database,
      db: database.db,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => t.close());

  const logged = () => lines.join('\n');

  it('masks the contact and the guest token in logged URLs, keeping the rest', async () => {
    const { code, guestToken } = await reserveOk(t, oneWay({ kursi: seats('7') }));
    lines.length = 0;
    const lookup = await t.app.inject({
      method: 'GET',
      url: `${LOOKUP}?reservasi_kode=${code}&pemesan_email_telp=${encodeURIComponent(CONTACT)}`,
      headers: { authorization: WEB_BASIC },
    });
    expect(lookup.statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/travel/detail-reservasi?reservasi_kode=${code}&guest_token=${guestToken}`,
      headers: { authorization: WEB_BASIC },
    });
    expect(detail.statusCode).toBe(200);
    const vouchers = await t.app.inject({
      method: 'GET',
      url: `/api/travel/list-voucher?email=${encodeURIComponent(CONTACT)}&telp=081234567890`,
      headers: { authorization: WEB_BASIC },
    });
    expect(vouchers.statusCode).toBe(200);

    const text = logged();
    expect(text).toContain('/api/travel/web-detail-reservasi?reservasi_kode=');
    expect(text).toContain('pemesan_email_telp=***');
    for (const secret of [CONTACT, encodeURIComponent(CONTACT), guestToken, '081234567890']) {
      expect(text).not.toContain(secret);
    }
  });

  it('never logs the credentials of a request, even when its headers are logged', async () => {
    lines.length = 0;
    const app = t.app;
    // A route's own code logging the raw headers must not leak them either.
    await app.inject({
      method: 'GET',
      url: '/api/travel/list-operator',
      headers: {
        authorization: WEB_BASIC,
        cookie: '_atx=secret-session-cookie',
        'x-guest-token': 'secret-guest-token',
      },
    });
    app.log.info({ req: { headers: { authorization: WEB_BASIC, cookie: '_atx=abc' } } }, 'probe');
    app.log.info({ headers: { 'x-guest-token': 'header-guest-token' } }, 'probe');
    const text = logged();
    expect(text).toContain('probe');
    for (const secret of [
      WEB_BASIC,
      'dev-web-secret',
      'secret-session-cookie',
      '_atx=abc',
      'secret-guest-token',
      'header-guest-token',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('offers the guest look-up as POST with a JSON body: same answer, contact out of the URL', async () => {
    const { code } = await reserveOk(t, oneWay({ kursi: seats('8') }));
    const viaGet = await t.app.inject({
      method: 'GET',
      url: LOOKUP,
      query: { reservasi_kode: code, pemesan_email_telp: CONTACT },
      headers: { authorization: WEB_BASIC },
    });
    const viaPost = await t.app.inject({
      method: 'POST',
      url: LOOKUP,
      payload: { reservasi_kode: code, pemesan_email_telp: CONTACT },
      headers: { authorization: WEB_BASIC },
    });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json()).toEqual(viaGet.json());
    expect(viaPost.json().results.pemesan.email).toBe('bu***@example.com');

    const wrong = await t.app.inject({
      method: 'POST',
      url: LOOKUP,
      payload: { reservasi_kode: code, pemesan_email_telp: 'someone@example.com' },
      headers: { authorization: WEB_BASIC },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error_code).toBe('RESERVATION_NOT_FOUND');

    const missing = await t.app.inject({
      method: 'POST',
      url: LOOKUP,
      payload: { reservasi_kode: code },
      headers: { authorization: WEB_BASIC },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('pemesan_email_telp');
  });

  it('rate-limits the POST look-up together with the GET (one budget per address)', async () => {
    const statuses: number[] = [];
    // The backstop is 60 failures per minute per address (LOOKUP_RATE_LIMIT_PER_MINUTE's
    // default); earlier tests of this file used some.
    t.clock.advanceMinutes(1);
    for (let i = 0; i < 62; i += 1) {
      const code = `LTSQQQQQQQQ${String(i).padStart(2, '0')}`;
      const res =
        i % 2 === 0
          ? await t.app.inject({
              method: 'POST',
              url: LOOKUP,
              payload: { reservasi_kode: code, pemesan_email_telp: 'a@b.co' },
              headers: { authorization: WEB_BASIC },
            })
          : await t.app.inject({
              method: 'GET',
              url: LOOKUP,
              query: { reservasi_kode: code, pemesan_email_telp: 'a@b.co' },
              headers: { authorization: WEB_BASIC },
            });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});

describe('maskUrl', () => {
  it.each([
    [
      '/api/x?pemesan_email_telp=a%40b.co&reservasi_kode=LTS1',
      '/api/x?pemesan_email_telp=***&reservasi_kode=LTS1',
    ],
    ['/api/x?guest_token=abc&a=1&guest_token=def', '/api/x?guest_token=***&a=1&guest_token=***'],
    ['/api/x?email=a@b.co&telp=0812&search=ok', '/api/x?email=***&telp=***&search=ok'],
    ['/api/x?GUEST_TOKEN=abc', '/api/x?GUEST_TOKEN=***'],
    ['/api/x?pemesan%5Femail_telp=a%40b.co', '/api/x?pemesan%5Femail_telp=***'],
    ['/api/x?%E0%A4%A=1', '/api/x?%E0%A4%A=***'],
    ['/api/x?pemesan_email_telp', '/api/x?pemesan_email_telp'],
    ['/api/x', '/api/x'],
    ['/api/x?a=1#frag', '/api/x?a=1#frag'],
  ])('%s → %s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});
