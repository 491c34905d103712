import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { seats, TOMORROW } from './reservations.fixtures.js';
import { BDG_JKT } from './schedule-test-helpers.js';
import { searchItems } from './search-freshness.js';
import { openStaffDesk, paidBooking, staffPost, staffPut } from './staff.fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** 2026-11-22 is a Sunday (0), 2026-11-23 a Monday (1). */
const MONDAY = '2026-11-23';

/** A schedule's running days and time from the operator console (issue 10). */
describe('staff edits a schedule', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const schedule = (code: string) =>
    t.db
      .selectFrom('schedules')
      .select(['departure_time', 'days_of_week'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  const audits = () =>
    t.db.selectFrom('staff_audit_log').selectAll().where('action', '=', 'jadwal.ubah').execute();
  const found = async (day: string, code: string) =>
    (await searchItems(t, `search-jadwal?${BDG_JKT}&tanggal_berangkat=${day}`)).find(
      (item: Json) => item.jadwal_kode === code,
    );

  it('changes days and time; the next search shows it; audited once', async () => {
    expect((await found(TOMORROW, 'XTR-01-2200'))?.jam_berangkat).toBe('22:00');
    const body = {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-2200',
      jam_berangkat: '22.30',
      hari: [5, 1, 2, 3, 4],
    };
    const res = await staffPut(t, petugasXtr, '/api/staff/jadwal', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-2200',
      jam_berangkat: '22:30',
      hari: [1, 2, 3, 4, 5],
      aktif: true,
      berubah: true,
    });
    expect(await schedule('XTR-01-2200')).toEqual({
      departure_time: '22:30:00',
      days_of_week: [1, 2, 3, 4, 5],
    });
    // Sunday: no longer runs. Monday: at its new time.
    expect(await found(TOMORROW, 'XTR-01-2200')).toBeUndefined();
    expect((await found(MONDAY, 'XTR-01-2200'))?.jam_berangkat).toBe('22:30');
    const [entry] = await audits();
    expect(entry).toMatchObject({
      entity: 'jadwal',
      entity_key: 'XTR/XTR-01-2200',
      before: { jam_berangkat: '22:00', hari: EVERY_DAY },
      after: { jam_berangkat: '22:30', hari: [1, 2, 3, 4, 5] },
    });
    // The same again changes and records nothing.
    const again = await staffPut(t, admin, '/api/staff/jadwal', body);
    expect(again.json().results.berubah).toBe(false);
    expect(await audits()).toHaveLength(1);
  });

  it('never moves or drops a booked trip: 409 naming the date, nothing written', async () => {
    await paidBooking(t, { jadwal_kode: 'XTR-01-1000', kursi: seats('1') });
    const move = await staffPut(t, admin, '/api/staff/jadwal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      jam_berangkat: '10:15',
      hari: EVERY_DAY,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toMatchObject({
      error_code: 'SCHEDULE_HAS_BOOKINGS',
      details: { tanggal: [TOMORROW] },
    });
    expect(move.json().message).toContain('Jam berangkat tidak dapat diubah');
    expect(move.json().message).toContain('22 Nov 2026');
    // Taking Sunday away would drop tomorrow's booked trip; Saturday has none.
    const sunday = await staffPut(t, admin, '/api/staff/jadwal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      jam_berangkat: '10:00',
      hari: [1, 2, 3, 4, 5, 6],
    });
    expect(sunday.statusCode).toBe(409);
    expect(sunday.json().message).toContain('Hari Minggu tidak dapat dihapus');
    expect(await schedule('XTR-01-1000')).toEqual({
      departure_time: '10:00:00',
      days_of_week: EVERY_DAY,
    });
    const saturday = await staffPut(t, admin, '/api/staff/jadwal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      jam_berangkat: '10:00',
      hari: [0, 1, 2, 3, 4, 5],
    });
    expect(saturday.statusCode, saturday.body).toBe(200);

    // Once that departure is cancelled (its booking refunded and told), the time can move.
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: TOMORROW,
      alasan: 'Jadwal dipindah',
    });
    expect(cancel.statusCode).toBe(200);
    const moved = await staffPut(t, admin, '/api/staff/jadwal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      jam_berangkat: '10:15',
      hari: [0, 1, 2, 3, 4, 5],
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuses bad input in Indonesian, and another operator or an unknown schedule with 404', async () => {
    const start = await schedule('XTR-01-1200');
    const base = { operator_kode: 'XTR', jadwal_kode: 'XTR-01-1200' };
    const bad: Array<[unknown, string]> = [
      [{ ...base, jam_berangkat: '25:00', hari: EVERY_DAY }, 'JJ:MM'],
      [{ ...base, jam_berangkat: '7:30', hari: EVERY_DAY }, 'JJ:MM'],
      [{ ...base, jam_berangkat: '07:30', hari: [] }, 'minimal satu hari'],
      [{ ...base, jam_berangkat: '07:30', hari: [7] }, 'Hari 0 (Minggu) sampai 6 (Sabtu)'],
      [{ ...base, jam_berangkat: '07:30', hari: [1, 1] }, 'sekali'],
      [{ ...base, jam_berangkat: '07:30', hari: ['senin'] }, 'angka'],
      [{ ...base, hari: EVERY_DAY }, 'Jam berangkat wajib diisi'],
    ];
    for (const [body, message] of bad) {
      const res = await staffPut(t, admin, '/api/staff/jadwal', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toContain(message);
    }
    const other = await staffPut(t, petugasBry, '/api/staff/jadwal', {
      ...base,
      jam_berangkat: '07:30',
      hari: EVERY_DAY,
    });
    expect(other.statusCode).toBe(404);
    const unknown = await staffPut(t, admin, '/api/staff/jadwal', {
      ...base,
      jadwal_kode: 'XTR-01-0999',
      jam_berangkat: '07:30',
      hari: EVERY_DAY,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(other.json().message);
    // A schedule of another operator named under one's own: the same 404.
    const crossed = await staffPut(t, petugasXtr, '/api/staff/jadwal', {
      operator_kode: 'XTR',
      jadwal_kode: 'BRY-01-0930',
      jam_berangkat: '07:30',
      hari: EVERY_DAY,
    });
    expect(crossed.statusCode).toBe(404);
    expect(await schedule('XTR-01-1200')).toEqual(start);
    expect((await staffPut(t, undefined, '/api/staff/jadwal', {})).statusCode).toBe(401);
  });
});
