import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { BDG_JKT, createSchedulesApp, scheduleCalls } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

/**
 * Schedule endpoints besides search, the lists around a search: its filters, the featured
 * operators, the dates with trips, one operator-route's schedules (and the credentials
 * every schedule endpoint needs). One trip's detail, terms and check: schedules-detail.test.ts.
 */
describe('schedule endpoints besides search: the lists', () => {
  let t: TestApp;
  const { get, expectError } = scheduleCalls(() => t);
  beforeAll(async () => {
    t = await createSchedulesApp();
  });
  afterAll(() => t.close());

  it('every schedule endpoint needs client credentials', async () => {
    for (const path of [
      `list-filter-search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
      `list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
      `list-tanggal-jadwal?${BDG_JKT}`,
      `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
      'list-jadwal?operator_kode=XTR&jurusan_id=1&tanggal_berangkat=2026-11-22',
      'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=2026-11-22',
      'operator-snk?operator_kode=XTR',
      'check-jadwal?operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/travel/${path}` });
      expect(res.statusCode).toBe(401);
    }
  });

  describe('list-filter-search-jadwal', () => {
    it('counts the values each filter can take for the search', async () => {
      const { status, body } = await get(
        `list-filter-search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
      );
      expect(status).toBe(200);
      const filters = body.results;
      expect(filters.operator.map((o: Json) => o.kode).sort()).toEqual([
        'ARK',
        'BRY',
        'CTY',
        'DYT',
        'PSR',
        'XTR',
      ]);
      expect(filters.operator.find((o: Json) => o.kode === 'XTR')).toMatchObject({
        nama: 'Xpress Trans Priangan',
        jumlah: 28,
      });
      expect(filters.jam.map((band: Json) => band.kode)).toEqual([
        '00-06',
        '06-12',
        '12-18',
        '18-24',
      ]);
      expect(filters.fasilitas).toEqual(
        expect.arrayContaining([{ kode: 'ac', nama: 'AC', jumlah: expect.any(Number) }]),
      );
      expect(filters.kelas.map((k: Json) => k.kode)).toEqual(['Bisnis', 'Eksekutif', 'Reguler']);
      expect(filters.harga).toEqual({ min: 90000, max: 198000 });
      expect(filters.sort).toHaveLength(5);
      const total = filters.operator.reduce((sum: number, o: Json) => sum + o.jumlah, 0);
      expect(filters.jam.reduce((sum: number, band: Json) => sum + band.jumlah, 0)).toBe(total);
      expect(filters.quick_filter.find((q: Json) => q.kode === 'tersedia').jumlah).toBe(total - 1);
    });

    it('answers empty options for a route without trips and rejects bad input', async () => {
      const { body } = await get(
        'list-filter-search-jadwal?asal_id=3&asal_tipe=city&tujuan_id=13&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
      );
      expect(body.results).toMatchObject({ operator: [], harga: null });
      await expectError(
        `list-filter-search-jadwal?${BDG_JKT}&tanggal_berangkat=2026-11-01`,
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        'list-filter-search-jadwal?asal_id=1&asal_tipe=city',
        400,
        'VALIDATION_ERROR',
      );
    });
  });

  it('list-highlight-operator features operators with a highlight present in the results', async () => {
    const { body } = await get(`list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-22`);
    const codes = body.results.list.map((o: Json) => o.operator_kode);
    expect(codes).toEqual(expect.arrayContaining(['XTR', 'BRY', 'ARK']));
    expect(codes).not.toContain('CTY');
    expect(body.results.list[0]).toMatchObject({
      highlight: expect.any(String),
      harga_min: expect.any(Number),
      jumlah_jadwal: expect.any(Number),
    });
    const filtered = (
      await get(`list-highlight-operator?${BDG_JKT}&tanggal_berangkat=2026-11-22&operator=ARK`)
    ).body.results.list;
    expect(filtered.map((o: Json) => o.operator_kode)).toEqual(['ARK']);
  });

  describe('date lists', () => {
    it('list-tanggal-jadwal lists only dates with trips, weekend-only buses included', async () => {
      const { body } = await get(
        'list-tanggal-jadwal?asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&jumlah_hari=7',
      );
      const list = body.results.list;
      expect(list.map((d: Json) => d.tanggal)).toEqual([
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
      ]);
      // KJT's 22:00 bus runs Friday to Sunday only.
      expect(list.find((d: Json) => d.tanggal === '2026-11-22').jumlah_jadwal).toBe(3);
      expect(list.find((d: Json) => d.tanggal === '2026-11-23').jumlah_jadwal).toBe(2);
      const none = await get(
        'list-tanggal-jadwal?asal_id=3&asal_tipe=city&tujuan_id=13&tujuan_tipe=city',
      );
      expect(none.body.results.list).toEqual([]);
      await expectError(
        'list-tanggal-jadwal?asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&tanggal_berangkat=2026-11-01',
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        'list-tanggal-jadwal?asal_id=2&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&jumlah_hari=500',
        400,
        'VALIDATION_ERROR',
      );
    });

    it('list-tanggal-jadwal-available gives a date bar from today with the lowest fare per day', async () => {
      const { body } = await get(
        `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-22`,
      );
      const list = body.results.list;
      expect(list).toHaveLength(7);
      expect(list[0]).toMatchObject({ tanggal: '2026-11-21', hari: 'Sab', tersedia: true });
      expect(list[1]).toMatchObject({ tanggal: '2026-11-22', hari: 'Min', harga_min: 90000 });
      const centred = (
        await get(
          `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-30&jumlah_hari=5`,
        )
      ).body.results.list;
      expect(centred.map((d: Json) => d.tanggal)).toEqual([
        '2026-11-28',
        '2026-11-29',
        '2026-11-30',
        '2026-12-01',
        '2026-12-02',
      ]);
      const empty = (
        await get(
          'list-tanggal-jadwal-available?asal_id=3&asal_tipe=city&tujuan_id=13&tujuan_tipe=city&tanggal_berangkat=2026-11-22',
        )
      ).body.results.list;
      expect(
        empty.every(
          (d: Json) => d.harga_min === null && d.tersedia === false && d.jumlah_jadwal === 0,
        ),
      ).toBe(true);
      await expectError(
        `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=2026-11-22&jumlah_hari=15`,
        400,
        'VALIDATION_ERROR',
      );
    });
  });

  describe('list-jadwal', () => {
    const routeId = async (code: string) =>
      (
        await t.db
          .selectFrom('routes')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;

    it("lists a route's own trips on a date, or a segment of it between two places", async () => {
      const ltm = await routeId('LTM-01');
      const whole = (
        await get(`list-jadwal?operator_kode=LTM&jurusan_id=${ltm}&tanggal_berangkat=2026-11-22`)
      ).body.results.list;
      expect(whole.map((item: Json) => item.jadwal_kode)).toEqual(['LTM-01-0700', 'LTM-01-1800']);
      const part = (
        await get(
          `list-jadwal?operator_kode=LTM&jurusan_id=${ltm}&tanggal_berangkat=2026-11-22&asal_id=4&asal_tipe=city&tujuan_id=5&tujuan_tipe=city`,
        )
      ).body.results.list;
      expect(part.map((item: Json) => item.jadwal_kode)).toEqual([
        'LTM-01-0700.1-2',
        'LTM-01-1800.1-2',
      ]);
    });

    it('adds connecting journeys that start on the route with show_connecting=1', async () => {
      const crb = await routeId('CRB-01');
      const list = (
        await get(
          `list-jadwal?operator_kode=CRB&jurusan_id=${crb}&tanggal_berangkat=2026-11-22&asal_id=1&asal_tipe=city&tujuan_id=6&tujuan_tipe=city&show_connecting=1`,
        )
      ).body.results.list;
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.every(
          (item: Json) =>
            item.flag_connecting === 1 &&
            item.list_connecting[0].titik_turun.kota_nama === 'Yogyakarta',
        ),
      ).toBe(true);
    });

    it('rejects unknown operators, foreign routes and half-given places', async () => {
      const ltm = await routeId('LTM-01');
      await expectError(
        `list-jadwal?operator_kode=NOPE&jurusan_id=${ltm}&tanggal_berangkat=2026-11-22`,
        404,
        'NOT_FOUND',
      );
      await expectError(
        `list-jadwal?operator_kode=XTR&jurusan_id=${ltm}&tanggal_berangkat=2026-11-22`,
        404,
        'NOT_FOUND',
      );
      await expectError(
        `list-jadwal?operator_kode=LTM&jurusan_id=${ltm}&tanggal_berangkat=2026-11-22&asal_id=4&asal_tipe=city`,
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        `list-jadwal?operator_kode=LTM&jurusan_id=abc&tanggal_berangkat=2026-11-22`,
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        `list-jadwal?operator_kode=LTM&jurusan_id=${ltm}&tanggal_berangkat=2026-11-19`,
        400,
        'VALIDATION_ERROR',
      );
    });
  });
});
