import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { createSchedulesApp, scheduleCalls } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

/**
 * Schedule endpoints besides search, one trip: its detail, its operator's terms and
 * cancellation policy, the check before booking. The lists: schedules-lists.test.ts.
 */
describe('schedule endpoints besides search: one trip', () => {
  let t: TestApp;
  const { get, expectError } = scheduleCalls(() => t);
  beforeAll(async () => {
    t = await createSchedulesApp();
  });
  afterAll(() => t.close());

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
