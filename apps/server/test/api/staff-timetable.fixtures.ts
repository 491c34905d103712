import type { TestApp } from '../helpers/test-app.js';
import { TOMORROW } from './reservations.fixtures.js';
import { searchItems } from './search-freshness.js';

// The routes, seat layouts and schedules the staff timetable suites send, and what they read back.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
export type Json = any;

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Bandung Pasteur -> Purwakarta (drop-off only) -> Jakarta Blok M. */
export const NEW_ROUTE = {
  operator_kode: 'XTR',
  nama: '  Bandung   - Purwakarta - Jakarta ',
  pemberhentian: [
    { cabang_kode: 'bdg-pst', menit_dari_awal: 0, tarif_dari_awal: 0 },
    {
      cabang_kode: 'PWK-SDG',
      menit_dari_awal: 90,
      tarif_dari_awal: 60000,
      naik: false,
      turun: true,
    },
    { cabang_kode: 'JKT-BLM', menit_dari_awal: 200, tarif_dari_awal: 150000 },
  ],
};

/** XTR-01 as seeded (Bandung Pasteur -> Jakarta Blok M, 180 minutes, Rp 130.000). */
export const XTR_01_STOPS = [
  { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
  { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 130000 },
];

/** A grid from text rows (S seat numbered in reading order, D driver, _ aisle, . empty). */
export function grid(rows: string[], numbers: string[] = []) {
  const kinds: Record<string, string> = { S: 'seat', D: 'driver', _: 'aisle', '.': 'empty' };
  let n = 0;
  const sel = rows.flatMap((line, r) =>
    [...line].map((char, c) => {
      const jenis = kinds[char]!;
      const cell: Json = { baris: r + 1, kolom: c + 1, jenis };
      if (jenis === 'seat') {
        cell.nomor = numbers[n] ?? String(n + 1);
        n += 1;
      }
      return cell;
    }),
  );
  return { jumlah_baris: rows.length, jumlah_kolom: rows[0]!.length, sel };
}

/** SHT12 as seeded: 'S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.' with P a door. */
export function sht12(change: (cells: Json[]) => void = () => {}) {
  const rows = ['S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.'];
  const kinds: Record<string, string> = {
    S: 'seat',
    D: 'driver',
    P: 'door',
    _: 'aisle',
    '.': 'empty',
  };
  let n = 0;
  const sel: Json[] = rows.flatMap((line, r) =>
    [...line].map((char, c) => {
      const jenis = kinds[char]!;
      return jenis === 'seat'
        ? { baris: r + 1, kolom: c + 1, jenis, nomor: String(++n) }
        : { baris: r + 1, kolom: c + 1, jenis };
    }),
  );
  change(sel);
  return {
    nama: 'Shuttle Hiace 12 Kursi',
    tipe_kendaraan: 'shuttle',
    kelas: 'Reguler',
    jumlah_baris: 5,
    jumlah_kolom: 4,
    sel,
  };
}

/** The staff audit entries of one action, oldest first. */
export function staffAudits(t: TestApp, action: string) {
  return t.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id')
    .execute();
}

/** A route's stops in order: point code, minutes and fare from the start. */
export function routeStops(t: TestApp, code: string) {
  return t.db
    .selectFrom('route_stops')
    .innerJoin('routes', 'routes.id', 'route_stops.route_id')
    .innerJoin('points', 'points.id', 'route_stops.point_id')
    .select(['points.code', 'route_stops.minutes_from_start', 'route_stops.fare_from_start'])
    .where('routes.code', '=', code)
    .orderBy('route_stops.stop_index')
    .execute();
}

/** The city id of a boarding point, to search from city to city. */
export async function cityOf(t: TestApp, pointCode: string) {
  return (
    await t.db
      .selectFrom('points')
      .select('city_id')
      .where('code', '=', pointCode)
      .executeTakeFirstOrThrow()
  ).city_id;
}

/** The search item of one schedule tomorrow, or undefined when search does not sell it. */
export async function searchTomorrow(t: TestApp, query: string, code: string) {
  return (await searchItems(t, `search-jadwal?${query}&tanggal_berangkat=${TOMORROW}`)).find(
    (item: Json) => item.jadwal_kode === code,
  );
}
