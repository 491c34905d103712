import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, TEST_NOW, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { insertCustomerWithToken, insertReservation } from './payments-fixtures.js';
import {
  createStaffTestApp,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  staffBearer,
} from './staff.fixtures.js';

/**
 * Customer feedback through the HTTP API: categories, sending (with the booking code
 * check), the history with unread counts, a thread (flag_read), the unread total, and
 * that a customer never reaches another customer's thread.
 */
describe('feedback: kategori, send, riwayat, detail, unread', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createStaffTestApp({ now: TEST_NOW });
    // Replies come from an admin's staff session.
    staff = await staffBearer(t, DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (path: string, authorization: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/travel/${path}`, query, headers: { authorization } });
  const send = (authorization: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/travel/feedback',
      headers: { authorization },
      payload: body,
    });
  const reply = (feedbackId: number, pesan = 'Terima kasih, kami sedang memeriksanya.') =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/feedback-reply',
      headers: { authorization: staff },
      payload: { feedback_id: feedbackId, pesan, nama_staf: 'Rina (CS)' },
    });
  const feedbackCount = () => countRows(t, 'feedback');

  it('lists the seeded categories to any client, in their order', async () => {
    const res = await get('feedback-kategori', WEB_BASIC);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((c: { nama: string }) => c.nama)).toEqual([
      'Pemesanan & Pembayaran',
      'Jadwal & Keberangkatan',
      'Pengembalian Dana',
      'Akun & Poin',
      'Saran',
      'Lainnya',
    ]);
    expect((await get('feedback-kategori', 'Basic bm86bm8=')).statusCode).toBe(401);
  });

  it('sends feedback with the customer’s own booking code, and refuses another’s', async () => {
    const sari = await insertCustomerWithToken(t, 'sari-fb@example.com');
    const budi = await insertCustomerWithToken(t, 'budi-fb@example.com');
    const own = await insertReservation(t.db, {
      expiresAt: new Date(Date.parse(TEST_NOW) + 600_000),
      customerId: sari.id,
    });
    const budis = await insertReservation(t.db, {
      expiresAt: new Date(Date.parse(TEST_NOW) + 600_000),
      customerId: budi.id,
    });

    const ok = await send(sari.bearer, {
      kategori_id: 1,
      pesan: '  Pembayaran saya belum terkonfirmasi.  ',
      kode_booking: own.code.toLowerCase(),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results).toMatchObject({
      kategori: 'Pemesanan & Pembayaran',
      pesan: 'Pembayaran saya belum terkonfirmasi.',
      kode_booking: own.code,
      status: 'open',
      jumlah_balasan: 0,
      balasan_belum_dibaca: 0,
      balasan: [],
    });

    const before = await feedbackCount();
    const stranger = await send(sari.bearer, {
      kategori_id: 1,
      pesan: 'Pesanan orang lain, boleh?',
      kode_booking: budis.code,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({
      status: 'ERROR',
      error_code: 'VALIDATION_ERROR',
      message: expect.stringContaining('Kode booking tidak ditemukan'),
    });
    const unknownCategory = await send(sari.bearer, {
      kategori_id: 99,
      pesan: 'Kategori aneh sekali',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toContain('Kategori tidak ditemukan');
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses bad input with 400 in Indonesian and without a token with 401, storing nothing', async () => {
    const c = await insertCustomerWithToken(t, 'bad-fb@example.com');
    const before = await feedbackCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kategori_id: 1, pesan: 'pendek' }, 'Pesan minimal 10 karakter'],
      [{ kategori_id: 1, pesan: 'x'.repeat(2001) }, 'Pesan maksimal 2000 karakter'],
      [{ kategori_id: 1, pesan: '          ' }, 'Pesan minimal 10 karakter'],
      [{ kategori_id: 'abc', pesan: 'Pesan yang cukup panjang' }, 'Kategori harus berupa angka'],
      [{ kategori_id: 1, pesan: 'Ada karakter \u0000 nol' }, 'karakter yang tidak diizinkan'],
      [{ pesan: 'Pesan yang cukup panjang' }, 'kategori_id'],
    ];
    for (const [body, text] of cases) {
      const res = await send(c.bearer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(text);
    }
    expect(
      (await send(WEB_BASIC, { kategori_id: 1, pesan: 'Tanpa login tidak boleh' })).statusCode,
    ).toBe(401);
    expect(await feedbackCount()).toBe(before);
    expect((await get('feedback-riwayat', c.bearer, { page: '0' })).statusCode).toBe(400);
    expect((await get('feedback-detail', c.bearer, { feedback_id: 'x' })).statusCode).toBe(400);
    const badFlag = await get('feedback-detail', c.bearer, { feedback_id: '1', flag_read: '2' });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toContain('flag_read: Harus 0 atau 1');
    for (const path of ['feedback-riwayat', 'feedback-detail', 'feedback-unread']) {
      expect((await get(path, WEB_BASIC, { feedback_id: '1' })).statusCode).toBe(401);
    }
  });

  it('pages the history newest first with unread counts; flag_read marks only that thread', async () => {
    const c = await insertCustomerWithToken(t, 'history-fb@example.com');
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(c.bearer, { kategori_id: 5, pesan: `Saran nomor ${i} untuk Lintas` });
      expect(res.statusCode).toBe(200);
      ids.push(res.json().results.feedback_id);
    }
    const [first, second] = ids as [number, number];
    expect((await reply(first)).statusCode).toBe(200);
    expect((await reply(first, 'Balasan kedua dari tim kami.')).statusCode).toBe(200);
    expect((await reply(second)).statusCode).toBe(200);

    const page1 = (await get('feedback-riwayat', c.bearer)).json().results;
    expect(page1).toMatchObject({ page: 1, total_page: 2, total_data: 12 });
    expect(page1.list).toHaveLength(10);
    expect(page1.list[0].feedback_id).toBe(ids[11]);
    const page2 = (await get('feedback-riwayat', c.bearer, { page: '2' })).json().results;
    expect(page2.list.map((f: { feedback_id: number }) => f.feedback_id)).toEqual([second, first]);
    expect(page2.list[1]).toMatchObject({
      status: 'answered',
      jumlah_balasan: 2,
      balasan_belum_dibaca: 2,
    });
    expect(page2.list[0]).toMatchObject({
      status: 'answered',
      jumlah_balasan: 1,
      balasan_belum_dibaca: 1,
    });
    const unread = async () =>
      (await get('feedback-unread', c.bearer)).json().results.total_reply_feedback as number;
    expect(await unread()).toBe(3);

    // Without flag_read the thread is shown and stays unread.
    const peek = (await get('feedback-detail', c.bearer, { feedback_id: String(first) })).json();
    expect(peek.results.balasan.map((r: { dibaca: boolean }) => r.dibaca)).toEqual([false, false]);
    expect(await unread()).toBe(3);

    const opened = await get('feedback-detail', c.bearer, {
      feedback_id: String(first),
      flag_read: '1',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().results).toMatchObject({
      feedback_id: first,
      balasan_belum_dibaca: 0,
      balasan: [
        { pesan: 'Terima kasih, kami sedang memeriksanya.', nama_staf: 'Rina (CS)', dibaca: true },
        { pesan: 'Balasan kedua dari tim kami.', dibaca: true },
      ],
    });
    expect(await unread()).toBe(1);
    const again = (await get('feedback-riwayat', c.bearer, { page: '2' })).json().results.list;
    expect(again.map((f: { balasan_belum_dibaca: number }) => f.balasan_belum_dibaca)).toEqual([
      1, 0,
    ]);

    // A new reply after reading is unread again.
    await reply(first, 'Ada kabar baru untuk Anda.');
    expect(await unread()).toBe(2);
  });

  it('never shows a customer another customer’s thread: 404, and flag_read changes nothing', async () => {
    const owner = await insertCustomerWithToken(t, 'owner-fb@example.com');
    const other = await insertCustomerWithToken(t, 'other-fb@example.com');
    const sent = await send(owner.bearer, { kategori_id: 3, pesan: 'Dana saya belum kembali.' });
    const id = sent.json().results.feedback_id as number;
    await reply(id);

    const peek = await get('feedback-detail', other.bearer, {
      feedback_id: String(id),
      flag_read: '1',
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({
      status: 'ERROR',
      error_code: 'NOT_FOUND',
      message: 'Masukan tidak ditemukan.',
    });
    const missing = await get('feedback-detail', other.bearer, { feedback_id: '999999' });
    expect(missing.json()).toEqual(peek.json());
    expect((await get('feedback-riwayat', other.bearer)).json().results.total_data).toBe(0);
    expect((await get('feedback-unread', other.bearer)).json().results.total_reply_feedback).toBe(
      0,
    );
    // The owner's reply is still unread: the stranger's flag_read touched nothing.
    expect((await get('feedback-unread', owner.bearer)).json().results.total_reply_feedback).toBe(
      1,
    );
  });
});
