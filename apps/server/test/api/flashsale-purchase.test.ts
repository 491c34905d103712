import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/lib/random.js';
import { type TestApp, TEST_NOW } from '../helpers/test-app.js';
import {
  buy,
  buyer,
  cardCounts,
  earnKey,
  freshVisitors,
  fsGet,
  useFlashSale,
} from './flashsale.fixtures.js';

/**
 * The flash sale's purchase: list-jenis-pembayaran and transaksi (stock, key used once,
 * one per buyer, refusals in Indonesian). Browsing and the quiz are in
 * flashsale.test.ts, paying in flashsale-payment.test.ts.
 */
describe('flash sale purchase API', () => {
  let t: TestApp;
  let running: number[];
  const fresh = freshVisitors();
  useFlashSale((suite) => ({ t, running } = suite));

  describe('purchase', () => {
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
  });
});
