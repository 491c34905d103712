import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestApp } from '../helpers/test-app.js';
import { BDG_JKT } from './schedule-test-helpers.js';
import { openStaffDesk, staffGet, staffPost, staffPut } from './staff.fixtures.js';
import {
  cityOf,
  EVERY_DAY,
  grid,
  type Json,
  NEW_ROUTE,
  searchTomorrow,
  sht12,
  staffAudits,
  XTR_01_STOPS,
} from './staff-timetable.fixtures.js';

/** Routes and new schedules from the operator console (issue 10, decision 0021): created, refused, scoped to the own operator. */
describe('staff edit routes, seat layouts and schedules', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const audits = (action: string) => staffAudits(t, action);
  const cityOfPoint = (pointCode: string) => cityOf(t, pointCode);
  const search = (query: string, code: string) => searchTomorrow(t, query, code);

  it('an admin creates a route and a schedule; the next search sells it; both audited', async () => {
    const created = await staffPost(t, admin, '/api/staff/rute', NEW_ROUTE);
    expect(created.statusCode, created.body).toBe(200);
    const route = created.json().results.rute;
    // XTR has XTR-01 to XTR-04 in the demo catalogue.
    expect(route).toMatchObject({
      rute_kode: 'XTR-05',
      operator_kode: 'XTR',
      nama: 'Bandung - Purwakarta - Jakarta',
      jadwal: [],
      pemesanan_aktif: 0,
    });
    expect(
      route.pemberhentian.map((stop: Json) => [stop.cabang_kode, stop.naik, stop.turun]),
    ).toEqual([
      ['BDG-PST', true, true],
      ['PWK-SDG', false, true],
      ['JKT-BLM', true, true],
    ]);
    expect(await search(BDG_JKT, 'XTR-05-1337')).toBeUndefined();

    const schedule = await staffPost(t, admin, '/api/staff/rute/xtr-05/jadwal', {
      denah_kode: 'SHT12',
      jam_berangkat: '13.37',
      hari: EVERY_DAY,
    });
    expect(schedule.statusCode, schedule.body).toBe(200);
    expect(schedule.json().results).toEqual({
      operator_kode: 'XTR',
      rute_kode: 'XTR-05',
      jadwal_kode: 'XTR-05-1337',
      denah_kode: 'SHT12',
      jam_berangkat: '13:37',
      hari: EVERY_DAY,
      persen_tarif: 100,
      berlaku_mulai: '2026-11-21',
    });

    // The very next search, no clock moved: the whole route at its fare.
    const found = await search(BDG_JKT, 'XTR-05-1337');
    expect(found, 'new schedule in search').toBeDefined();
    expect(found).toMatchObject({ jam_berangkat: '13:37', jam_tiba: '16:57' });
    expect(found.harga).toBe(150000);

    // Purwakarta is drop-off only: sold Bandung -> Purwakarta, never Purwakarta -> Jakarta.
    const [bdg, pwk, jkt] = await Promise.all(['BDG-PST', 'PWK-SDG', 'JKT-BLM'].map(cityOfPoint));
    const place = (from: number, to: number) =>
      `asal_id=${from}&asal_tipe=city&tujuan_id=${to}&tujuan_tipe=city`;
    expect(await search(place(bdg!, pwk!), 'XTR-05-1337.0-1')).toBeDefined();
    expect(await search(place(pwk!, jkt!), 'XTR-05-1337.1-2')).toBeUndefined();

    const [routeAudit] = await audits('rute.buat');
    expect(routeAudit).toMatchObject({
      entity: 'rute',
      entity_key: 'XTR/XTR-05',
      before: null,
      after: { nama: 'Bandung - Purwakarta - Jakarta' },
    });
    expect(routeAudit!.after).toMatchObject({
      pemberhentian: [
        { cabang_kode: 'BDG-PST', menit_dari_awal: 0, naik: true },
        { cabang_kode: 'PWK-SDG', menit_dari_awal: 90, naik: false, turun: true },
        { cabang_kode: 'JKT-BLM', menit_dari_awal: 200, tarif_dari_awal: 150000 },
      ],
    });
    const [scheduleAudit] = await audits('jadwal.buat');
    expect(scheduleAudit).toMatchObject({
      entity_key: 'XTR/XTR-05-1337',
      after: { jadwal_kode: 'XTR-05-1337', denah_kode: 'SHT12' },
    });

    // A second schedule at the same time gets its own code.
    const second = await staffPost(t, petugasXtr, '/api/staff/rute/XTR-05/jadwal', {
      denah_kode: 'SHT10',
      jam_berangkat: '13:37',
      hari: [1, 2],
      persen_tarif: 120,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().results.jadwal_kode).toBe('XTR-05-1337-2');
  });

  it('refuses a bad route in Indonesian and writes nothing', async () => {
    const count = () => countRows(t, 'routes');
    const before = await count();
    const stop = (cabang_kode: string, menit_dari_awal: number, tarif_dari_awal: number) => ({
      cabang_kode,
      menit_dari_awal,
      tarif_dari_awal,
    });
    const base = { operator_kode: 'XTR', nama: 'Rute Uji' };
    const bad: Array<[unknown, string]> = [
      [{ ...base, pemberhentian: [stop('BDG-PST', 0, 0)] }, 'minimal punya 2 pemberhentian'],
      [
        { ...base, pemberhentian: [stop('BDG-PST', 0, 0), stop('bdg-pst', 60, 5000)] },
        'setiap titik cukup sekali',
      ],
      [
        {
          ...base,
          pemberhentian: [
            stop('BDG-PST', 0, 0),
            stop('PWK-SDG', 90, 50000),
            stop('JKT-BLM', 90, 90000),
          ],
        },
        'Waktu pemberhentian 3 harus lebih lambat dari pemberhentian 2',
      ],
      [{ ...base, pemberhentian: [stop('BDG-PST', 10, 0), stop('JKT-BLM', 90, 90000)] }, 'menit 0'],
      [
        { ...base, pemberhentian: [stop('BDG-PST', 0, 0), stop('JKT-BLM', 90, 500)] },
        'minimal Rp 1.000',
      ],
      [
        {
          ...base,
          pemberhentian: [stop('BDG-PST', 0, 0), { ...stop('JKT-BLM', 90, 9000), turun: false }],
        },
        'harus dapat turun di pemberhentian terakhir',
      ],
      [
        { ...base, pemberhentian: [stop('BDG-PST', 0, 0), stop('JKT-BLM', -5, 9000)] },
        'Waktu tempuh minimal 0',
      ],
      [
        { ...base, pemberhentian: [stop('BDG-PST', 0, 0), stop('JKT-BLM', 1.5, 9000)] },
        'bilangan bulat',
      ],
      [{ ...base, nama: 'A', pemberhentian: XTR_01_STOPS }, 'Nama rute minimal 3 karakter'],
      [{ operator_kode: 'XTR', pemberhentian: XTR_01_STOPS }, 'Nama rute wajib diisi'],
      [{ ...base, pemberhentian: 'BDG-PST' }, 'daftar'],
      [{ ...base, pemberhentian: [stop('', 0, 0), stop('JKT-BLM', 60, 9000)] }, 'Pilih titik'],
      [{ ...base, nama: 'Rute\u0000Uji', pemberhentian: XTR_01_STOPS }, 'tidak diizinkan'],
    ];
    for (const [body, message] of bad) {
      const res = await staffPost(t, admin, '/api/staff/rute', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
    const unknown = await staffPost(t, admin, '/api/staff/rute', {
      ...base,
      pemberhentian: [stop('BDG-PST', 0, 0), stop('XXX-NOPE', 60, 9000)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Titik XXX-NOPE tidak dikenal');
    expect(await count()).toBe(before);
  });

  it('a petugas reaches only their own operator: 404 for another on every endpoint', async () => {
    const mine = await staffGet(t, petugasBry, '/api/staff/rute');
    expect(mine.statusCode).toBe(200);
    const codes = mine.json().results.rute.map((route: Json) => route.operator_kode);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['BRY']));
    expect(mine.json().results.cabang).toContainEqual({
      cabang_kode: 'PWK-SDG',
      cabang_nama: expect.any(String),
      kota_nama: expect.any(String),
    });

    const refused = [
      await staffGet(t, petugasBry, '/api/staff/rute', { operator_kode: 'XTR' }),
      await staffPost(t, petugasBry, '/api/staff/rute', { ...NEW_ROUTE, operator_kode: 'XTR' }),
      await staffPut(t, petugasBry, '/api/staff/rute/XTR-01', {
        nama: 'Diambil alih',
        pemberhentian: XTR_01_STOPS,
      }),
      await staffPost(t, petugasBry, '/api/staff/rute/XTR-01/jadwal', {
        denah_kode: 'SHT12',
        jam_berangkat: '09:09',
        hari: EVERY_DAY,
      }),
      await staffGet(t, petugasBry, '/api/staff/denah', { operator_kode: 'XTR' }),
      await staffPost(t, petugasBry, '/api/staff/denah', {
        ...sht12(),
        nama: 'Denah curian',
        operator_kode: 'XTR',
      }),
      await staffPut(t, admin, '/api/staff/rute/NOPE-99', {
        nama: 'Tidak ada',
        pemberhentian: XTR_01_STOPS,
      }),
      await staffGet(t, admin, '/api/staff/rute', { operator_kode: 'NOPE' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().status).toBe('ERROR');
    }
    expect(
      (
        await t.db
          .selectFrom('routes')
          .select('name')
          .where('code', '=', 'XTR-01')
          .executeTakeFirst()
      )?.name,
    ).not.toBe('Diambil alih');

    // An XTR layout: XTR's petugas sees and changes it, BRY's gets 404 as if it were not there.
    const layout = await staffPost(t, petugasXtr, '/api/staff/denah', {
      ...grid(['S.D', 'S_S']),
      nama: 'Elf XTR',
      tipe_kendaraan: 'shuttle',
      kelas: 'Reguler',
      operator_kode: '',
    });
    expect(layout.statusCode, layout.body).toBe(200);
    expect(layout.json().results.denah).toMatchObject({
      denah_kode: 'XTR-DENAH-01',
      operator_kode: 'XTR',
      jumlah_kursi: 3,
    });
    const bryLayouts = await staffGet(t, petugasBry, '/api/staff/denah');
    expect(bryLayouts.statusCode, bryLayouts.body).toBe(200);
    const bryCodes = bryLayouts.json().results.denah.map((item: Json) => item.denah_kode);
    expect(bryCodes).toContain('SHT12');
    expect(bryCodes).not.toContain('XTR-DENAH-01');
    const steal = await staffPut(t, petugasBry, '/api/staff/denah/XTR-DENAH-01', {
      ...grid(['S.D', 'S_S']),
      nama: 'Elf BRY',
      tipe_kendaraan: 'shuttle',
      kelas: 'Reguler',
    });
    expect(steal.statusCode).toBe(404);
    // A BRY schedule may not run with XTR's own layout either.
    const bryRoute = mine.json().results.rute[0].rute_kode as string;
    const borrowed = await staffPost(t, petugasBry, `/api/staff/rute/${bryRoute}/jadwal`, {
      denah_kode: 'XTR-DENAH-01',
      jam_berangkat: '09:09',
      hari: EVERY_DAY,
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe('Denah tidak ditemukan.');

    // A shared layout: only an admin changes it.
    const shared = await staffPut(t, petugasXtr, '/api/staff/denah/SHT12', sht12());
    expect(shared.statusCode).toBe(403);
    expect(shared.json().message).toContain('Denah bersama hanya dapat diubah admin');

    const anonymous = await staffGet(t, undefined, '/api/staff/denah');
    expect(anonymous.statusCode).toBe(401);
  });
});
