import type {
  ScheduleGroup,
  ScheduleItem,
  SchedulePage,
  ScheduleFilters,
} from '@lintas/domain/schedule-result-schemas';
import { vi } from 'vitest';

const point = (
  id: number,
  kota: string,
  nama: string,
  lat: number | null = -6.9,
  lng: number | null = 107.6,
) => ({
  cabang_id: id,
  cabang_kode: `P${id}`,
  cabang_nama: nama,
  kota_id: id,
  kota_nama: kota,
  alamat: `Jl. ${nama} No. 1`,
  lat,
  lng,
});

export function scheduleItem(overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  return {
    operator_kode: 'XTR',
    operator_nama: 'Xpress Trans Priangan',
    operator_logo: null,
    jadwal_kode: 'XTR-01-0600',
    jurusan_id: 1,
    jurusan_nama: 'Bandung Pasteur - Jakarta Blok M',
    tanggal_berangkat: '2999-01-10',
    jam_berangkat: '06:00',
    zona_berangkat: 'WIB',
    tanggal_tiba: '2999-01-10',
    jam_tiba: '09:15',
    zona_tiba: 'WIB',
    tanggal_berangkat_utama: '2999-01-10',
    durasi: 195,
    harga: 150000,
    kursi_tersedia: 8,
    kursi_total: 10,
    kelas: 'Eksekutif',
    tipe_kendaraan: 'shuttle',
    fasilitas: [
      { kode: 'mineral-water', nama: 'Air Minum' },
      { kode: 'ac', nama: 'AC' },
      { kode: 'baggage', nama: 'Bagasi' },
    ],
    titik_naik: point(1, 'Bandung', 'Pasteur', -6.89, 107.58),
    titik_turun: point(6, 'Jakarta', 'Blok M', -6.24, 106.8),
    flag_connecting: 0,
    titik_transit: null,
    waktu_transit: null,
    list_leg: [],
    list_connecting: [],
    ...overrides,
  };
}

/**
 * The schedules behind each group made by `scheduleGroup`, by group code and date: what
 * list-jadwal answers for it in `stubApi` (search-jadwal answers summaries only, issue 11).
 */
const groupSchedules = new Map<string, ScheduleItem[]>();
const groupKey = (code: string, date: string) => `${code}@${date}`;

/** A search-jadwal group summarising `items`; opening it lists them (see `stubApi`). */
export function scheduleGroup(
  items: ScheduleItem[],
  overrides: Partial<ScheduleGroup> = {},
): ScheduleGroup {
  const first = items[0]!;
  const departures = items.map((i) => i.jam_berangkat).sort();
  const points: ScheduleGroup['list_titik'] = [];
  for (const item of items) {
    const add = (peran: 'naik' | 'transit' | 'turun', p: ScheduleItem['titik_naik'] | null) => {
      if (p && !points.some((q) => q.peran === peran && q.cabang_id === p.cabang_id))
        points.push({ peran, ...p });
    };
    add('naik', item.titik_naik);
    add('transit', item.titik_transit);
    add('turun', item.titik_turun);
  }
  const group: ScheduleGroup = {
    group_kode: `${first.operator_kode}|${first.jurusan_id}|0-1`,
    operator_kode: first.operator_kode,
    operator_nama: first.operator_nama,
    operator_logo: null,
    rating: null,
    jumlah_ulasan: 0,
    jurusan_id: first.jurusan_id,
    jurusan_nama: first.jurusan_nama,
    flag_connecting: first.flag_connecting,
    asal: {
      kota_id: 1,
      kota_nama: first.titik_naik.kota_nama,
      cabang_kode: 'P1',
      cabang_nama: first.titik_naik.cabang_nama,
    },
    tujuan: {
      kota_id: 2,
      kota_nama: first.titik_turun.kota_nama,
      cabang_kode: 'P6',
      cabang_nama: first.titik_turun.cabang_nama,
    },
    harga_min: Math.min(...items.map((i) => i.harga)),
    jumlah_jadwal: items.length,
    kursi_tersedia: items.reduce((s, i) => s + i.kursi_tersedia, 0),
    jam_pertama: departures[0]!,
    jam_terakhir: departures.at(-1)!,
    list_jam_berangkat: [...new Set(items.map((i) => i.jam_berangkat))],
    list_titik: points,
    ...overrides,
  };
  groupSchedules.set(groupKey(group.group_kode, first.tanggal_berangkat), items);
  return group;
}

export function schedulePage(
  groups: ScheduleGroup[],
  overrides: Partial<SchedulePage> = {},
): SchedulePage & { pulang: null } {
  return {
    asal: { id: 1, tipe: 'city', nama: 'Bandung' },
    tujuan: { id: 2, tipe: 'city', nama: 'Jakarta' },
    tanggal_berangkat: '2999-01-10',
    group_by: 'operator-jurusan',
    sort: 'berangkat-awal',
    page: 1,
    per_page: 10,
    total_page: 1,
    total_group: groups.length,
    total_jadwal: groups.reduce((s, g) => s + g.jumlah_jadwal, 0),
    list: groups,
    pulang: null,
    ...overrides,
  };
}

export const filterOptions: ScheduleFilters = {
  operator: [
    { kode: 'XTR', nama: 'Xpress Trans Priangan', jumlah: 3 },
    { kode: 'BRY', nama: 'Bayu Raya Shuttle', jumlah: 2 },
  ],
  jam: [
    { kode: '00-06', nama: '00:00 - 06:00', jumlah: 0 },
    { kode: '06-12', nama: '06:00 - 12:00', jumlah: 5 },
  ],
  fasilitas: [{ kode: 'ac', nama: 'AC', jumlah: 5 }],
  kelas: [{ kode: 'Eksekutif', nama: 'Eksekutif', jumlah: 5 }],
  harga: { min: 100000, max: 200000 },
  sort: [
    { kode: 'berangkat-awal', nama: 'Berangkat Paling Awal' },
    { kode: 'harga-termurah', nama: 'Harga Termurah' },
  ],
  quick_filter: [
    { kode: 'pagi', nama: 'Pagi', jumlah: 3 },
    { kode: 'langsung', nama: 'Langsung', jumlah: 5 },
  ],
};

type Handler = (params: URLSearchParams) => unknown;

/** list-jadwal of a group made by `scheduleGroup`: its schedules (none for an unknown one). */
const listOfGroup: Handler = (params) => ({
  list:
    groupSchedules.get(
      groupKey(params.get('group_kode') ?? '', params.get('tanggal_berangkat') ?? ''),
    ) ?? [],
});

/**
 * Stubs fetch with one handler per API path ('search-jadwal', 'check-jadwal', ...).
 * A handler returns the results (wrapped in the OK envelope), or a Response as is.
 * list-jadwal answers, unless handled, the schedules of the `scheduleGroup` opened.
 * Other unknown paths answer an empty OK. Returns the mock to inspect the calls.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.pathname.split('/').pop() ?? '';
    const handler = handlers[name] ?? (name === 'list-jadwal' ? listOfGroup : undefined);
    const result = handler ? handler(url.searchParams) : { list: [] };
    if (result instanceof Response) return result;
    return new Response(JSON.stringify({ status: 'OK', results: result }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: (name: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname.endsWith(`/${name}`))
        .map((url) => url.searchParams),
  };
}

export function errorResponse(
  status: number,
  message: string,
  code = 'VALIDATION_ERROR',
): Response {
  return new Response(JSON.stringify({ status: 'ERROR', error_code: code, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
