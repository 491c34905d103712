import { seedDemoFlashSale } from '../../src/db/seed/seed-flashsale.js';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TestApp, TestAppOptions } from '../helpers/test-app.js';
import { TEST_NOW, WEB_BASIC } from '../helpers/test-app.js';
import { createStaffTestApp } from './staff.fixtures.js';

/**
 * The test app (demo catalogue and staff, clock at Saturday 21 November 2026 08:00 WIB)
 * with the demo flash sale: 'Flash Sale Kilat' 08.00–11.00 (running), 'Flash Sale
 * Berikutnya' 11.00–13.00, and tomorrow 10.00–12.00 and 19.00–21.00, three cards each.
 */
export async function createFlashSaleTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createStaffTestApp(options);
  await seedDemoFlashSale(t.db, t.clock.now());
  return t;
}

/** The flash-sale app of a suite, with the cards of the running and the next session. */
export interface FlashSaleSuite {
  t: TestApp;
  /** The cards of 'Flash Sale Kilat' (08.00–11.00, running at the test clock). */
  running: number[];
  /** The cards of 'Flash Sale Berikutnya' (11.00–13.00, not started yet). */
  later: number[];
}

/**
 * The set-up of the flash-sale API suites: opens the flash-sale app before the suite and
 * hands it to `opened`, closes it after, and puts the clock back at TEST_NOW before each
 * test (tests move it to expire holds and keys).
 */
export function useFlashSale(opened: (suite: FlashSaleSuite) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createFlashSaleTestApp();
    opened({
      t,
      running: await cardIds(t, 'Flash Sale Kilat'),
      later: await cardIds(t, 'Flash Sale Berikutnya'),
    });
  });
  afterAll(() => t?.close());
  beforeEach(() => t!.clock.set(TEST_NOW));
}

/** A fresh browser per call: its quiz tries are its own. */
export function freshVisitors(): () => string {
  let n = 0;
  return () => visitorId(`v${++n}`);
}

/** A browser's random-user-id (spec §7: sent on every call). */
export function visitorId(name: string): string {
  return `${name}-${'0123456789abcdef'.repeat(2)}`;
}

export function fsGet(
  t: TestApp,
  url: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/flashsale/${url}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: WEB_BASIC, ...headers },
  });
}

/** The cards of a session, by name of the session. */
export async function cardIds(t: TestApp, sessionName: string): Promise<number[]> {
  const rows = await t.db
    .selectFrom('flash_sale_cards as c')
    .innerJoin('flash_sale_sessions as s', 's.id', 'c.session_id')
    .select('c.id')
    .where('s.name', '=', sessionName)
    .orderBy('c.sort_order')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** The right letter of the question soal-card served (read from the database). */
export async function rightAnswerOf(t: TestApp, question: string): Promise<string> {
  const row = await t.db
    .selectFrom('flash_sale_questions')
    .select('answer')
    .where('question', '=', question)
    .executeTakeFirstOrThrow();
  return row.answer;
}

export async function wrongAnswerOf(t: TestApp, question: string): Promise<string> {
  const right = await rightAnswerOf(t, question);
  return right === 'A' ? 'B' : 'A';
}

/** Asks the card's question as `visitor` and answers it right: the key_auth. */
export async function earnKey(t: TestApp, cardId: number, visitor: string): Promise<string> {
  const headers = { 'random-user-id': visitor };
  const question = await fsGet(t, 'soal-card', { card_id: cardId }, headers);
  if (question.statusCode !== 200) throw new Error(`soal-card: ${question.body}`);
  const jawaban = await rightAnswerOf(t, question.json().results.pertanyaan);
  const answer = await fsGet(t, 'cek-soal-card', { card_id: cardId, jawaban }, headers);
  const key = answer.json().results?.key_auth as string | undefined;
  if (!key) throw new Error(`cek-soal-card: ${answer.body}`);
  return key;
}

export function buyer(overrides: Record<string, unknown> = {}) {
  return {
    pemesan_nama: 'Sari Wulandari',
    pemesan_email: 'sari@example.com',
    pemesan_telp: '081234567890',
    jenis_pembayaran_kode: 'BCA_VA',
    ...overrides,
  };
}

export function buy(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/flashsale/transaksi',
    payload: body,
    headers: { authorization: WEB_BASIC, ...headers },
  });
}

export async function cardCounts(t: TestApp, cardId: number) {
  const row = await t.db
    .selectFrom('flash_sale_cards')
    .select(['stock', 'sold', 'held'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  return row;
}
