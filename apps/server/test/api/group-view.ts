import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { travelGet } from './schedule-test-helpers.js';

/**
 * The group view (issue 11, decision 0023): search-jadwal answers group summaries and the
 * schedules of a group come from list-jadwal when it is opened. These helpers open every
 * group of a search the way the results page does and put the lists back where search
 * used to answer them (`list_jadwal`), so tests written against the old, whole answer
 * compare the same trips, fares and seat counts.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

/** The search's parameters that list-jadwal takes too: filters, sort, connecting flag. */
const SHARED = [
  'show_connecting',
  'operator',
  'jam',
  'fasilitas',
  'kelas',
  'harga_min',
  'harga_max',
  'sort',
  'quick_filter',
] as const;

/** The fields a summary has and the old group did not (it had list_jadwal instead). */
const SUMMARY_ONLY = ['jam_pertama', 'jam_terakhir', 'list_jam_berangkat', 'list_titik'];

/** list-jadwal's query for one group of a search-jadwal answer (`leg` of a round trip). */
export function groupListQuery(search: string, group: Json, leg: 'pergi' | 'pulang'): string {
  const from = new URLSearchParams(search.slice(search.indexOf('?') + 1));
  const back = leg === 'pulang';
  const end = (side: 'asal' | 'tujuan') => (back ? (side === 'asal' ? 'tujuan' : 'asal') : side);
  const query = new URLSearchParams({
    operator_kode: group.operator_kode,
    jurusan_id: String(group.jurusan_id),
    group_kode: group.group_kode,
    tanggal_berangkat: from.get(back ? 'tanggal_berangkat_pulang' : 'tanggal_berangkat')!,
    asal_id: from.get(`${end('asal')}_id`)!,
    asal_tipe: from.get(`${end('asal')}_tipe`)!,
    tujuan_id: from.get(`${end('tujuan')}_id`)!,
    tujuan_tipe: from.get(`${end('tujuan')}_tipe`)!,
  });
  for (const key of SHARED) {
    const value = from.get(key);
    if (value !== null) query.set(key, value);
  }
  return `list-jadwal?${query.toString()}`;
}

/**
 * Every figure a summary shows is the one its list gives: lowest fare, seats left (the sum
 * of the list's), number of schedules, first and last departure, the departure times in
 * the list's order, and the points of the list's trips.
 */
export function expectSummaryOfList(group: Json, list: Json[]): void {
  expect(list.length).toBeGreaterThan(0);
  const departures = list.map((item) => `${item.tanggal_berangkat} ${item.jam_berangkat}`).sort();
  const points: Json[] = [];
  const seen = new Set<string>();
  const add = (peran: string, point: Json) => {
    if (!point || seen.has(`${peran}-${point.cabang_id}`)) return;
    seen.add(`${peran}-${point.cabang_id}`);
    points.push({ peran, ...point });
  };
  for (const item of list) {
    add('naik', item.titik_naik);
    add('transit', item.titik_transit);
    add('turun', item.titik_turun);
  }
  expect({
    harga_min: group.harga_min,
    kursi_tersedia: group.kursi_tersedia,
    jumlah_jadwal: group.jumlah_jadwal,
    jam_pertama: group.jam_pertama,
    jam_terakhir: group.jam_terakhir,
    list_jam_berangkat: group.list_jam_berangkat,
    list_titik: group.list_titik,
  }).toEqual({
    harga_min: Math.min(...list.map((item) => item.harga)),
    kursi_tersedia: list.reduce((sum, item) => sum + item.kursi_tersedia, 0),
    jumlah_jadwal: list.length,
    jam_pertama: departures[0]!.slice(11),
    jam_terakhir: departures.at(-1)!.slice(11),
    list_jam_berangkat: [...new Set(list.map((item) => item.jam_berangkat))],
    list_titik: points,
  });
}

/**
 * A search-jadwal answer with every group opened: each group's list-jadwal put back as
 * `list_jadwal` and the summary-only fields taken out, i.e. the answer's old shape. Checks
 * on the way that search answers no schedules and that each summary is its list's.
 */
export async function searchWithGroupsOpened(
  t: TestApp,
  search: string,
): Promise<{ status: number; body: Json }> {
  const { status, body } = await travelGet(t, search);
  if (status !== 200) return { status, body };
  const open = async (page: Json, leg: 'pergi' | 'pulang') => {
    const list = [];
    for (const group of page.list) {
      expect(group).not.toHaveProperty('list_jadwal');
      const opened = await travelGet(t, groupListQuery(search, group, leg));
      expect(opened.status).toBe(200);
      expectSummaryOfList(group, opened.body.results.list);
      const old = { ...group, list_jadwal: opened.body.results.list };
      for (const key of SUMMARY_ONLY) delete old[key];
      list.push(old);
    }
    return { ...page, list };
  };
  const results = body.results;
  const go = await open(results, 'pergi');
  const back = results.pulang ? await open(results.pulang, 'pulang') : null;
  return { status, body: { ...body, results: { ...go, pulang: back } } };
}

/** The trips of a search, as its groups' lists answer them, in the search's order. */
export async function openedSearchItems(t: TestApp, search: string): Promise<Json[]> {
  const { status, body } = await searchWithGroupsOpened(t, search);
  expect(status).toBe(200);
  return body.results.list.flatMap((group: Json) => group.list_jadwal);
}
