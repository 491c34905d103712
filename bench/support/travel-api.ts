import { BASIC, isoDate } from './demo-server.js';

/**
 * The travel calls the load benchmark makes to prepare its scenarios: the API's JSON with
 * the web client's credentials, and the distinct bookings the reserve scenario sends.
 */

export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

export interface ScheduleGroup {
  operator_kode: string;
  jurusan_id: number;
  group_kode: string;
}

export interface ScheduleItem {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi_tersedia: number;
}

/** Collects bookable (trip, seat) pairs from search results and prices one seat of each trip. */
export async function prepareReservations(baseUrl: string, wanted: number): Promise<string[]> {
  const bodies: string[] = [];
  const routes = [
    { asal: 1, tujuan: 2 },
    { asal: 2, tujuan: 1 },
  ];
  for (let day = 1; day <= 14 && bodies.length < wanted; day++) {
    for (const route of routes) {
      for (let page = 1; page <= 5 && bodies.length < wanted; page++) {
        const places = `asal_id=${route.asal}&asal_tipe=city&tujuan_id=${route.tujuan}&tujuan_tipe=city&tanggal_berangkat=${isoDate(day)}`;
        const search = await api<{
          status: string;
          results: { list: ScheduleGroup[]; total_page: number };
        }>(
          baseUrl,
          'GET',
          `/api/travel/search-jadwal?${places}&group_by=operator-jurusan&page=${page}`,
        );
        if (search.status !== 'OK') break;
        for (const group of search.results.list) {
          // Search answers group summaries; the group's trips come from list-jadwal (issue 11).
          const opened = await api<{ results: { list: ScheduleItem[] } }>(
            baseUrl,
            'GET',
            `/api/travel/list-jadwal?${places}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
          );
          for (const item of opened.results.list) {
            const map = await api<{ results: { kursi: Array<{ no: string; tersedia: boolean }> } }>(
              baseUrl,
              'GET',
              `/api/travel/kursi?operator_kode=${item.operator_kode}&jadwal_kode=${encodeURIComponent(item.jadwal_kode)}&tanggal_berangkat=${item.tanggal_berangkat}`,
            );
            const free = map.results.kursi.filter((seat) => seat.tersedia).map((seat) => seat.no);
            if (free.length === 0) continue;
            const base = {
              operator_kode: item.operator_kode,
              jadwal_kode: item.jadwal_kode,
              tanggal_berangkat: item.tanggal_berangkat,
              pemesan_nama: 'Budi Santoso',
              pemesan_email: 'budi@example.com',
              pemesan_telp: '081234567890',
              jenis_pembayaran_kode: 'BCA_VA',
            };
            const quote = await api<{ results: { total_harga: number } }>(
              baseUrl,
              'POST',
              '/api/travel/cek-harga',
              {
                ...base,
                kursi: [{ no: free[0] }],
              },
            );
            for (const no of free) {
              // Each booking its own booker: hold limits count and lock per contact, and
              // one shared booker would queue every booking behind the one before it.
              const n = bodies.length;
              bodies.push(
                JSON.stringify({
                  ...base,
                  pemesan_email: `pembeli${n}@example.com`,
                  pemesan_telp: `0812${String(n).padStart(8, '0')}`,
                  kursi: [{ no, nama: 'Budi Santoso' }],
                  total_bayar: quote.results.total_harga,
                }),
              );
            }
          }
          if (bodies.length >= wanted) break;
        }
        if (page >= search.results.total_page) break;
      }
    }
  }
  return bodies.slice(0, wanted);
}
