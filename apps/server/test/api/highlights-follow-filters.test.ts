import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BDG_JKT, travelGet } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

/**
 * Issue 12: the highlights above the results counted every schedule of the day while the
 * list showed the filtered ones ("Pagi" listed nothing, the highlights still 7). The web
 * client now asks list-highlight-operator with the list's filters; this pins that the
 * server counts exactly what search-jadwal lists for the same filters.
 */
describe('list-highlight-operator counts what search-jadwal lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Schedules per first-leg operator over every page of the search. */
  async function listedPerOperator(query: string): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (let page = 1, total = 1; page <= total && page <= 20; page += 1) {
      const { status, body } = await travelGet(t, `search-jadwal?${query}&page=${page}`);
      expect(status).toBe(200);
      total = body.results.total_page;
      // A group's operator is its schedules' first-leg operator (the highlights' count).
      for (const group of body.results.list as Json[])
        counts.set(
          group.operator_kode,
          (counts.get(group.operator_kode) ?? 0) + group.jumlah_jadwal,
        );
    }
    return counts;
  }

  const cases = [
    // Today at 08:00 (the test clock): most of the morning has left already.
    'tanggal_berangkat=2026-11-21&quick_filter=pagi',
    'tanggal_berangkat=2026-11-22&quick_filter=pagi',
    'tanggal_berangkat=2026-11-22&quick_filter=malam,langsung',
    'tanggal_berangkat=2026-11-22&jam=18-24&fasilitas=ac',
    'tanggal_berangkat=2026-11-22&operator=XTR,BRY&harga_max=150000',
  ];

  it.each(cases)('%s', async (filters) => {
    const query = `${BDG_JKT}&show_connecting=1&${filters}`;
    const listed = await listedPerOperator(query);
    const { status, body } = await travelGet(t, `list-highlight-operator?${query}`);
    expect(status).toBe(200);
    for (const op of body.results.list as Json[]) {
      expect(op.jumlah_jadwal, op.operator_kode).toBe(listed.get(op.operator_kode));
    }
    // No highlight for an operator the filtered list does not show.
    const highlighted = new Set((body.results.list as Json[]).map((op) => op.operator_kode));
    for (const code of highlighted) expect(listed.has(code)).toBe(true);
  });

  it('the unfiltered day highlights more than a filter that empties the list', async () => {
    const all = await travelGet(
      t,
      `list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
    );
    expect(all.body.results.list.length).toBeGreaterThan(0);
    const none = await travelGet(
      t,
      `list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-22&harga_max=1`,
    );
    expect(none.body.results.list).toEqual([]);
  });
});
