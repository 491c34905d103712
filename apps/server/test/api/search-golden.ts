import { createHash } from 'node:crypto';
import type { TestApp } from '../helpers/test-app.js';
import { searchWithGroupsOpened } from './group-view.js';
import { BDG_JKT, sellSeats, travelGet } from './schedule-test-helpers.js';

/**
 * The search answers recorded before the search index (issue 11) replaced per-request
 * recomputation: the same demo fixtures and clock, the same sold seats, every read
 * call of the schedules module. search-golden.json holds, per call, its status, a
 * digest of the whole answer and the trips it names with fare and free seats, so a
 * difference says which trip moved. Regenerate it only from code known to be right:
 * `UPDATE_SEARCH_GOLDEN=1 npx vitest run --project server test/api/search-index-same-answers.test.ts`.
 */

/** Seats sold before the answers are read: whole-route and multi-segment, today and later. */
export async function sellGoldenSeats(t: TestApp): Promise<void> {
  await sellSeats(t, 'XTR-01-1000', '2026-11-21', ['1', '2', '3']);
  await sellSeats(
    t,
    'XTR-01-1100',
    '2026-11-21',
    Array.from({ length: 12 }, (_, i) => String(i + 1)),
  );
  await sellSeats(t, 'XTR-01-1000', '2026-11-22', ['4', '5']);
  await sellSeats(t, 'LTM-01-0700', '2026-11-22', ['1', '2'], [0, 1]);
}

const NEXT = 'tanggal_berangkat=2026-11-22';
const CONNECTING = 'asal_id=1&asal_tipe=city&tujuan_id=5&tujuan_tipe=city';

/** Every read of the schedules module the results and trip pages make, and some edge cases. */
const GOLDEN_CALLS: string[] = [
  `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-21&group_by=operator-jurusan`,
  `search-jadwal?${BDG_JKT}&${NEXT}`,
  `search-jadwal?${BDG_JKT}&${NEXT}&page=2`,
  ...['berangkat-akhir', 'harga-termurah', 'harga-termahal', 'durasi-tercepat'].map(
    (sort) => `search-jadwal?${BDG_JKT}&${NEXT}&sort=${sort}`,
  ),
  `search-jadwal?${BDG_JKT}&${NEXT}&operator=XTR,bry&jam=06-12,18-24`,
  `search-jadwal?${BDG_JKT}&${NEXT}&fasilitas=ac&harga_min=50000&harga_max=150000`,
  ...['termurah', 'tercepat', 'pagi', 'malam', 'tersedia', 'langsung'].map(
    (quick) => `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-21&quick_filter=${quick}`,
  ),
  `search-jadwal?${BDG_JKT}&${NEXT}&flag_pp=1&tanggal_berangkat_pulang=2026-11-24`,
  `search-jadwal?${BDG_JKT}&${NEXT}&flag_pp=1&tanggal_berangkat_pulang=2026-11-24&pulang_operator_kode=XTR`,
  `search-jadwal?${CONNECTING}&${NEXT}`,
  `search-jadwal?${CONNECTING}&${NEXT}&show_connecting=1`,
  `search-jadwal?${CONNECTING}&${NEXT}&show_connecting=1&quick_filter=langsung`,
  `search-jadwal?asal_id=4&asal_tipe=city&tujuan_id=5&tujuan_tipe=city&${NEXT}`,
  `search-jadwal?asal_id=7&asal_tipe=city&tujuan_id=13&tujuan_tipe=city&${NEXT}`,
  `search-jadwal?asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&${NEXT}`,
  `search-jadwal?asal_id=1&asal_tipe=point&tujuan_id=2&tujuan_tipe=city&${NEXT}`,
  `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-12-20`,
  `search-jadwal?asal_id=999&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&${NEXT}`,
  `list-filter-search-jadwal?${BDG_JKT}&${NEXT}`,
  `list-filter-search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-21`,
  `list-filter-search-jadwal?${CONNECTING}&${NEXT}&show_connecting=1`,
  `list-filter-search-jadwal?asal_id=3&asal_tipe=city&tujuan_id=13&tujuan_tipe=city&${NEXT}`,
  `list-highlight-operator?${BDG_JKT}&${NEXT}`,
  `list-highlight-operator?${BDG_JKT}&${NEXT}&operator=ARK`,
  `list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-21&quick_filter=tersedia`,
  `list-tanggal-jadwal?${BDG_JKT}`,
  `list-tanggal-jadwal?asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&jumlah_hari=7`,
  `list-tanggal-jadwal?${CONNECTING}&show_connecting=1&jumlah_hari=5`,
  `list-tanggal-jadwal-available?${BDG_JKT}&${NEXT}`,
  `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-21&jumlah_hari=15`,
  `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-30&jumlah_hari=5`,
  `list-tanggal-jadwal-available?${CONNECTING}&${NEXT}&show_connecting=1`,
  `list-jadwal?operator_kode=XTR&jurusan_id=1&${NEXT}`,
  `list-jadwal?operator_kode=XTR&jurusan_id=1&tanggal_berangkat=2026-11-21`,
  `detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1000&${NEXT}`,
  `detail-jadwal?operator_kode=GMP&jadwal_kode=GMP-01-1900.0-1&${NEXT}`,
  `detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-0600&tanggal_berangkat=2026-11-21`,
  `check-jadwal?operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22`,
  `check-jadwal?operator_kode=XTR&kode=XTR-01-1100&tanggal=2026-11-21`,
];

export interface GoldenAnswer {
  status: number;
  sha256: string;
  /** `jadwal_kode date fare free-seats` of every trip the answer names, in answer order. */
  trips: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks the wire JSON
function tripsOf(value: any, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) tripsOf(item, out);
  else if (value && typeof value === 'object') {
    if (typeof value.jadwal_kode === 'string' && 'harga' in value)
      out.push(
        `${value.jadwal_kode} ${value.tanggal_berangkat} ${value.harga} ${value.kursi_tersedia}`,
      );
    for (const child of Object.values(value)) tripsOf(child, out);
  }
  return out;
}

/** JSON with object keys sorted: the digest ignores key order, which no client reads. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The answers of every golden call, in order. Since the group view (decision 0023) a
 * search-jadwal answer is read with every group opened through list-jadwal, its lists put
 * back where search answered them before: the digest then proves that the summaries and
 * the lists together answer exactly what the whole answer did.
 */
export async function goldenAnswers(t: TestApp): Promise<Record<string, GoldenAnswer>> {
  const out: Record<string, GoldenAnswer> = {};
  for (const call of GOLDEN_CALLS) {
    const { status, body } = call.startsWith('search-jadwal?')
      ? await searchWithGroupsOpened(t, call)
      : await travelGet(t, call);
    out[call] = {
      status,
      sha256: createHash('sha256').update(canonical(body)).digest('hex'),
      trips: tripsOf(body),
    };
  }
  return out;
}
