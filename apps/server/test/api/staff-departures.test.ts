import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { TEST_TODAY } from '../helpers/test-app.js';
import { DAY_AFTER, oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { openStaffDesk, paidBooking, staffGet } from './staff.fixtures.js';

interface DepartureJson {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
  jam_berangkat: string;
  status: string;
  kursi: { total: number; terjual: number; ditahan: number; kosong: number };
  penumpang: number;
  sudah_naik: number;
  rute: { nama: string; pemberhentian: Array<{ cabang_kode: string; jam: string }> };
  kendaraan: { kode: string; denah: unknown[] };
}

/** The departures of a day for staff (issue 10): scope, seat figures, statuses. */
describe('staff departures of a day', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  beforeAll(async () => {
    ({ t, admin, petugasXtr } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const departures = async (bearer: string, query: Record<string, string>) => {
    const res = await staffGet(t, bearer, '/api/staff/keberangkatan', query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.list as DepartureJson[];
  };
  const find = (list: DepartureJson[], code: string) => {
    const found = list.find((departure) => departure.jadwal_kode === code);
    if (!found) throw new Error(`${code} not listed`);
    return found;
  };

  it('lists every operator for an admin, only their own for a petugas', async () => {
    const all = await departures(admin, { tanggal: TOMORROW });
    const operators = new Set(all.map((departure) => departure.operator_kode));
    expect(operators.size).toBeGreaterThan(5);
    const own = await departures(petugasXtr, { tanggal: TOMORROW });
    expect(new Set(own.map((departure) => departure.operator_kode))).toEqual(new Set(['XTR']));
    expect(own).toEqual(all.filter((departure) => departure.operator_kode === 'XTR'));
    // By time of day.
    const times = own.map((departure) => departure.jam_berangkat);
    expect(times).toEqual([...times].sort());
    const filtered = await departures(admin, { tanggal: TOMORROW, operator_kode: 'xtr' });
    expect(filtered).toEqual(own);
  });

  it('describes route, time, vehicle and an empty departure', async () => {
    const departure = find(await departures(petugasXtr, { tanggal: TOMORROW }), 'XTR-01-1000');
    expect(departure).toMatchObject({
      operator_kode: 'XTR',
      tanggal: TOMORROW,
      jam_berangkat: '10:00',
      status: 'terjadwal',
      rute: { nama: 'Bandung Pasteur - Jakarta Blok M' },
      kendaraan: { kode: 'SHT12' },
      kursi: { total: 12, terjual: 0, ditahan: 0, kosong: 12 },
      penumpang: 0,
      sudah_naik: 0,
    });
    expect(departure.rute.pemberhentian.length).toBeGreaterThanOrEqual(2);
    expect(departure.kendaraan.denah.length).toBeGreaterThan(12);
  });

  it('counts paid seats as sold and running holds as held; an expired hold frees its seat', async () => {
    const departure = {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal_berangkat: TOMORROW,
    };
    await paidBooking(t, { ...departure, kursi: seats('1', '2') });
    await reserveOk(t, oneWay({ ...departure, kursi: seats('3') }));
    let counted = find(await departures(petugasXtr, { tanggal: TOMORROW }), 'XTR-01-1100');
    expect(counted.kursi).toEqual({ total: 12, terjual: 2, ditahan: 1, kosong: 9 });
    expect(counted.penumpang).toBe(2);
    t.clock.advanceMinutes(16);
    counted = find(await departures(petugasXtr, { tanggal: TOMORROW }), 'XTR-01-1100');
    expect(counted.kursi).toEqual({ total: 12, terjual: 2, ditahan: 0, kosong: 10 });
  });

  it('counts a seat sold on one segment of a multi-stop route as taken for the whole route', async () => {
    await paidBooking(t, {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-0600.1-2',
      tanggal_berangkat: TOMORROW,
      kursi: seats('5'),
    });
    const list = await departures(admin, { tanggal: TOMORROW, operator_kode: 'PSR' });
    const whole = find(list, 'PSR-01-0600');
    expect(whole.kursi.terjual).toBe(1);
    expect(whole.kursi.kosong).toBe(whole.kursi.total - 1);
    // Departures are whole routes: no segment codes in the list.
    expect(list.every((departure) => !departure.jadwal_kode.includes('.'))).toBe(true);
  });

  it("shows today's departed buses and the operator's cancelled ones", async () => {
    // 08:00 WIB on TEST_TODAY (plus the minutes moved above): 07:00 has left, 22:00 has not.
    const today = await departures(petugasXtr, { tanggal: TEST_TODAY });
    expect(find(today, 'XTR-01-0700').status).toBe('berangkat');
    expect(find(today, 'XTR-01-2200').status).toBe('terjadwal');
    const dayAfter = await departures(petugasXtr, { tanggal: DAY_AFTER });
    expect(find(dayAfter, 'XTR-01-1200').status).toBe('dibatalkan');
  });

  it("answers 404 for another operator's departures, as for an unknown operator", async () => {
    const other = await staffGet(t, petugasXtr, '/api/staff/keberangkatan', {
      tanggal: TOMORROW,
      operator_kode: 'BRY',
    });
    const unknown = await staffGet(t, admin, '/api/staff/keberangkatan', {
      tanggal: TOMORROW,
      operator_kode: 'NOPE',
    });
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
  });

  it('refuses a bad date in Indonesian and a call without a staff session', async () => {
    const bad = await staffGet(t, admin, '/api/staff/keberangkatan', { tanggal: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Tanggal tidak valid');
    expect(
      (await staffGet(t, undefined, '/api/staff/keberangkatan', { tanggal: TOMORROW })).statusCode,
    ).toBe(401);
  });
});
