import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { BDG_JKT, sellSeats, travelGet } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

describe('schedule endpoints besides search', () => {
  let t: TestApp;
  const get = (path: string) => travelGet(t, path);
  const expectError = async (path: string, status: number, code: string) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 'ERROR', error_code: code });
  };
  beforeAll(async () => {
    t = await createTestApp();
    await sellSeats(
      t,
      'ARK-01-1200',
      '2026-11-22',
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
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

  describe('detail-jadwal', () => {
    it('describes a segment with every stop in local time', async () => {
      const { status, body } = await get(
        'detail-jadwal?operator_kode=GMP&jadwal_kode=GMP-01-1900.0-1&tanggal_berangkat=2026-11-22',
      );
      expect(status).toBe(200);
      const detail = body.results;
      expect(detail).toMatchObject({
        jadwal_kode: 'GMP-01-1900.0-1',
        jam_berangkat: '19:00',
        tanggal_tiba: '2026-11-23',
        jam_tiba: '07:00',
        zona_tiba: 'WITA',
        bisa_dipesan: true,
        alasan: null,
        kursi_tersedia: 40,
        denah: { baris: 12, kolom: 5, jumlah_kursi: 40 },
      });
      expect(detail.snk).toContain('WITA');
      expect(
        detail.list_pemberhentian.map((s: Json) => [
          s.titik.cabang_kode,
          s.tanggal,
          s.jam,
          s.zona,
          s.naik,
          s.turun,
        ]),
      ).toEqual([
        ['SUB-BGS', '2026-11-22', '19:00', 'WIB', true, false],
        ['DPS-UBG', '2026-11-23', '07:00', 'WITA', false, true],
        ['DPS-NGR', '2026-11-23', '08:00', 'WITA', false, false],
      ]);
    });

    it('tells why a trip cannot be booked: departed, cancelled, sold out', async () => {
      const departed = (
        await get(
          'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-0600&tanggal_berangkat=2026-11-21',
        )
      ).body.results;
      expect(departed).toMatchObject({
        bisa_dipesan: false,
        alasan: expect.stringContaining('sudah berangkat'),
      });
      const cancelled = (
        await get(
          'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1200&tanggal_berangkat=2026-11-23',
        )
      ).body.results;
      expect(cancelled).toMatchObject({
        bisa_dipesan: false,
        alasan: expect.stringContaining('dibatalkan'),
      });
      const full = (
        await get(
          'detail-jadwal?operator_kode=ARK&jadwal_kode=ARK-01-1200&tanggal_berangkat=2026-11-22',
        )
      ).body.results;
      expect(full).toMatchObject({
        bisa_dipesan: false,
        kursi_tersedia: 0,
        alasan: 'Kursi sudah habis.',
      });
    });

    it('answers 404 for unknown codes and 400 for bad input', async () => {
      await expectError(
        'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-99-0000&tanggal_berangkat=2026-11-22',
        404,
        'SCHEDULE_NOT_FOUND',
      );
      await expectError(
        'detail-jadwal?operator_kode=BRY&jadwal_kode=XTR-01-1000&tanggal_berangkat=2026-11-22',
        404,
        'SCHEDULE_NOT_FOUND',
      );
      await expectError(
        'detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=2026-11-20',
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        'detail-jadwal?operator_kode=XTR&tanggal_berangkat=2026-11-22',
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        `detail-jadwal?operator_kode=XTR&jadwal_kode=${'A'.repeat(100)}&tanggal_berangkat=2026-11-22`,
        400,
        'VALIDATION_ERROR',
      );
    });
  });

  it('operator-snk lists the terms line by line', async () => {
    const { body } = await get('operator-snk?operator_kode=xtr');
    expect(body.results).toMatchObject({
      operator_kode: 'XTR',
      operator_nama: 'Xpress Trans Priangan',
    });
    expect(body.results.list_snk[0]).toBe(
      'Penumpang wajib hadir di titik keberangkatan 15 menit sebelum jadwal.',
    );
    expect(body.results.snk.startsWith('1. ')).toBe(true);
    await expectError('operator-snk?operator_kode=NOPE', 404, 'NOT_FOUND');
    await expectError('operator-snk', 400, 'VALIDATION_ERROR');
  });

  it("operator-snk adds the operator's own cancellation policy in sentences, or the default one", async () => {
    const own = (await get('operator-snk?operator_kode=XTR')).body.results.list_kebijakan;
    expect(own).toContain(
      'Tanpa Asuransi Refund: 75% harga tiket dikembalikan bila dibatalkan paling lambat 1 hari sebelum keberangkatan.',
    );
    expect(own).toContain('Bila jadwal baru lebih murah, selisihnya tidak dikembalikan.');
    const strict = (await get('operator-snk?operator_kode=LTM')).body.results.list_kebijakan;
    expect(strict).toContain('Jadwal tiket tidak dapat diubah.');
    expect(strict[0]).toBe(
      'Tiket yang sudah dibayar dapat dibatalkan paling lambat 3 jam sebelum keberangkatan.',
    ); // CTY has no policy of its own: the default one (with assurance only) is shown.
    const fallback = (await get('operator-snk?operator_kode=CTY')).body.results.list_kebijakan;
    expect(fallback).toContain('Tanpa Asuransi Refund: harga tiket tidak dikembalikan.');
  });

  describe('check-jadwal', () => {
    const check = async (query: string) => (await get(`check-jadwal?${query}`)).body.results;

    it('confirms a bookable trip with its free seats', async () => {
      expect(
        await check('operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&jam=10:00'),
      ).toMatchObject({
        tersedia: true,
        alasan: null,
        pulang: null,
        pergi: { tersedia: true, kursi_tersedia: 12, jam_berangkat: '10:00' },
      });
    });

    it('says no, with the reason, when the trip left, changed time, is unknown, is full or is in the past', async () => {
      expect(await check('operator_kode=XTR&kode=XTR-01-0800&tanggal=2026-11-21')).toMatchObject({
        tersedia: false,
        alasan: expect.stringContaining('sudah berangkat'),
      });
      expect(
        await check('operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&jam=10.30'),
      ).toMatchObject({ tersedia: false, alasan: expect.stringContaining('10:00') });
      expect(await check('operator_kode=XTR&kode=XTR-01-0000&tanggal=2026-11-22')).toMatchObject({
        tersedia: false,
        alasan: expect.stringContaining('tidak ditemukan'),
      });
      expect(await check('operator_kode=ARK&kode=ARK-01-1200&tanggal=2026-11-22')).toMatchObject({
        tersedia: false,
        alasan: 'Kursi sudah habis.',
      });
      expect(await check('operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-01')).toMatchObject({
        tersedia: false,
        alasan: expect.stringContaining('lewat'),
      });
    });

    it('checks the return trip too', async () => {
      const result = await check(
        'operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&flag_pp=1&operator_kode_pulang=XTR&kode_pulang=XTR-02-1200&tanggal_pulang=2026-11-23&jam_pulang=12:00',
      );
      expect(result).toMatchObject({
        tersedia: true,
        pulang: { jadwal_kode: 'XTR-02-1200', tersedia: true },
      });
      const full = await check(
        'operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&flag_pp=1&operator_kode_pulang=ARK&kode_pulang=ARK-01-1200&tanggal_pulang=2026-11-22',
      );
      expect(full).toMatchObject({
        tersedia: false,
        alasan: 'Jadwal pulang: Kursi sudah habis.',
        pergi: { tersedia: true },
      });
    });

    it('rejects malformed input', async () => {
      await expectError(
        'check-jadwal?operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&flag_pp=1',
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        'check-jadwal?operator_kode=XTR&kode=XTR-01-1000&tanggal=2026-11-22&jam=25:00',
        400,
        'VALIDATION_ERROR',
      );
      await expectError('check-jadwal?operator_kode=XTR&kode=XTR-01-1000', 400, 'VALIDATION_ERROR');
    });
  });
});
