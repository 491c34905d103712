import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestApp } from '../helpers/test-app.js';
import { insertCustomerWithToken } from './payments-fixtures.js';
import { createStaffTestApp, DEMO_ADMIN_EMAIL, signInAdminAndPetugas } from './staff.fixtures.js';

/**
 * The staff side of feedback on staff accounts (decision 0014): a staff session's bearer
 * only, an admin's work (a petugas: 403), the thread list by status, replies, each reply
 * audited with who wrote it. The shared STAFF_API_KEY it used before is gone.
 */
describe('staff feedback endpoints', () => {
  let t: TestApp;
  let KEY: string;
  let petugas: string;
  beforeAll(async () => {
    t = await createStaffTestApp();
    // The tokens alone: the requests below write `Bearer ${...}` themselves.
    const token = (bearer: string) => bearer.replace(/^Bearer /, '');
    const signedIn = await signInAdminAndPetugas(t);
    KEY = token(signedIn.admin);
    petugas = token(signedIn.petugas);
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
  const repliesCount = () => countRows(t, 'feedback_replies');

  it('refuses anything but a staff session (401) and a petugas (403), adding nothing', async () => {
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
      // The shared key of before opens nothing now.
      'Bearer dev-staff-key-development-only',
      `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
      customer.bearer,
    ]) {
      const list = await staffGet(authorization);
      expect(list.statusCode, authorization).toBe(401);
      expect(list.json()).toMatchObject({ status: 'ERROR' });
      const reply = await staffReply(authorization, {
        feedback_id: id,
        pesan: 'Balasan palsu dari luar',
      });
      expect(reply.statusCode).toBe(401);
    }
    for (const res of [
      await staffGet(`Bearer ${petugas}`),
      await staffReply(`Bearer ${petugas}`, { feedback_id: id, pesan: 'Balasan dari petugas' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        error_code: 'FORBIDDEN',
        message: 'Masukan pelanggan hanya dapat dibaca dan dibalas oleh admin.',
      });
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
    // Who replied is in the audit log, with the reply.
    const audit = await t.db
      .selectFrom('staff_audit_log')
      .innerJoin('staff', 'staff.id', 'staff_audit_log.staff_id')
      .select(['staff.email', 'entity', 'entity_key', 'after'])
      .where('action', '=', 'feedback.balas')
      .execute();
    expect(audit).toEqual([
      {
        email: DEMO_ADMIN_EMAIL,
        entity: 'feedback',
        entity_key: String(ids[0]),
        after: {
          balasan_id: res.json().results.balasan_id,
          nama_staf: 'Tim Lintas',
          pesan: 'Mohon maaf atas keterlambatannya.',
        },
      },
    ]);

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
