import { describe, expect, it } from 'vitest';
import { type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  freshVisitors,
  fsGet,
  rightAnswerOf,
  useFlashSale,
  visitorId,
  wrongAnswerOf,
} from './flashsale.fixtures.js';

/**
 * The flash sale's public calls (spec §7 "Flash sale"), each with its success and its
 * failures: browsing (beranda, list-sesi, list-card, detail-card), the quiz (soal-card,
 * cek-soal-card: limited tries held in the database, a one-time hashed key_auth), the
 * purchase (list-jenis-pembayaran, transaksi: stock, key used once, one per buyer) and
 * its payment through the booking's gateway (signed webhook, simulator page), which
 * gives a personal voucher; unpaid holds expire and give stock back.
 */
describe('flash sale API', () => {
  let t: TestApp;
  let running: number[];
  let later: number[];
  const fresh = freshVisitors();
  useFlashSale((suite) => ({ t, running, later } = suite));

  describe('browsing', () => {
    it('beranda names the running session for the home banner and the dates with sessions', async () => {
      const res = await fsGet(t, 'beranda');
      expect(res.statusCode).toBe(200);
      const home = res.json().results;
      expect(home.judul).toBe('Flash Sale sedang berlangsung');
      expect(home.subjudul).toContain('08.00–11.00 WIB');
      expect(home.sesi).toMatchObject({
        nama: 'Flash Sale Kilat',
        status: 'berlangsung',
        jumlah_card: 3,
      });
      expect(home.list_tanggal).toEqual([
        { tanggal: '2026-11-21', jumlah_sesi: 2 },
        { tanggal: '2026-11-22', jumlah_sesi: 2 },
      ]);
    });

    it('beranda announces the next session once today’s are over, and says so when none is planned', async () => {
      t.clock.set('2026-11-21T07:00:00.000Z'); // 14.00 WIB
      const next = (await fsGet(t, 'beranda')).json().results;
      expect(next.judul).toBe('Flash Sale segera dimulai');
      expect(next.subjudul).toContain('pukul 10.00 WIB');
      t.clock.set('2026-11-23T00:00:00.000Z');
      const none = (await fsGet(t, 'beranda')).json().results;
      expect(none).toMatchObject({ judul: 'Flash Sale', sesi: null, list_tanggal: [] });
    });

    it('list-sesi lists a date’s sessions in order with their state and WIB times', async () => {
      const res = await fsGet(t, 'list-sesi', { tanggal: '2026-11-21' });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .results.list_sesi.map((s: Record<string, unknown>) => [
            s.nama,
            s.jam_mulai,
            s.jam_selesai,
            s.status,
          ]),
      ).toEqual([
        ['Flash Sale Kilat', '08.00', '11.00', 'berlangsung'],
        ['Flash Sale Berikutnya', '11.00', '13.00', 'akan_datang'],
      ]);
      const empty = await fsGet(t, 'list-sesi', { tanggal: '2026-12-25' });
      expect(empty.json().results.list_sesi).toEqual([]);
      // Found by the fuzz test: year 1 once answered 500.
      const ancient = await fsGet(t, 'list-sesi', { tanggal: '0001-01-01' });
      expect(ancient.statusCode).toBe(200);
      expect(ancient.json().results.list_sesi).toEqual([]);
    });

    it('list-sesi refuses a missing or malformed date in Indonesian', async () => {
      const queries: Array<Record<string, string>> = [
        {},
        { tanggal: '21-11-2026' },
        { tanggal: '2026-02-30' },
      ];
      for (const query of queries) {
        const res = await fsGet(t, 'list-sesi', query);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
      }
    });

    it('list-card gives each card its price, stock, sold and remaining count', async () => {
      const session = (await fsGet(t, 'list-sesi', { tanggal: '2026-11-21' })).json().results
        .list_sesi[0].sesi_sub_id;
      const res = await fsGet(t, 'list-card', { sesi_sub_id: session });
      expect(res.statusCode).toBe(200);
      const [first] = res.json().results.list_card;
      expect(first).toMatchObject({
        nama: 'Voucher Tiket Rp50.000',
        harga_normal: 50_000,
        harga: 9_900,
        stok: 25,
        terjual: 0,
        sisa: 25,
        persen_terjual: 0,
        status: 'tersedia',
      });
      const upcoming = (await fsGet(t, 'list-card', { sesi_sub_id: session + 1 })).json().results;
      expect(upcoming.list_card.every((c: { status: string }) => c.status === 'belum_mulai')).toBe(
        true,
      );
    });

    it('list-card: an unknown session is 404, a bad id 400', async () => {
      expect((await fsGet(t, 'list-card', { sesi_sub_id: 999_999 })).statusCode).toBe(404);
      const bad = await fsGet(t, 'list-card', { sesi_sub_id: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/sesi_sub_id/);
    });

    it('detail-card adds the terms and the voucher it gives; unknown is 404', async () => {
      const res = await fsGet(t, 'detail-card', { card_id: running[2]! });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({
        jenis: 'tiket',
        voucher: { tipe_diskon: 'amount', nilai_diskon: 100_000, operator_kode: ['XTR'] },
        sesi: { nama: 'Flash Sale Kilat' },
      });
      expect(res.json().results.syarat).toHaveLength(3);
      const missing = await fsGet(t, 'detail-card', { card_id: 999_999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    });

    it('every call needs the platform’s credentials', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/flashsale/beranda' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('quiz', () => {
    it('soal-card serves a question with lettered choices and the same one again on reload', async () => {
      const headers = { 'random-user-id': fresh() };
      const first = await fsGet(t, 'soal-card', { card_id: running[0]! }, headers);
      expect(first.statusCode).toBe(200);
      const question = first.json().results;
      expect(question.pilihan.map((p: { kode: string }) => p.kode)).toEqual(['A', 'B', 'C', 'D']);
      expect(question).toMatchObject({ sisa_percobaan: 3, batas_percobaan: 3 });
      expect(question).not.toHaveProperty('jawaban');
      const again = await fsGet(t, 'soal-card', { card_id: running[0]! }, headers);
      expect(again.json().results.pertanyaan).toBe(question.pertanyaan);
    });

    it('soal-card refuses a card whose session has not begun or has ended, and unknown cards', async () => {
      const early = await fsGet(t, 'soal-card', { card_id: later[0]! });
      expect(early.statusCode).toBe(409);
      expect(early.json().error_code).toBe('FLASH_SALE_NOT_STARTED');
      t.clock.set('2026-11-21T06:00:00.000Z'); // 13.00 WIB: both sessions over
      const ended = await fsGet(t, 'soal-card', { card_id: running[0]! });
      expect(ended.json().error_code).toBe('FLASH_SALE_ENDED');
      expect((await fsGet(t, 'soal-card', { card_id: 999_999 })).statusCode).toBe(404);
    });

    it('a right answer gives a key_auth that the database keeps only hashed', async () => {
      const headers = { 'random-user-id': fresh() };
      const q = (await fsGet(t, 'soal-card', { card_id: running[0]! }, headers)).json().results;
      const jawaban = (await rightAnswerOf(t, q.pertanyaan)).toLowerCase();
      const res = await fsGet(t, 'cek-soal-card', { card_id: running[0]!, jawaban }, headers);
      expect(res.statusCode).toBe(200);
      const result = res.json().results;
      expect(result.benar).toBe(true);
      expect(result.key_auth).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(result.key_kedaluwarsa) - Date.parse(TEST_NOW)).toBe(10 * 60_000);
      const stored = await t.db.selectFrom('flash_sale_keys').select('key_hash').execute();
      expect(stored.map((row) => row.key_hash)).not.toContain(result.key_auth);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash))).toBe(true);
    });

    it('cek-soal-card before soal-card is refused, and a malformed answer changes nothing', async () => {
      const headers = { 'random-user-id': fresh() };
      const early = await fsGet(
        t,
        'cek-soal-card',
        { card_id: running[1]!, jawaban: 'A' },
        headers,
      );
      expect(early.statusCode).toBe(409);
      expect(early.json().error_code).toBe('QUIZ_NOT_STARTED');
      await fsGet(t, 'soal-card', { card_id: running[1]! }, headers);
      for (const jawaban of ['E', 'AB', '', '1']) {
        const res = await fsGet(t, 'cek-soal-card', { card_id: running[1]!, jawaban }, headers);
        expect(res.statusCode).toBe(400);
        expect(res.json().error_code).toBe('VALIDATION_ERROR');
      }
      const q = (await fsGet(t, 'soal-card', { card_id: running[1]! }, headers)).json().results;
      expect(q.sisa_percobaan).toBe(3);
    });

    it('three wrong answers lock the quiz for 15 minutes (in the database); after that tries come back', async () => {
      const headers = { 'random-user-id': fresh() };
      const card = running[1]!;
      const left: number[] = [];
      for (let i = 0; i < 3; i++) {
        const q = (await fsGet(t, 'soal-card', { card_id: card }, headers)).json().results;
        const res = await fsGet(
          t,
          'cek-soal-card',
          { card_id: card, jawaban: await wrongAnswerOf(t, q.pertanyaan) },
          headers,
        );
        expect(res.json().results.benar).toBe(false);
        left.push(res.json().results.sisa_percobaan);
      }
      expect(left).toEqual([2, 1, 0]);
      const locked = await fsGet(t, 'soal-card', { card_id: card }, headers);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ error_code: 'QUIZ_LOCKED' });
      expect(locked.json().message).toContain('08.15 WIB');
      const state = await t.db
        .selectFrom('flash_sale_quiz_state')
        .selectAll()
        .where('card_id', '=', card)
        .where('visitor', '=', `visitor:${headers['random-user-id']}`)
        .executeTakeFirstOrThrow();
      expect(state.wrong_count).toBe(3);
      // Another card is not locked, nor another browser.
      expect((await fsGet(t, 'soal-card', { card_id: running[0]! }, headers)).statusCode).toBe(200);
      expect((await fsGet(t, 'soal-card', { card_id: card })).statusCode).toBe(200);
      t.clock.set(new Date(Date.parse(TEST_NOW) + 15 * 60_000).toISOString());
      const back = await fsGet(t, 'soal-card', { card_id: card }, headers);
      expect(back.statusCode).toBe(200);
      expect(back.json().results.sisa_percobaan).toBe(3);
    });

    it('one address that rotates browser ids meets the address ceiling (429 with Retry-After)', async () => {
      const address = '203.0.113.77';
      let last = 0;
      let retryAfter: string | undefined;
      for (let i = 0; i < 70 && last !== 429; i++) {
        const headers = { 'random-user-id': visitorId(`rot${i}`) };
        await t.app.inject({
          method: 'GET',
          url: `/api/flashsale/soal-card?card_id=${running[0]}`,
          headers: { authorization: WEB_BASIC, ...headers },
          remoteAddress: address,
        });
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/flashsale/cek-soal-card?card_id=${running[0]}&jawaban=A`,
          headers: { authorization: WEB_BASIC, ...headers },
          remoteAddress: address,
        });
        last = res.statusCode;
        retryAfter = res.headers['retry-after'] as string | undefined;
      }
      expect(last).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });
  });
});
