import type { TestApp } from '../helpers/test-app.js';
import { countRows, WEB_BASIC } from '../helpers/test-app.js';

/**
 * Helpers of the seat and reservation API tests. Demo data: tomorrow (2026-11-22) is a
 * Sunday; XTR-01 runs Bandung Pasteur -> Jakarta Blok M hourly on a 12-seat shuttle,
 * PSR-01 is the 3-stop Bandung -> Purwakarta -> Jakarta route, CRB-01-0800 (Bandung ->
 * Cirebon Hub, arrives 11.30) connects to JTN-01-1200 (Cirebon Hub -> Semarang).
 */
export const TOMORROW = '2026-11-22';
export const DAY_AFTER = '2026-11-23';

export interface SeatInput {
  no: string;
  nama?: string;
  promo_kode?: string | null;
}

export function seats(...numbers: string[]): SeatInput[] {
  const names = ['Budi Santoso', 'Siti Aminah', 'Agus Salim', 'Dewi Lestari', 'Rina Wati'];
  return numbers.map((no, index) => ({ no, nama: names[index % names.length] }));
}

export function oneWay(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    operator_kode: 'XTR',
    jadwal_kode: 'XTR-01-1000',
    tanggal_berangkat: TOMORROW,
    kursi: seats('1'),
    pemesan_nama: 'Budi Santoso',
    pemesan_email: 'budi.santoso@example.com',
    pemesan_telp: '081234567890',
    jenis_pembayaran_kode: 'BCA_VA',
    total_bayar: 0,
    ...overrides,
  };
}

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: WEB_BASIC, ...headers },
  });
}

export function get(
  t: TestApp,
  url: string,
  query: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'GET',
    url,
    query,
    headers: { authorization: WEB_BASIC, ...headers },
  });
}

/** The server's total for a body: asked with total_bayar 0, read from PRICE_CHANGED. */
export async function serverTotal(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await post(t, '/api/travel/reservasi', { ...body, total_bayar: 0 }, headers);
  const json = res.json();
  if (json.error_code !== 'PRICE_CHANGED')
    throw new Error(`expected PRICE_CHANGED, got ${res.body}`);
  return json.details.total_bayar as number;
}

/** Reserves with the correct total; answers the raw response. */
export async function reserve(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const total = await serverTotal(t, body, headers);
  return post(t, '/api/travel/reservasi', { ...body, total_bayar: total }, headers);
}

/** Reserves and insists on success: { code, guestToken, json }. */
export async function reserveOk(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await reserve(t, body, headers);
  if (res.statusCode !== 200) throw new Error(`reservasi failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    code: json.results.reservasi_kode as string,
    guestToken: json.results.guest_token as string,
    json,
  };
}

export async function counts(t: TestApp) {
  return {
    reservations: await countRows(t, 'reservations'),
    occupancy: await countRows(t, 'seat_occupancy'),
    legs: await countRows(t, 'reservation_legs'),
    passengers: await countRows(t, 'reservation_passengers'),
    payments: await countRows(t, 'payments'),
  };
}

export async function seatMap(t: TestApp, query: Record<string, string>) {
  const res = await get(t, '/api/travel/kursi', query);
  if (res.statusCode !== 200) throw new Error(`kursi failed: ${res.statusCode} ${res.body}`);
  return res.json().results as {
    kursi: Array<{ no: string; tersedia: boolean }>;
    kursi_tersedia: number;
    list_connecting: Array<{
      jadwal_kode: string;
      kursi: Array<{ no: string; tersedia: boolean }>;
      kursi_tersedia: number;
    }>;
  };
}

export function takenSeats(map: { kursi: Array<{ no: string; tersedia: boolean }> }): string[] {
  return map.kursi.filter((seat) => !seat.tersedia).map((seat) => seat.no);
}
