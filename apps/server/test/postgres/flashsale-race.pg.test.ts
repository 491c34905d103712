import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import {
  buyer,
  cardCounts,
  cardIds,
  createFlashSaleTestApp,
  earnKey,
  rightAnswerOf,
  visitorId,
} from '../api/flashsale.fixtures.js';
import { createTestApp, type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The flash sale's promises where transactions really overlap: two server instances (two
 * connection pools) on one real PostgreSQL, buyers racing over real HTTP. A card's stock
 * is never oversold, a key_auth buys at most once, and a served question earns at most
 * one key however many answers arrive at once.
 */
interface Answer {
  error_code?: string;
  results: { benar?: boolean; pertanyaan: string };
}

describe('flash-sale races on a real PostgreSQL server with two server instances', () => {
  let first: TestApp;
  let second: TestApp;
  let urls: string[];
  let drop: () => Promise<void>;
  let cards: number[];

  beforeAll(async () => {
    const testDb = await createPgTestDatabase();
    drop = testDb.drop;
    const config = parseConfig({ DATABASE_URL: testDb.url, DATABASE_POOL_SIZE: '20' });
    first = await createFlashSaleTestApp({ database: await openDatabase(config.database) });
    second = await createTestApp({ database: await openDatabase(config.database), empty: true });
    urls = [];
    for (const t of [first, second]) {
      urls.push(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    }
    cards = await cardIds(first, 'Flash Sale Kilat');
  });

  afterAll(async () => {
    for (const t of [first, second]) {
      await t?.close();
      await t?.database.close();
    }
    // pg-pool's end() resolves before its sockets close; give them a moment before FORCE.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await drop?.();
  });

  /** POSTs over HTTP to one of the two instances (alternating). */
  async function post(i: number, path: string, body: unknown) {
    const res = await fetch(`${urls[i % 2]}${path}`, {
      method: 'POST',
      headers: { authorization: WEB_BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Answer };
  }

  async function get(i: number, path: string, headers: Record<string, string>) {
    const res = await fetch(`${urls[i % 2]}${path}`, {
      headers: { authorization: WEB_BASIC, ...headers },
    });
    return { status: res.status, json: (await res.json()) as Answer };
  }

  it('sells a card with 5 units left to exactly 5 of 24 buyers racing', async () => {
    const card = cards[1]!;
    await first.db
      .updateTable('flash_sale_cards')
      .set({ stock: 5 })
      .where('id', '=', card)
      .execute();
    const keys: string[] = [];
    for (let i = 0; i < 24; i++) keys.push(await earnKey(first, card, visitorId(`stock${i}`)));

    const answers = await Promise.all(
      keys.map((key, i) =>
        post(i, '/api/flashsale/transaksi', {
          card_id: card,
          key_auth: key,
          ...buyer({
            pemesan_email: `pembeli${i}@example.com`,
            pemesan_telp: `08130000${1000 + i}`,
          }),
        }),
      ),
    );

    const codes = answers.map((a) => (a.status === 200 ? 'OK' : a.json.error_code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c === 'FLASH_SALE_SOLD_OUT')).toHaveLength(19);
    expect(await cardCounts(first, card)).toEqual({ stock: 5, sold: 0, held: 5 });
    const pending = await first.db
      .selectFrom('flash_sale_purchases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('card_id', '=', card)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(5);
    // Each winner got its own charge at the gateway.
    const charges = await first.db
      .selectFrom('payments')
      .select('flash_sale_purchase_id')
      .where('flash_sale_purchase_id', 'is not', null)
      .execute();
    expect(new Set(charges.map((row) => row.flash_sale_purchase_id)).size).toBe(5);
  });

  it('lets one key_auth buy once when 10 requests carry it at the same moment', async () => {
    const card = cards[2]!;
    const key = await earnKey(first, card, visitorId('sekali'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i, '/api/flashsale/transaksi', {
          card_id: card,
          key_auth: key,
          ...buyer({ pemesan_email: `kunci${i}@example.com`, pemesan_telp: `08131111${1000 + i}` }),
        }),
      ),
    );
    const codes = answers.map((a) => (a.status === 200 ? 'OK' : a.json.error_code));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'KEY_AUTH_INVALID')).toHaveLength(9);
    expect((await cardCounts(first, card)).held).toBe(1);
    const purchases = await first.db
      .selectFrom('flash_sale_purchases')
      .select('key_id')
      .where('card_id', '=', card)
      .execute();
    expect(purchases).toHaveLength(1);
  });

  it('earns one key from a served question however many right answers arrive at once', async () => {
    const card = cards[0]!;
    const headers = { 'random-user-id': visitorId('serentak') };
    const question = await get(0, `/api/flashsale/soal-card?card_id=${card}`, headers);
    const jawaban = await rightAnswerOf(first, question.json.results.pertanyaan);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        get(i, `/api/flashsale/cek-soal-card?card_id=${card}&jawaban=${jawaban}`, headers),
      ),
    );
    const right = answers.filter((a) => a.status === 200 && a.json.results.benar === true);
    expect(right).toHaveLength(1);
    expect(answers.filter((a) => a.json.error_code === 'QUIZ_NOT_STARTED')).toHaveLength(7);
    const keys = await first.db
      .selectFrom('flash_sale_keys')
      .select('id')
      .where('visitor', '=', `visitor:${headers['random-user-id']}`)
      .execute();
    expect(keys).toHaveLength(1);
  });
});
