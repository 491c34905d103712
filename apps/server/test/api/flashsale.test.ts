import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/random.js';
import { createFlashSaleServices } from '../../src/modules/flashsale/flashsale-services.js';
import { insertCustomerWithToken, signedNotification, simulatorSent } from './payments-fixtures.js';
import { type TestApp, TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import {
  buy,
  buyer,
  cardCounts,
  cardIds,
  createFlashSaleTestApp,
  earnKey,
  fsGet,
  rightAnswerOf,
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
  let n = 0;
  // A fresh browser per test: its quiz tries are its own.
  const fresh = () => visitorId(`v${++n}`);

  beforeAll(async () => {
    t = await createFlashSaleTestApp();
    running = await cardIds(t, 'Flash Sale Kilat');
    later = await cardIds(t, 'Flash Sale Berikutnya');
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(TEST_NOW));

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

  describe('purchase and payment', () => {
    it('list-jenis-pembayaran prices the methods for the card, only with a usable key', async () => {
      const key = await earnKey(t, running[0]!, fresh());
      const res = await fsGet(t, 'list-jenis-pembayaran', { card_id: running[0]!, key_auth: key });
      expect(res.statusCode).toBe(200);
      const methods = res
        .json()
        .results.list_grup.flatMap(
          (g: { list_jenis_pembayaran: unknown[] }) => g.list_jenis_pembayaran,
        );
      expect(res.json().results.amount).toBe(9_900);
      // Rp9.900 is below the virtual accounts' minimum (Rp10.000): listed, not available.
      expect(
        methods.find(
          (m: { jenis_pembayaran_kode: string }) => m.jenis_pembayaran_kode === 'BCA_VA',
        ),
      ).toMatchObject({ tersedia: false });
      expect(
        methods.find((m: { jenis_pembayaran_kode: string }) => m.jenis_pembayaran_kode === 'QRIS'),
      ).toMatchObject({ tersedia: true });
      const wrong = await fsGet(t, 'list-jenis-pembayaran', {
        card_id: running[0]!,
        key_auth: 'x'.repeat(43),
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error_code).toBe('KEY_AUTH_INVALID');
      const otherCard = await fsGet(t, 'list-jenis-pembayaran', {
        card_id: running[1]!,
        key_auth: key,
      });
      expect(otherCard.json().error_code).toBe('KEY_AUTH_INVALID');
    });

    it('transaksi holds one unit, answers the charge and a guest token; the key cannot buy twice', async () => {
      const card = running[1]!;
      const before = await cardCounts(t, card);
      const key = await earnKey(t, card, fresh());
      const res = await buy(t, {
        card_id: card,
        key_auth: key,
        ...buyer({ pemesan_email: 'satu@example.com', pemesan_telp: '081200000001' }),
      });
      expect(res.statusCode).toBe(200);
      const result = res.json().results;
      expect(result).toMatchObject({ status: 'pending', total: 14_900 + 4_000 });
      expect(result.transaksi_kode).toMatch(/^FS[A-Z0-9]{8}$/);
      expect(result.pembayaran).toMatchObject({ status: 'pending', jumlah: 18_900 });
      expect(result.pembayaran.va_number).toMatch(/^\d+$/);
      expect(Date.parse(result.expired_time) - Date.parse(TEST_NOW)).toBe(15 * 60_000);
      expect(await cardCounts(t, card)).toMatchObject({ sold: before.sold, held: before.held + 1 });

      const again = await buy(t, {
        card_id: card,
        key_auth: key,
        ...buyer({ pemesan_email: 'dua@example.com', pemesan_telp: '081200000002' }),
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().error_code).toBe('KEY_AUTH_INVALID');
      expect(await cardCounts(t, card)).toMatchObject({ held: before.held + 1 });
    });

    it('transaksi refuses bad input in Indonesian and changes nothing', async () => {
      const card = running[1]!;
      const before = await cardCounts(t, card);
      const key = await earnKey(t, card, fresh());
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { card_id: card, key_auth: key, ...buyer({ pemesan_email: 'bukan-email' }) },
          'pemesan_email',
        ],
        [{ card_id: card, key_auth: key, ...buyer({ pemesan_telp: '12' }) }, 'pemesan_telp'],
        [{ card_id: card, key_auth: key, ...buyer({ pemesan_nama: '' }) }, 'pemesan_nama'],
        [{ card_id: 'x', key_auth: key, ...buyer() }, 'card_id'],
        [{ card_id: card, key_auth: 'kunci palsu!', ...buyer() }, 'key_auth'],
      ];
      for (const [body, field] of cases) {
        const res = await buy(t, body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().message).toContain(field);
      }
      const method = await buy(t, {
        card_id: card,
        key_auth: key,
        ...buyer({ jenis_pembayaran_kode: 'TIDAK_ADA' }),
      });
      expect(method.statusCode).toBe(404);
      expect(method.json().error_code).toBe('PAYMENT_METHOD_NOT_FOUND');
      const tooSmall = await buy(t, {
        card_id: running[0]!,
        key_auth: await earnKey(t, running[0]!, fresh()),
        ...buyer(),
      });
      expect(tooSmall.statusCode).toBe(422);
      expect(tooSmall.json().error_code).toBe('PAYMENT_AMOUNT_OUT_OF_RANGE');
      expect(await cardCounts(t, card)).toEqual(before);
      // The key was never used by those refusals: it still buys.
      const ok = await buy(t, {
        card_id: card,
        key_auth: key,
        ...buyer({ pemesan_email: 'tiga@example.com', pemesan_telp: '081200000003' }),
      });
      expect(ok.statusCode).toBe(200);
    });

    it('one buyer (same e-mail or phone) holds or buys a card once', async () => {
      const card = running[2]!;
      const first = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'rina@example.com', pemesan_telp: '081311112222' }),
      });
      expect(first.statusCode).toBe(200);
      const samePhone = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'lain@example.com', pemesan_telp: '081311112222' }),
      });
      expect(samePhone.statusCode).toBe(409);
      expect(samePhone.json().error_code).toBe('FLASH_SALE_LIMIT');
    });

    it('a sold-out card refuses the next buyer (409) and leaves their key unused', async () => {
      const card = running[2]!;
      const { stock } = await cardCounts(t, card);
      // A key earned while stock was left, used only once the card has sold out.
      const spare = await earnKey(t, card, fresh());
      for (let i = 0; ; i++) {
        const { sold, held } = await cardCounts(t, card);
        if (sold + held >= stock) break;
        const res = await buy(t, {
          card_id: card,
          key_auth: await earnKey(t, card, fresh()),
          ...buyer({ pemesan_email: `isi${i}@example.com`, pemesan_telp: `0813000000${10 + i}` }),
        });
        expect(res.statusCode).toBe(200);
      }
      const detail = (await fsGet(t, 'detail-card', { card_id: card })).json().results;
      expect(detail).toMatchObject({ sisa: 0, status: 'habis', persen_terjual: 100 });
      const late = await buy(t, {
        card_id: card,
        key_auth: spare,
        ...buyer({ pemesan_email: 'telat@example.com', pemesan_telp: '081399998888' }),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().error_code).toBe('FLASH_SALE_SOLD_OUT');
      expect(await cardCounts(t, card)).toMatchObject({ held: stock });
      const unused = await t.db
        .selectFrom('flash_sale_keys')
        .select('used_at')
        .where('key_hash', '=', sha256Hex(spare))
        .executeTakeFirstOrThrow();
      expect(unused.used_at).toBeNull();
      // The quiz is closed for a sold-out card.
      const soldOut = await fsGet(t, 'soal-card', { card_id: card });
      expect(soldOut.json().error_code).toBe('FLASH_SALE_SOLD_OUT');
    });

    it('pays through the simulator: the signed webhook sells the unit and gives a personal voucher usable once', async () => {
      const card = running[1]!;
      const before = await cardCounts(t, card);
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'bayar@example.com', pemesan_telp: '081255556666' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;

      const page = await t.app.inject({
        method: 'GET',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}`,
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Kode transaksi');
      expect(page.body).toContain(code);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}/bayar`,
      });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/flashsale/transaksi/${code}`);

      const outcome = await t.db
        .selectFrom('payment_notifications')
        .select('outcome')
        .where('order_id', '=', pembayaran.payment_kode)
        .executeTakeFirstOrThrow();
      expect(outcome.outcome).toBe('paid');
      expect(await cardCounts(t, card)).toMatchObject({ sold: before.sold + 1, held: before.held });

      const detail = await fsGet(
        t,
        'detail-transaksi',
        { transaksi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.statusCode).toBe(200);
      const result = detail.json().results;
      expect(result).toMatchObject({
        status: 'paid',
        total: 18_900,
        perlu_refund: false,
        pembayaran: { status: 'paid' },
      });
      expect(result.voucher_kode).toMatch(/^FS[A-Z0-9]{8}$/);
      expect(Date.parse(result.voucher_berlaku_sampai) - Date.parse(result.paid_at)).toBe(
        14 * 86_400_000,
      );

      // The voucher is a real one: detail-voucher knows it, with quota 1 and not public.
      const voucher = await t.app.inject({
        method: 'GET',
        url: `/api/travel/detail-voucher?voucher_kode=${result.voucher_kode}`,
        headers: { authorization: WEB_BASIC },
      });
      expect(voucher.statusCode).toBe(200);
      const row = await t.db
        .selectFrom('vouchers')
        .selectAll()
        .where('code', '=', result.voucher_kode)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        quota: 1,
        is_public: false,
        discount_type: 'percent',
        discount_value: 30,
        max_discount: 75_000,
      });

      // The same notification again changes nothing.
      const repeat = await t.app.inject({
        method: 'POST',
        url: `/simulator/pembayaran/${pembayaran.payment_kode}/bayar`,
      });
      expect(repeat.statusCode).toBe(409);
      expect(await cardCounts(t, card)).toMatchObject({ sold: before.sold + 1 });
    });

    it('detail-transaksi recovers a payment whose notification never arrived', async () => {
      const card = running[1]!;
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'hilang@example.com', pemesan_telp: '081244443333' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;
      // The gateway (the simulator's books) says settled; its webhook was lost.
      await simulatorSent(
        t.db,
        signedNotification({
          orderId: pembayaran.payment_kode,
          amount: pembayaran.jumlah,
          serverKey: t.config.payment.serverKey,
        }),
      );
      const detail = await fsGet(
        t,
        'detail-transaksi',
        { transaksi_kode: code },
        { 'x-guest-token': guestToken },
      );
      expect(detail.json().results).toMatchObject({
        status: 'paid',
        pembayaran: { status: 'paid' },
      });
      expect(detail.json().results.voucher_kode).toMatch(/^FS/);
    });

    it('detail-transaksi opens for the buying browser or customer only', async () => {
      const { bearer, id } = await insertCustomerWithToken(t, 'pelanggan-fs@example.com');
      const card = running[0]!;
      const bought = await buy(
        t,
        {
          card_id: card,
          key_auth: await earnKey(t, card, fresh()),
          ...buyer({
            pemesan_email: 'pelanggan-fs@example.com',
            pemesan_telp: '081277778888',
            jenis_pembayaran_kode: 'QRIS',
          }),
        },
        { authorization: bearer },
      );
      expect(bought.statusCode).toBe(200);
      const code = bought.json().results.transaksi_kode;
      expect((await fsGet(t, 'detail-transaksi', { transaksi_kode: code })).statusCode).toBe(404);
      expect(
        (await fsGet(t, 'detail-transaksi', { transaksi_kode: code }, { 'x-guest-token': 'salah' }))
          .statusCode,
      ).toBe(404);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/flashsale/detail-transaksi?transaksi_kode=${code}`,
        headers: { authorization: bearer },
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().results.pembayaran.qr_string).toBeTruthy();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/flashsale/list-transaksi?page=1',
        headers: { authorization: bearer },
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toMatchObject({
        page: 1,
        total_page: 1,
        list_transaksi: [{ transaksi_kode: code, status: 'pending' }],
      });
      expect(id).toBeGreaterThan(0);
      // list-transaksi is the customer's: platform credentials alone are refused.
      expect((await fsGet(t, 'list-transaksi', { page: 1 })).statusCode).toBe(401);
      expect((await fsGet(t, 'detail-transaksi', { transaksi_kode: 'FS!' })).statusCode).toBe(400);
    });

    it('an unpaid purchase expires after its hold: stock comes back, and a late payment with stock left is honoured', async () => {
      const card = running[1]!;
      const bought = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ pemesan_email: 'lupa@example.com', pemesan_telp: '081299990000' }),
      });
      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = bought.json().results;
      const held = (await cardCounts(t, card)).held;
      const during = (await fsGet(t, 'detail-card', { card_id: card })).json().results;
      expect(during.sisa).toBeLessThan(during.stok - during.terjual);

      t.clock.set(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
      // Reads stop counting the hold at once...
      const after = (await fsGet(t, 'detail-card', { card_id: card })).json().results;
      expect(after.sisa).toBe(after.stok - after.terjual);
      expect(
        (
          await fsGet(
            t,
            'detail-transaksi',
            { transaksi_kode: code },
            { 'x-guest-token': guestToken },
          )
        ).json().results.status,
      ).toBe('expired');
      // ...and the sweep gives the unit back to the counters.
      const swept = await sweepNow(t);
      expect(swept).toBeGreaterThanOrEqual(1);
      expect((await cardCounts(t, card)).held).toBe(0);
      expect(held).toBeGreaterThan(0);

      // The gateway took the money anyway (its status says so): a unit is free, so it is sold.
      const late = await lateSettlement(t, pembayaran.payment_kode, pembayaran.jumlah);
      expect(late).toBe('paid');
      const detail = (
        await fsGet(
          t,
          'detail-transaksi',
          { transaksi_kode: code },
          { 'x-guest-token': guestToken },
        )
      ).json().results;
      expect(detail).toMatchObject({ status: 'paid', perlu_refund: false });
      expect(detail.voucher_kode).toBeTruthy();
    });

    it('a late payment finds its unit sold to someone else: not sold twice, the money is owed back', async () => {
      const card = running[0]!;
      const now = await cardCounts(t, card);
      // One unit left.
      await t.db
        .updateTable('flash_sale_cards')
        .set({ stock: now.sold + now.held + 1 })
        .where('id', '=', card)
        .execute();
      const qris = { jenis_pembayaran_kode: 'QRIS' };
      const keyB = await earnKey(t, card, fresh());
      const first = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ ...qris, pemesan_email: 'a@example.com', pemesan_telp: '081211110001' }),
      });
      expect(first.statusCode).toBe(200);
      const none = await buy(t, {
        card_id: card,
        key_auth: keyB,
        ...buyer({ ...qris, pemesan_email: 'b@example.com', pemesan_telp: '081211110002' }),
      });
      expect(none.json().error_code).toBe('FLASH_SALE_SOLD_OUT');

      t.clock.set(new Date(Date.parse(TEST_NOW) + 16 * 60_000).toISOString());
      const second = await buy(t, {
        card_id: card,
        key_auth: await earnKey(t, card, fresh()),
        ...buyer({ ...qris, pemesan_email: 'c@example.com', pemesan_telp: '081211110003' }),
      });
      expect(second.statusCode).toBe(200);

      const { transaksi_kode: code, guest_token: guestToken, pembayaran } = first.json().results;
      expect(await lateSettlement(t, pembayaran.payment_kode, pembayaran.jumlah)).toBe('late');
      const detail = (
        await fsGet(
          t,
          'detail-transaksi',
          { transaksi_kode: code },
          { 'x-guest-token': guestToken },
        )
      ).json().results;
      expect(detail).toMatchObject({
        status: 'expired',
        perlu_refund: true,
        voucher_kode: null,
        pembayaran: { status: 'paid', perlu_refund: true },
      });
      const counts = await cardCounts(t, card);
      expect(counts.sold + counts.held).toBe(counts.stock);
    });
  });
});

describe('flash sale when the payment gateway cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createFlashSaleTestApp({
      env: {
        PAYMENT_GATEWAY: 'midtrans',
        // Nothing listens on the discard port: every charge fails to connect.
        PAYMENT_API_BASE_URL: 'http://127.0.0.1:9',
        PAYMENT_SERVER_KEY: 'SB-Mid-server-flashsale-outage',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 502 PAYMENT_FAILED, cancels the purchase and gives the unit and the key back', async () => {
    const [card] = await cardIds(t, 'Flash Sale Kilat');
    const before = await cardCounts(t, card!);
    const key = await earnKey(t, card!, visitorId('outage'));
    const res = await buy(t, {
      card_id: card,
      key_auth: key,
      ...buyer({ jenis_pembayaran_kode: 'QRIS' }),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'PAYMENT_FAILED' });
    expect(await cardCounts(t, card!)).toEqual(before);
    const purchase = await t.db
      .selectFrom('flash_sale_purchases')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('cancelled');
    const keyRow = await t.db
      .selectFrom('flash_sale_keys')
      .select('used_at')
      .where('key_hash', '=', sha256Hex(key))
      .executeTakeFirstOrThrow();
    expect(keyRow.used_at).toBeNull();
  });
});

/** Runs the flash-sale sweep as the app's interval would. */
async function sweepNow(t: TestApp): Promise<number> {
  const services = createFlashSaleServices({
    db: t.db,
    clock: t.clock,
    logger: { warn() {}, error() {} },
    methods: {
      list: async () => ({ amount: null, list_grup: [] }),
      require: async () => {
        throw new Error('unused');
      },
      assertAmount() {},
      paymentWindowMinutes: () => 15,
    },
    payments: () => ({
      createFlashSaleCharge: async () => {
        throw new Error('unused');
      },
      latestFlashSalePayment: async () => null,
      recoverCharge: async () => false,
    }),
    vouchers: { issuePersonal: async () => 'unused' },
    audit: { record: async () => {} },
  });
  return services.purchases.sweep();
}

/** A settlement notification for the charge, signed and confirmed by the simulator's books. */
async function lateSettlement(t: TestApp, orderId: string, amount: number): Promise<string> {
  const notification = await simulatorSent(
    t.db,
    signedNotification({ orderId, amount, serverKey: t.config.payment.serverKey }),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/notification',
    payload: notification as object,
  });
  return res.json().results?.outcome ?? res.body;
}
