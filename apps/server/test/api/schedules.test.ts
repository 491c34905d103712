import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { searchWithGroupsOpened } from './group-view.js';
import { BDG_JKT, sellSeats, travelGet } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;
const items = (page: Json): Json[] => page.list.flatMap((group: Json) => group.list_jadwal);

describe('GET /api/travel/search-jadwal', () => {
  let t: TestApp;
  // Every group opened through list-jadwal, its list where search answered it before the
  // group view (decision 0023): these checks hold for what a person sees on opening.
  const search = (query: string) => searchWithGroupsOpened(t, `search-jadwal?${query}`);
  beforeAll(async () => {
    t = await createTestApp();
    await sellSeats(t, 'XTR-01-1000', '2026-11-21', ['1', '2', '3']);
    await sellSeats(
      t,
      'XTR-01-1100',
      '2026-11-21',
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
  });
  afterAll(() => t.close());

  it('needs client credentials', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/travel/search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('groups Bandung to Jakarta trips by operator-route, none already departed', async () => {
    const { status, body } = await search(
      `${BDG_JKT}&tanggal_berangkat=2026-11-21&group_by=operator-jurusan`,
    );
    expect(status).toBe(200);
    const page = body.results;
    expect(page).toMatchObject({
      asal: { id: 1, tipe: 'city', nama: 'Bandung' },
      tujuan: { id: 2, nama: 'Jakarta' },
      page: 1,
      total_page: 1,
      pulang: null,
    });
    expect(page.total_group).toBeGreaterThanOrEqual(6);
    const all = items(page);
    expect(all.length).toBe(page.total_jadwal);
    expect(all.every((item: Json) => item.jam_berangkat > '08:00')).toBe(true);
    expect(all.map((item: Json) => item.jadwal_kode)).not.toContain('XTR-01-0800');
    const xtr = page.list.find((group: Json) => group.group_kode === 'XTR|1|0-1');
    expect(xtr).toMatchObject({
      operator_kode: 'XTR',
      jurusan_nama: 'Bandung Pasteur - Jakarta Blok M',
      flag_connecting: 0,
      asal: { cabang_kode: 'BDG-PST' },
      tujuan: { cabang_kode: 'JKT-BLM' },
    });
    expect(xtr.harga_min).toBe(Math.min(...xtr.list_jadwal.map((item: Json) => item.harga)));
    const ten = xtr.list_jadwal.find((item: Json) => item.jadwal_kode === 'XTR-01-1000');
    expect(ten).toMatchObject({
      operator_kode: 'XTR',
      operator_nama: 'Xpress Trans Priangan',
      tanggal_berangkat: '2026-11-21',
      jam_berangkat: '10:00',
      tanggal_tiba: '2026-11-21',
      jam_tiba: '13:00',
      durasi: 180,
      harga: 130000,
      kursi_tersedia: 9,
      kursi_total: 12,
      kelas: 'Reguler',
      tipe_kendaraan: 'shuttle',
      flag_connecting: 0,
      list_connecting: [],
      titik_naik: {
        cabang_kode: 'BDG-PST',
        cabang_nama: 'Pasteur',
        lat: -6.893512,
        lng: 107.579436,
        alamat: expect.stringContaining('Djunjunan'),
      },
      titik_turun: { cabang_kode: 'JKT-BLM', kota_nama: 'Jakarta' },
    });
    expect(ten.fasilitas).toEqual(
      expect.arrayContaining([
        { kode: 'mineral-water', nama: 'Air Minum' },
        { kode: 'ac', nama: 'AC' },
        { kode: 'baggage', nama: 'Bagasi' },
      ]),
    );
    expect(
      xtr.list_jadwal.find((item: Json) => item.jadwal_kode === 'XTR-01-1100').kursi_tersedia,
    ).toBe(0);
  });

  it('searches from a single point', async () => {
    const points = (await travelGet(t, 'search-point-asal?text=pasteur')).body.results.list[0]
      .list_cabang;
    const { body } = await search(
      `asal_id=${points[0].cabang_id}&asal_tipe=point&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22`,
    );
    const all = items(body.results);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((item: Json) => item.titik_naik.cabang_kode === 'BDG-PST')).toBe(true);
    expect(body.results.asal.nama).toBe('Bandung - Pasteur');
  });

  const sorts: Array<[string, (a: Json, b: Json) => boolean]> = [
    ['berangkat-awal', (a, b) => a.jam_berangkat <= b.jam_berangkat],
    ['berangkat-akhir', (a, b) => a.jam_berangkat >= b.jam_berangkat],
    ['harga-termurah', (a, b) => a.harga <= b.harga],
    ['harga-termahal', (a, b) => a.harga >= b.harga],
    ['durasi-tercepat', (a, b) => a.durasi <= b.durasi],
  ];
  it.each(sorts)('sorts by %s within groups and across groups', async (sort, inOrder) => {
    const { body } = await search(`${BDG_JKT}&tanggal_berangkat=2026-11-22&sort=${sort}`);
    expect(body.results.sort).toBe(sort);
    for (const group of body.results.list) {
      group.list_jadwal
        .slice(1)
        .forEach((item: Json, i: number) => expect(inOrder(group.list_jadwal[i], item)).toBe(true));
    }
    const heads = body.results.list.map((group: Json) => group.list_jadwal[0]);
    heads.slice(1).forEach((head: Json, i: number) => expect(inOrder(heads[i], head)).toBe(true));
  });

  it('filters by operator, time band, facilities, price range and class', async () => {
    const base = `${BDG_JKT}&tanggal_berangkat=2026-11-22`;
    const ops = items((await search(`${base}&operator=XTR,bry`)).body.results);
    expect(new Set(ops.map((item: Json) => item.operator_kode))).toEqual(new Set(['XTR', 'BRY']));
    const evening = items((await search(`${base}&jam=18-24`)).body.results);
    expect(evening.length).toBeGreaterThan(0);
    expect(evening.every((item: Json) => item.jam_berangkat >= '18:00')).toBe(true);
    const twoBands = items((await search(`${base}&jam=00-06,18-24`)).body.results);
    expect(twoBands.length).toBeGreaterThan(evening.length);
    const wifi = items((await search(`${base}&fasilitas=wifi,ac`)).body.results);
    expect(wifi.length).toBeGreaterThan(0);
    expect(wifi.every((item: Json) => item.fasilitas.some((f: Json) => f.kode === 'wifi'))).toBe(
      true,
    );
    const priced = items((await search(`${base}&harga_min=100000&harga_max=120000`)).body.results);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((item: Json) => item.harga >= 100000 && item.harga <= 120000)).toBe(true);
    const executive = items((await search(`${base}&kelas=Eksekutif`)).body.results);
    expect(executive.length).toBeGreaterThan(0);
    expect(executive.every((item: Json) => item.kelas === 'Eksekutif')).toBe(true);
    expect((await search(`${base}&operator=NOPE`)).body.results).toMatchObject({
      list: [],
      total_page: 0,
      total_jadwal: 0,
    });
  });

  it('applies quick filters: termurah, tercepat, pagi, malam, tersedia', async () => {
    const base = `${BDG_JKT}&tanggal_berangkat=2026-11-21`;
    const all = items((await search(base)).body.results);
    const cheapest = Math.min(...all.map((item: Json) => item.harga));
    const cheap = items((await search(`${base}&quick_filter=termurah`)).body.results);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((item: Json) => item.harga === cheapest)).toBe(true);
    const fast = items((await search(`${base}&quick_filter=tercepat`)).body.results);
    expect(new Set(fast.map((item: Json) => item.durasi)).size).toBe(1);
    expect(
      items((await search(`${base}&quick_filter=pagi`)).body.results).every(
        (item: Json) => item.jam_berangkat < '11:00',
      ),
    ).toBe(true);
    expect(
      items((await search(`${base}&quick_filter=malam`)).body.results).every(
        (item: Json) => item.jam_berangkat >= '18:00',
      ),
    ).toBe(true);
    const available = items((await search(`${base}&quick_filter=tersedia`)).body.results);
    expect(available.map((item: Json) => item.jadwal_kode)).not.toContain('XTR-01-1100');
    expect(available.length).toBe(all.length - 1);
  });

  it('pages groups ten at a time', async () => {
    const extra = await createTestApp({ empty: true });
    try {
      const { seedDemoData } = await import('../../src/db/seed/demo-seed.js');
      await seedDemoData(extra.db, { scale: 2, today: extra.clock.now() });
      const first = (
        await travelGet(extra, `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22`)
      ).body.results;
      expect(first).toMatchObject({ page: 1, per_page: 10, total_page: 2 });
      expect(first.list).toHaveLength(10);
      const second = (
        await travelGet(extra, `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22&page=2`)
      ).body.results;
      expect(second.list).toHaveLength(first.total_group - 10);
      const keys = new Set([...first.list, ...second.list].map((group: Json) => group.group_kode));
      expect(keys.size).toBe(first.total_group);
      expect(
        (await travelGet(extra, `search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22&page=9`))
          .body.results.list,
      ).toEqual([]);
    } finally {
      await extra.close();
    }
  });

  it('offers connecting journeys through the transfer hub only with show_connecting=1', async () => {
    const query =
      'asal_id=1&asal_tipe=city&tujuan_id=5&tujuan_tipe=city&tanggal_berangkat=2026-11-22';
    expect((await search(query)).body.results.total_jadwal).toBe(0);
    const page = (await search(`${query}&show_connecting=1`)).body.results;
    const all = items(page);
    expect(all.length).toBeGreaterThan(0);
    for (const item of all) {
      expect(item.flag_connecting).toBe(1);
      expect(item.list_leg).toHaveLength(2);
      expect(item.list_connecting).toEqual([item.list_leg[1]]);
      expect(item.titik_transit.cabang_kode).toBe('CBN-HUB');
      expect(item.list_leg[1].titik_naik.cabang_kode).toBe('CBN-HUB');
      expect(item.waktu_transit).toBeGreaterThanOrEqual(30);
      expect(item.waktu_transit).toBeLessThanOrEqual(240);
      expect(item.harga).toBe(item.list_leg[0].harga + item.list_leg[1].harga);
      expect(item.jam_tiba).toBe(item.list_leg[1].jam_tiba);
      expect(item.titik_turun.kota_nama).toBe('Semarang');
    }
    expect(
      items((await search(`${query}&show_connecting=1&quick_filter=langsung`)).body.results),
    ).toEqual([]);
  });

  it('sells segments of a multi-stop route separately, with their own times and fares', async () => {
    const page = (
      await search(
        'asal_id=4&asal_tipe=city&tujuan_id=5&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
      )
    ).body.results;
    const segment = items(page).find((item: Json) => item.jadwal_kode === 'LTM-01-0700.1-2');
    expect(segment).toMatchObject({
      jam_berangkat: '10:30',
      jam_tiba: '14:30',
      durasi: 240,
      harga: 121000,
      titik_naik: { cabang_kode: 'CBN-KJG' },
    });
  });

  it('expresses times across midnight and into WITA', async () => {
    const bali = items(
      (
        await search(
          'asal_id=7&asal_tipe=city&tujuan_id=13&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
        )
      ).body.results,
    );
    expect(bali.find((item: Json) => item.jadwal_kode === 'GMP-01-0700.0-1')).toMatchObject({
      jam_berangkat: '07:00',
      zona_berangkat: 'WIB',
      jam_tiba: '19:00',
      zona_tiba: 'WITA',
      durasi: 660,
    });
    const night = items(
      (
        await search(
          'asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
        )
      ).body.results,
    );
    expect(night.find((item: Json) => item.jadwal_kode === 'KJT-01-1900')).toMatchObject({
      tanggal_berangkat: '2026-11-22',
      tanggal_tiba: '2026-11-23',
      jam_tiba: '04:00',
    });
  });

  it('answers a round trip with a return page, optionally narrowed to one operator', async () => {
    const query = `${BDG_JKT}&tanggal_berangkat=2026-11-22&flag_pp=1&tanggal_berangkat_pulang=2026-11-24`;
    const result = (await search(query)).body.results;
    expect(result.pulang).toMatchObject({
      asal: { id: 2 },
      tujuan: { id: 1 },
      tanggal_berangkat: '2026-11-24',
    });
    expect(
      items(result.pulang).every((item: Json) => item.titik_naik.kota_nama === 'Jakarta'),
    ).toBe(true);
    const narrowed = (await search(`${query}&pulang_operator_kode=XTR`)).body.results.pulang;
    expect(new Set(items(narrowed).map((item: Json) => item.operator_kode))).toEqual(
      new Set(['XTR']),
    );
  });

  it.each([
    ['missing origin', 'tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22'],
    [
      'bad place type',
      'asal_id=1&asal_tipe=kota&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
    ],
    [
      'non-numeric id',
      'asal_id=satu&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
    ],
    ['impossible date', `${BDG_JKT}&tanggal_berangkat=2026-02-30`],
    ['badly formatted date', `${BDG_JKT}&tanggal_berangkat=22-11-2026`],
    ['past date', `${BDG_JKT}&tanggal_berangkat=2026-11-20`],
    ['date too far ahead', `${BDG_JKT}&tanggal_berangkat=2027-06-01`],
    [
      'same origin and destination',
      'asal_id=1&asal_tipe=city&tujuan_id=1&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
    ],
    [
      'price range upside down',
      `${BDG_JKT}&tanggal_berangkat=2026-11-22&harga_min=200000&harga_max=100000`,
    ],
    ['unknown sort', `${BDG_JKT}&tanggal_berangkat=2026-11-22&sort=acak`],
    ['bad time band', `${BDG_JKT}&tanggal_berangkat=2026-11-22&jam=18-06`],
    ['unknown quick filter', `${BDG_JKT}&tanggal_berangkat=2026-11-22&quick_filter=gratis`],
    ['other grouping', `${BDG_JKT}&tanggal_berangkat=2026-11-22&group_by=operator`],
    ['page zero', `${BDG_JKT}&tanggal_berangkat=2026-11-22&page=0`],
    ['round trip without return date', `${BDG_JKT}&tanggal_berangkat=2026-11-22&flag_pp=1`],
    [
      'return before departure',
      `${BDG_JKT}&tanggal_berangkat=2026-11-22&flag_pp=1&tanggal_berangkat_pulang=2026-11-21`,
    ],
    ['script in operator filter', `${BDG_JKT}&tanggal_berangkat=2026-11-22&operator=%3Cscript%3E`],
    ['bad flag', `${BDG_JKT}&tanggal_berangkat=2026-11-22&show_connecting=ya`],
  ])('rejects %s with a 400 envelope', async (_name, query) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'ERROR',
      error_code: 'VALIDATION_ERROR',
      message: expect.any(String),
    });
  });

  it('answers 404 for an unknown city', async () => {
    const { status, body } = await search(
      'asal_id=999&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
    );
    expect(status).toBe(404);
    expect(body.error_code).toBe('NOT_FOUND');
  });
});
