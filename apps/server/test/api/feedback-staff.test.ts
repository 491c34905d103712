import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { insertCustomerWithToken } from './payments-fixtures.js';

/**
 * The minimal staff side of feedback: STAFF_API_KEY as a bearer, the thread list by status,
 * replies; and the key's production rules.
 */
describe('staff feedback endpoints', () => {
  const KEY = 'test-staff-key-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_API_KEY: KEY } });
  });
  afterAll(() => t.close());

  const staffGet = (authorization: string | undefined, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/staff/feedback',
      query,
      headers: authorization ? { authorization } : {},
    });
  const staffReply = (authorization: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/feedback-reply',
      headers: authorization ? { authorization } : {},
      payload,
    });
  const repliesCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('feedback_replies')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a missing or wrong key, a client credential and a customer token (401)', async () => {
    const customer = await insertCustomerWithToken(t, 'staff-probe@example.com');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/travel/feedback',
      headers: { authorization: customer.bearer },
      payload: { kategori_id: 6, pesan: 'Bisakah saya membalas sendiri?' },
    });
    const id = sent.json().results.feedback_id as number;
    for (const authorization of [
      undefined,
      `Bearer ${KEY}x`,
      `Bearer ${KEY.slice(0, -1)}`,
      `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
      customer.bearer,
    ]) {
      const list = await staffGet(authorization);
      expect(list.statusCode).toBe(401);
      expect(list.json()).toMatchObject({ status: 'ERROR', error_code: 'UNAUTHORIZED' });
      expect(list.json().message).toContain('kunci staf');
      const reply = await staffReply(authorization, {
        feedback_id: id,
        pesan: 'Balasan palsu dari luar',
      });
      expect(reply.statusCode).toBe(401);
    }
    expect(await repliesCount()).toBe(0);
  });

  it('lists open threads oldest first, replies, and moves them to answered', async () => {
    const customer = await insertCustomerWithToken(t, 'staff-list@example.com');
    const ids: number[] = [];
    for (const pesan of ['Bus datang terlambat sekali.', 'Poin saya tidak bertambah.']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/travel/feedback',
        headers: { authorization: customer.bearer },
        payload: { kategori_id: 2, pesan },
      });
      ids.push(res.json().results.feedback_id);
    }
    const open = (await staffGet(`Bearer ${KEY}`)).json().results;
    const openIds = open.list.map((f: { feedback_id: number }) => f.feedback_id);
    expect(openIds.slice(-2)).toEqual(ids);
    expect(open.list.at(-1)).toMatchObject({
      customer_id: customer.id,
      nama_pelanggan: 'Sari',
      kategori: 'Jadwal & Keberangkatan',
      status: 'open',
    });

    const res = await staffReply(`Bearer ${KEY}`, {
      feedback_id: ids[0],
      pesan: 'Mohon maaf atas keterlambatannya.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ feedback_id: ids[0], status: 'answered' });
    const reply = await t.db
      .selectFrom('feedback_replies')
      .select(['staff_name', 'read_at'])
      .where('feedback_id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    // nama_staf defaults to the team's name.
    expect(reply).toEqual({ staff_name: 'Tim Lintas', read_at: null });

    const stillOpen = (await staffGet(`Bearer ${KEY}`, { status: 'open' })).json().results.list;
    expect(stillOpen.map((f: { feedback_id: number }) => f.feedback_id)).not.toContain(ids[0]);
    const answered = (await staffGet(`Bearer ${KEY}`, { status: 'answered' })).json().results.list;
    expect(answered.map((f: { feedback_id: number }) => f.feedback_id)).toEqual([ids[0]]);
    const all = (await staffGet(`Bearer ${KEY}`, { status: 'all' })).json().results;
    expect(all.total_data).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 for an unknown thread and 400 in Indonesian for bad input, adding nothing', async () => {
    const before = await repliesCount();
    const missing = await staffReply(`Bearer ${KEY}`, {
      feedback_id: 987654,
      pesan: 'Balasan untuk siapa?',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Masukan tidak ditemukan.');
    for (const [payload, text] of [
      [{ feedback_id: 1, pesan: 'pendek' }, 'Pesan minimal 10 karakter'],
      [{ feedback_id: 0, pesan: 'Balasan yang cukup panjang' }, 'ID masukan tidak valid'],
      [
        { feedback_id: 1, pesan: 'Balasan yang cukup panjang', nama_staf: '' },
        'Nama staf wajib diisi',
      ],
    ] as const) {
      const res = await staffReply(`Bearer ${KEY}`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(text);
    }
    const badStatus = await staffGet(`Bearer ${KEY}`, { status: 'closed' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('Status harus open, answered atau all');
    expect(await repliesCount()).toBe(before);
  });
});

describe('STAFF_API_KEY in production', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENT_GATEWAY: 'midtrans',
    PAYMENT_SERVER_KEY: 'prod-server-key-0123456789',
    CLIENT_CREDENTIALS_WEB: 'web:prod-web-secret-0123456789abcdef',
    CLIENT_CREDENTIALS_ANDROID: 'android:prod-android-secret-0123456789ab',
    CLIENT_CREDENTIALS_IOS: 'ios:prod-ios-secret-0123456789abcdef',
    IDENTITY_JWKS_URL: 'https://idp.example.com/jwks',
    IDENTITY_ISSUER: 'https://idp.example.com',
    IDENTITY_AUDIENCE: 'lintas-prod',
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://mail.example.com',
    SMS_TRANSPORT: 'http',
    SMS_API_URL: 'https://sms.example.com/send',
    SMS_API_KEY: 'sms-key-0123456789',
    TICKET_QR_SECRET: 'ticket-qr-0123456789abcdefghijklmnopqrs',
  };

  it('refuses the development default and keys under 32 characters, accepts a long one', () => {
    expect(() => parseConfig(production)).toThrow(/STAFF_API_KEY: kunci pengembangan/);
    expect(() => parseConfig({ ...production, STAFF_API_KEY: 'a'.repeat(31) })).toThrow(
      /STAFF_API_KEY: minimal 32 karakter/,
    );
    expect(parseConfig({ ...production, STAFF_API_KEY: 'a'.repeat(32) }).staffApiKey).toBe(
      'a'.repeat(32),
    );
    // Outside production the labelled development key is the default.
    expect(parseConfig({ NODE_ENV: 'development' }).staffApiKey).toMatch(/^dev-/);
  });
});
