import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { BDG_JKT, travelGet } from './schedule-test-helpers.js';
import { searchItems } from './search-freshness.js';
import { openStaffDesk, paidBooking, staffGet, staffPost, staffPut } from './staff.fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Bandung Pasteur -> Purwakarta (drop-off only) -> Jakarta Blok M. */
const NEW_ROUTE = {
  operator_kode: 'XTR',
  nama: '  Bandung   - Purwakarta - Jakarta ',
  pemberhentian: [
    { cabang_kode: 'bdg-pst', menit_dari_awal: 0, tarif_dari_awal: 0 },
    {
      cabang_kode: 'PWK-SDG',
      menit_dari_awal: 90,
      tarif_dari_awal: 60000,
      naik: false,
      turun: true,
    },
    { cabang_kode: 'JKT-BLM', menit_dari_awal: 200, tarif_dari_awal: 150000 },
  ],
};

/** XTR-01 as seeded (Bandung Pasteur -> Jakarta Blok M, 180 minutes, Rp 130.000). */
const XTR_01_STOPS = [
  { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
  { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 130000 },
];

/** A grid from text rows (S seat numbered in reading order, D driver, _ aisle, . empty). */
function grid(rows: string[], numbers: string[] = []) {
  const kinds: Record<string, string> = { S: 'seat', D: 'driver', _: 'aisle', '.': 'empty' };
  let n = 0;
  const sel = rows.flatMap((line, r) =>
    [...line].map((char, c) => {
      const jenis = kinds[char]!;
      const cell: Json = { baris: r + 1, kolom: c + 1, jenis };
      if (jenis === 'seat') {
        cell.nomor = numbers[n] ?? String(n + 1);
        n += 1;
      }
      return cell;
    }),
  );
  return { jumlah_baris: rows.length, jumlah_kolom: rows[0]!.length, sel };
}

/** SHT12 as seeded: 'S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.' with P a door. */
function sht12(change: (cells: Json[]) => void = () => {}) {
  const rows = ['S..D', 'P_SS', 'S_SS', 'S_SS', 'SSS.'];
  const kinds: Record<string, string> = {
    S: 'seat',
    D: 'driver',
    P: 'door',
    _: 'aisle',
    '.': 'empty',
  };
  let n = 0;
  const sel: Json[] = rows.flatMap((line, r) =>
    [...line].map((char, c) => {
      const jenis = kinds[char]!;
      return jenis === 'seat'
        ? { baris: r + 1, kolom: c + 1, jenis, nomor: String(++n) }
        : { baris: r + 1, kolom: c + 1, jenis };
    }),
  );
  change(sel);
  return {
    nama: 'Shuttle Hiace 12 Kursi',
    tipe_kendaraan: 'shuttle',
    kelas: 'Reguler',
    jumlah_baris: 5,
    jumlah_kolom: 4,
    sel,
  };
}

/** Routes, seat layouts and new schedules from the operator console (issue 10, decision 0021). */
describe('staff edit routes, seat layouts and schedules', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const audits = (action: string) =>
    t.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const stopsOf = async (code: string) =>
    t.db
      .selectFrom('route_stops')
      .innerJoin('routes', 'routes.id', 'route_stops.route_id')
      .innerJoin('points', 'points.id', 'route_stops.point_id')
      .select(['points.code', 'route_stops.minutes_from_start', 'route_stops.fare_from_start'])
      .where('routes.code', '=', code)
      .orderBy('route_stops.stop_index')
      .execute();
  const cityOf = async (pointCode: string) =>
    (
      await t.db
        .selectFrom('points')
        .select('city_id')
        .where('code', '=', pointCode)
        .executeTakeFirstOrThrow()
    ).city_id;
  const search = async (query: string, code: string) =>
    (await searchItems(t, `search-jadwal?${query}&tanggal_berangkat=${TOMORROW}`)).find(
      (item: Json) => item.jadwal_kode === code,
    );

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
    const [bdg, pwk, jkt] = await Promise.all(['BDG-PST', 'PWK-SDG', 'JKT-BLM'].map(cityOf));
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
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('routes')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
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

  it('never loses a booked stop: structural changes 409 with the departure, safe ones go through', async () => {
    await paidBooking(t, { jadwal_kode: 'XTR-01-1000', kursi: seats('1') });
    const put = (body: unknown) => staffPut(t, petugasXtr, '/api/staff/rute/XTR-01', body);
    const before = await stopsOf('XTR-01');

    const refusals: Array<[Json[], string]> = [
      [
        [
          { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
          { cabang_kode: 'JKT-KNG', menit_dari_awal: 180, tarif_dari_awal: 130000 },
        ],
        'tidak dapat dihapus',
      ],
      [
        [
          { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
          { cabang_kode: 'PWK-SDG', menit_dari_awal: 90, tarif_dari_awal: 60000 },
          { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 130000 },
        ],
        'Pemberhentian baru tidak dapat ditambahkan',
      ],
      [
        [
          { cabang_kode: 'JKT-BLM', menit_dari_awal: 0, tarif_dari_awal: 0 },
          { cabang_kode: 'BDG-PST', menit_dari_awal: 180, tarif_dari_awal: 130000 },
        ],
        'Urutan pemberhentian tidak dapat diubah',
      ],
      [
        [
          { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0 },
          { cabang_kode: 'JKT-BLM', menit_dari_awal: 200, tarif_dari_awal: 130000 },
        ],
        'Waktu tempuh ke',
      ],
      [
        [
          { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0, turun: false },
          { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 130000 },
        ],
        'Naik atau turun di Pasteur tidak dapat ditutup',
      ],
    ];
    for (const [pemberhentian, reason] of refusals) {
      const res = await put({ nama: 'Bandung - Jakarta', pemberhentian });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'ERROR',
        error_code: 'ROUTE_HAS_BOOKINGS',
        details: { keberangkatan: [{ jadwal_kode: 'XTR-01-1000', tanggal: TOMORROW }] },
      });
      expect(res.json().message).toContain(reason);
      expect(res.json().message).toContain('22 Nov 2026 (XTR-01-1000)');
      expect(res.json().message).toContain('Batalkan keberangkatan itu lebih dulu');
    }
    expect(await stopsOf('XTR-01')).toEqual(before);
    expect(await audits('rute.ubah')).toHaveLength(0);

    // A new name and fares: the booking keeps its seat, stop and price. Audited before/after.
    const renamed = await put({
      nama: 'Bandung Pasteur - Jakarta Blok M',
      pemberhentian: [
        XTR_01_STOPS[0],
        { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 135000 },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().results).toMatchObject({
      berubah: true,
      rute: { nama: 'Bandung Pasteur - Jakarta Blok M', pemesanan_aktif: 1 },
    });
    const [entry] = await audits('rute.ubah');
    expect(entry).toMatchObject({
      entity_key: 'XTR/XTR-01',
      before: { nama: expect.any(String), pemberhentian: [{}, { tarif_dari_awal: 130000 }] },
      after: {
        nama: 'Bandung Pasteur - Jakarta Blok M',
        pemberhentian: [{}, { tarif_dari_awal: 135000 }],
      },
    });
    // The same again: nothing changes, nothing recorded.
    const again = await staffPut(t, admin, '/api/staff/rute/XTR-01', {
      nama: 'Bandung Pasteur - Jakarta Blok M',
      pemberhentian: [
        XTR_01_STOPS[0],
        { cabang_kode: 'JKT-BLM', menit_dari_awal: 180, tarif_dari_awal: 135000 },
      ],
    });
    expect(again.json().results.berubah).toBe(false);
    expect(await audits('rute.ubah')).toHaveLength(1);

    // XTR-02 (Jakarta -> Bandung) has no bookings: its times change, and search shows it.
    const [jkt, bdg] = await Promise.all(['JKT-BLM', 'BDG-PST'].map(cityOf));
    const back = `asal_id=${jkt}&asal_tipe=city&tujuan_id=${bdg}&tujuan_tipe=city`;
    expect((await search(back, 'XTR-02-1000'))?.jam_tiba).toBe('13:00');
    const moved = await staffPut(t, admin, '/api/staff/rute/XTR-02', {
      nama: 'Jakarta - Bandung',
      pemberhentian: [
        { cabang_kode: 'JKT-BLM', menit_dari_awal: 0, tarif_dari_awal: 0 },
        { cabang_kode: 'BDG-PST', menit_dari_awal: 210, tarif_dari_awal: 130000 },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await search(back, 'XTR-02-1000'))?.jam_tiba).toBe('13:30');
  });

  it('a held (unpaid) seat counts too; a cancelled departure frees the route', async () => {
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-03-0900', kursi: seats('2') }));
    const res = await staffPut(t, admin, '/api/staff/rute/XTR-03', {
      nama: 'Bandung Dipatiukur - Jakarta Kuningan',
      pemberhentian: [
        { cabang_kode: 'BDG-DPU', menit_dari_awal: 0, tarif_dari_awal: 0 },
        { cabang_kode: 'JKT-KNG', menit_dari_awal: 190, tarif_dari_awal: 140000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('XTR-03-0900');

    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-03-0900',
      tanggal: TOMORROW,
      alasan: 'Rute dipindah',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await staffPut(t, admin, '/api/staff/rute/XTR-03', {
      nama: 'Bandung Dipatiukur - Jakarta Kuningan',
      pemberhentian: [
        { cabang_kode: 'BDG-DPU', menit_dari_awal: 0, tarif_dari_awal: 0 },
        { cabang_kode: 'JKT-KNG', menit_dari_awal: 190, tarif_dari_awal: 140000 },
      ],
    });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('a layout keeps every seat sold or held on a coming departure; adding seats goes through', async () => {
    // Seat 1 of XTR-01-1000 tomorrow was paid above (SHT12); seat 5 is held now.
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('5') }));
    const listed = await staffGet(t, admin, '/api/staff/denah');
    expect(listed.statusCode, listed.body).toBe(200);
    const sht = listed.json().results.denah.find((item: Json) => item.denah_kode === 'SHT12');
    expect(sht.kursi_terpesan).toEqual(['1', '5']);
    expect(sht.operator_kode).toBeNull();

    const noSeatOne = sht12((cells) => {
      cells[0].jenis = 'empty';
      delete cells[0].nomor;
    });
    const res = await staffPut(t, admin, '/api/staff/denah/SHT12', noSeatOne);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'LAYOUT_SEATS_BOOKED',
      details: { kursi: ['1'] },
    });
    expect(res.json().message).toContain('Kursi 1 sudah dipesan pada 22 Nov 2026 (XTR-01-1000)');
    // Renumbering a held seat takes it away as much as removing it.
    const renumbered = await staffPut(
      t,
      admin,
      '/api/staff/denah/SHT12',
      sht12((cells) => {
        const five = cells.find((cell: Json) => cell.nomor === '5');
        five.nomor = '5A';
      }),
    );
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().message).toContain('Kursi 5');
    expect(await audits('denah.ubah')).toHaveLength(0);

    // The empty corner at the back becomes seat 13: nothing booked is lost.
    const grown = await staffPut(
      t,
      admin,
      '/api/staff/denah/SHT12',
      sht12((cells) => {
        const corner = cells.find((cell: Json) => cell.baris === 5 && cell.kolom === 4);
        corner.jenis = 'seat';
        corner.nomor = '13';
      }),
    );
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().results.denah).toMatchObject({
      jumlah_kursi: 13,
      kursi_terpesan: ['1', '5'],
    });
    const [entry] = await audits('denah.ubah');
    expect(entry).toMatchObject({ entity: 'denah', entity_key: 'SHT12' });
    expect((entry!.before as Json).sel).toHaveLength(20);

    // The customer's seat map shows the new seat at once, seat 1 still taken.
    const map = await travelGet(
      t,
      `kursi?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=${TOMORROW}`,
    );
    expect(map.status).toBe(200);
    const legSeats = JSON.stringify(map.body.results);
    expect(legSeats).toContain('"no":"13"');
    expect(legSeats).toContain('"no":"1","baris":1,"kolom":1,"tersedia":false');
  });

  it('refuses a bad layout in Indonesian', async () => {
    const base = { nama: 'Denah Uji', tipe_kendaraan: 'bus', kelas: 'Bisnis' };
    const bad: Array<[unknown, string]> = [
      [{ ...base, ...grid(['SS', 'S']) }, 'harus punya 4 sel'],
      [{ ...base, ...grid(['SS', 'SS'], ['1', '2', '2', '3']) }, 'Nomor kursi 2 dipakai dua kali'],
      [{ ...base, ...grid(['D_', '__']) }, 'minimal punya 1 kursi'],
      [{ ...base, ...grid(['SS'], ['1', '']) }, 'belum bernomor'],
      [{ ...base, ...grid(['SS']), jumlah_baris: 21 }, 'Jumlah baris maksimal 20'],
      [{ ...base, ...grid(['SS']), tipe_kendaraan: 'kapal' }, 'shuttle atau bus'],
      [{ ...base, ...grid(['SS'], ['1', 'A-1']) }, 'hanya huruf dan angka'],
      [
        {
          ...base,
          jumlah_baris: 1,
          jumlah_kolom: 2,
          sel: [
            { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
            { baris: 1, kolom: 1, jenis: 'aisle' },
          ],
        },
        'disebut dua kali',
      ],
      [
        {
          ...base,
          jumlah_baris: 1,
          jumlah_kolom: 2,
          sel: [
            { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
            { baris: 1, kolom: 2, jenis: 'aisle', nomor: '2' },
          ],
        },
        'Hanya kursi yang bernomor',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await staffPost(t, admin, '/api/staff/denah', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
  });
});
