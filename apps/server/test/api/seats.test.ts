import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  get,
  oneWay,
  reserveOk,
  seatMap,
  seats,
  takenSeats,
  TOMORROW,
} from './reservations.fixtures.js';

describe('GET /api/travel/kursi', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const xtr = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1400', tanggal_berangkat: TOMORROW };

  it('draws the vehicle: seats with grid positions and availability, plus driver/door/aisle cells', async () => {
    const res = await get(t, '/api/travel/kursi', xtr);
    expect(res.statusCode).toBe(200);
    const map = res.json().results;
    expect(map).toMatchObject({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1400',
      tanggal_berangkat: TOMORROW,
      jam_berangkat: '14:00',
      tanggal_berangkat_utama: TOMORROW,
      tipe_kendaraan: 'shuttle',
      kelas: 'Reguler',
      jumlah_kursi: 12,
      kursi_tersedia: 12,
      list_connecting: [],
    });
    expect(map.harga).toBeGreaterThan(0);
    expect(map.kursi).toHaveLength(12);
    expect(map.kursi[0]).toEqual({ no: '1', baris: 1, kolom: 1, tersedia: true });
    const types = new Set(map.elemen_denah.map((cell: { tipe: string }) => cell.tipe));
    expect(types).toEqual(new Set(['driver', 'door', 'aisle']));
    for (const cell of [...map.kursi, ...map.elemen_denah]) {
      expect(cell.baris).toBeGreaterThanOrEqual(1);
      expect(cell.baris).toBeLessThanOrEqual(map.jumlah_baris);
      expect(cell.kolom).toBeLessThanOrEqual(map.jumlah_kolom);
    }
  });

  it('marks held seats as taken and counts what is left', async () => {
    await reserveOk(t, oneWay({ ...xtr, kursi: seats('3', '4') }));
    const map = await seatMap(t, xtr);
    expect(takenSeats(map)).toEqual(['3', '4']);
    expect(map.kursi_tersedia).toBe(10);
  });

  it('sells a multi-stop route per segment: a seat taken A->B is free B->C but not A->C', async () => {
    const firstHalf = {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-1000.0-1',
      tanggal_berangkat: TOMORROW,
    };
    await reserveOk(t, oneWay({ ...firstHalf, kursi: seats('5') }));
    expect(takenSeats(await seatMap(t, firstHalf))).toEqual(['5']);
    const secondHalf = await seatMap(t, {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-1000.1-2',
      tanggal_berangkat: TOMORROW,
    });
    expect(takenSeats(secondHalf)).toEqual([]);
    const whole = await seatMap(t, {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-1000',
      tanggal_berangkat: TOMORROW,
    });
    expect(takenSeats(whole)).toEqual(['5']);
  });

  it('returns one map per connecting leg', async () => {
    const map = await seatMap(t, {
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      tanggal_berangkat: TOMORROW,
      jadwal_kode_connecting: 'JTN-01-1200',
      operator_kode_connecting: 'JTN',
    });
    expect(map.list_connecting).toHaveLength(1);
    expect(map.list_connecting[0]).toMatchObject({
      jadwal_kode: 'JTN-01-1200',
      kursi_tersedia: 14,
    });
  });

  it('answers the error envelope for bad and unknown input, never a 500', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ jadwal_kode: 'XTR-01-1400', tanggal_berangkat: TOMORROW }, 400, 'VALIDATION_ERROR'],
      [{ ...xtr, tanggal_berangkat: '22-11-2026' }, 400, 'VALIDATION_ERROR'],
      [{ ...xtr, tanggal_berangkat: '2026-02-30' }, 400, 'VALIDATION_ERROR'],
      [{ ...xtr, jadwal_kode: "XTR'; DROP TABLE seat_occupancy; --" }, 404, 'SCHEDULE_NOT_FOUND'],
      [{ ...xtr, jadwal_kode: 'NOPE-99-0000' }, 404, 'SCHEDULE_NOT_FOUND'],
      [{ ...xtr, operator_kode: 'BRY' }, 404, 'SCHEDULE_NOT_FOUND'],
      [{ ...xtr, tanggal_berangkat: '2026-11-01' }, 409, 'SCHEDULE_UNAVAILABLE'],
      [
        { ...xtr, jadwal_kode: 'XTR-01-0400', tanggal_berangkat: '2026-11-21' },
        409,
        'SCHEDULE_UNAVAILABLE',
      ],
      [{ ...xtr, jadwal_kode_connecting: 'A,,B' }, 400, 'VALIDATION_ERROR'],
      [{ ...xtr, jadwal_kode_connecting: 'A,B,C,D' }, 400, 'VALIDATION_ERROR'],
      [{ ...xtr, tanggal_berangkat_utama: '2026-11-30' }, 404, 'SCHEDULE_NOT_FOUND'],
    ];
    for (const [query, status, code] of cases) {
      const res = await get(t, '/api/travel/kursi', query);
      expect({ query, status: res.statusCode, code: res.json().error_code }).toEqual({
        query,
        status,
        code,
      });
    }
  });

  it('needs client credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/travel/kursi', query: xtr });
    expect(res.statusCode).toBe(401);
  });
});
