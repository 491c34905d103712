import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { seats, TOMORROW } from './reservations.fixtures.js';
import { searchItems } from './search-freshness.js';
import { openStaffDesk, paidBooking, staffGet, staffPost, staffPut } from './staff.fixtures.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

/** Sales per day and route, and fares per segment (issue 10). */
describe('staff sales and fares', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let petugasBry: string;
  let revenue = 0;
  let pair: { code: string; guestToken: string };

  beforeAll(async () => {
    ({ t, admin, petugasXtr, petugasBry } = await openStaffDesk());
    for (const [jadwal, kursi] of [
      ['XTR-01-1000', seats('1', '2')],
      ['XTR-01-1100', seats('5')],
    ] as const) {
      const booked = await paidBooking(t, { jadwal_kode: jadwal, kursi });
      if (jadwal === 'XTR-01-1000') pair = booked;
    }
    const fares = await t.db
      .selectFrom('reservation_passengers')
      .select(['fare', 'promo_discount'])
      .execute();
    revenue = fares.reduce((sum, row) => sum + row.fare - row.promo_discount, 0);
  });
  afterAll(() => t.close());

  const sales = (bearer: string, query: Record<string, string>) =>
    staffGet(t, bearer, '/api/staff/penjualan', query);

  it('answers seats sold, capacity, load factor and revenue per day and route', async () => {
    const res = await sales(petugasXtr, { dari: TOMORROW, sampai: TOMORROW });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().results;
    const xtr01 = report.list.find((row: Json) => row.rute_kode === 'XTR-01');
    const running = await t.db
      .selectFrom('schedules')
      .innerJoin('routes', 'routes.id', 'schedules.route_id')
      .innerJoin('seat_layouts', 'seat_layouts.id', 'schedules.layout_id')
      .select(['seat_layouts.seat_count'])
      .where('routes.code', '=', 'XTR-01')
      .where('schedules.is_active', '=', true)
      .execute();
    const capacity = running.reduce((sum, row) => sum + row.seat_count, 0);
    expect(xtr01).toEqual({
      tanggal: TOMORROW,
      operator_kode: 'XTR',
      operator_nama: expect.any(String),
      rute_kode: 'XTR-01',
      rute_nama: expect.any(String),
      keberangkatan: running.length,
      kursi_terjual: 3,
      kapasitas: capacity,
      load_factor: Math.round((3 / capacity) * 1000) / 1000,
      pendapatan: revenue,
    });
    // A petugas sees only their operator's routes; the totals add the rows up.
    expect(report.list.every((row: Json) => row.operator_kode === 'XTR')).toBe(true);
    expect(report.operator_kode).toBe('XTR');
    expect(report.total.kursi_terjual).toBe(3);
    expect(report.total.pendapatan).toBe(revenue);
    expect(report.total.kapasitas).toBe(
      report.list.reduce((sum: number, row: Json) => sum + row.kapasitas, 0),
    );
    // Other days: nothing sold, the departures still counted.
    const week = await sales(admin, { dari: TOMORROW, sampai: '2026-11-28', operator_kode: 'XTR' });
    const days = new Set(week.json().results.list.map((row: Json) => row.tanggal));
    expect(days.size).toBe(7);
    expect(week.json().results.total.kursi_terjual).toBe(3);
  });

  it("leaves a passenger the booker cancelled out of seats sold and revenue, the booking's others kept", async () => {
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/travel/batal-reservasi',
      headers: {
        authorization: `Basic ${Buffer.from('lintas-web:dev-web-secret').toString('base64')}`,
        'x-guest-token': pair.guestToken,
      },
      payload: { reservasi_kode: pair.code, penumpang: [2], konfirmasi: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = await t.db
      .selectFrom('reservation_passengers')
      .select(['fare', 'promo_discount'])
      .where('cancelled_at', 'is not', null)
      .execute();
    expect(gone).toHaveLength(1);
    const report = (await sales(petugasXtr, { dari: TOMORROW, sampai: TOMORROW })).json().results;
    const xtr01 = report.list.find((row: Json) => row.rute_kode === 'XTR-01');
    expect(xtr01).toMatchObject({
      kursi_terjual: 2,
      pendapatan: revenue - (gone[0]!.fare - gone[0]!.promo_discount),
    });
    revenue -= gone[0]!.fare - gone[0]!.promo_discount;
  });

  it('leaves a cancelled departure out of capacity and sales', async () => {
    const before = (await sales(admin, { dari: TOMORROW, sampai: TOMORROW, operator_kode: 'XTR' }))
      .json()
      .results.list.find((row: Json) => row.rute_kode === 'XTR-01');
    const cancel = await staffPost(t, admin, '/api/staff/keberangkatan/batal', {
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal: TOMORROW,
      alasan: 'Kendaraan rusak',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (await sales(admin, { dari: TOMORROW, sampai: TOMORROW, operator_kode: 'XTR' }))
      .json()
      .results.list.find((row: Json) => row.rute_kode === 'XTR-01');
    expect(after.keberangkatan).toBe(before.keberangkatan - 1);
    expect(after.kapasitas).toBe(before.kapasitas - 12);
    expect(after.kursi_terjual).toBe(before.kursi_terjual - 1);
  });

  it('exports CSV with a BOM, CRLF, quoted cells and formula guard', async () => {
    await t.db
      .updateTable('operators')
      .set({ name: '=HYPERLINK("http://x")' })
      .where('code', '=', 'XTR')
      .execute();
    const res = await sales(petugasXtr, { dari: TOMORROW, sampai: TOMORROW, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="penjualan-${TOMORROW}-${TOMORROW}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF"Tanggal","Operator","Kode Rute"')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    const row = lines.find((line) => line.includes('"XTR-01"'))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    // Seats 1 and 5 were sold; 2 was cancelled by its booker, 5's departure by the operator.
    expect(row).toMatch(/^"2026-11-22",.*,"1","\d+","0\.\d{3}","\d+"$/);
    expect(lines.at(-2)).toMatch(/^"Total","","","",/);
  });

  it('refuses bad periods in Indonesian and another operator with 404', async () => {
    const bad: Array<[Record<string, string>, string]> = [
      [{ dari: '2026-11-25', sampai: TOMORROW }, 'sebelum'],
      [{ dari: '2026-01-01', sampai: '2026-12-31' }, 'maksimal 92 hari'],
      [{ dari: '2026-13-01', sampai: TOMORROW }, 'Tanggal tidak valid'],
      [{ dari: TOMORROW }, ''],
      [{ dari: TOMORROW, sampai: TOMORROW, format: 'xls' }, 'json atau csv'],
    ];
    for (const [query, message] of bad) {
      const res = await sales(admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
      if (message) expect(res.json().message).toContain(message);
    }
    const other = await sales(petugasBry, {
      dari: TOMORROW,
      sampai: TOMORROW,
      operator_kode: 'XTR',
    });
    expect(other.statusCode).toBe(404);
    const own = await sales(petugasBry, { dari: TOMORROW, sampai: TOMORROW });
    expect(own.json().results.list.every((row: Json) => row.operator_kode === 'BRY')).toBe(true);
    expect(
      (await sales(admin, { dari: TOMORROW, sampai: TOMORROW, operator_kode: 'NOPE' })).statusCode,
    ).toBe(404);
    expect((await staffGet(t, undefined, '/api/staff/penjualan', {})).statusCode).toBe(401);
  });

  describe('fares', () => {
    const route = { operator_kode: 'XTR', rute_kode: 'XTR-01' };
    const fareTable = async () =>
      (await staffGet(t, admin, '/api/staff/tarif', route)).json().results.rute[0] as Json;
    const catalogueState = async () => ({
      stops: await t.db
        .selectFrom('route_stops')
        .select(['route_id', 'stop_index', 'fare_from_start'])
        .orderBy('route_id')
        .orderBy('stop_index')
        .execute(),
      percents: await t.db.selectFrom('schedules').select(['code', 'fare_percent']).execute(),
      audit: (
        await t.db
          .selectFrom('staff_audit_log')
          .select('id')
          .where('action', '=', 'tarif.ubah')
          .execute()
      ).length,
    });

    it("lists a route's stops, hop fares and schedules", async () => {
      const res = await staffGet(t, petugasXtr, '/api/staff/tarif', { operator_kode: 'XTR' });
      expect(res.statusCode, res.body).toBe(200);
      const routes = res.json().results.rute;
      expect(routes.map((r: Json) => r.rute_kode)).toContain('XTR-01');
      const psr = (
        await staffGet(t, admin, '/api/staff/tarif', { operator_kode: 'PSR', rute_kode: 'PSR-01' })
      ).json().results.rute[0];
      expect(psr.pemberhentian).toHaveLength(3);
      expect(psr.segmen).toEqual([
        expect.objectContaining({ dari_urutan: 0, ke_urutan: 1, tarif: expect.any(Number) }),
        expect.objectContaining({ dari_urutan: 1, ke_urutan: 2, tarif: expect.any(Number) }),
      ]);
      expect(psr.segmen[0].tarif + psr.segmen[1].tarif).toBe(
        psr.pemberhentian[2].tarif_dari_awal - psr.pemberhentian[0].tarif_dari_awal,
      );
      expect(psr.jadwal[0]).toMatchObject({
        jadwal_kode: expect.stringMatching(/^PSR-01-/),
        persen_tarif: expect.any(Number),
        hari: expect.any(Array),
      });
    });

    it('a fare change shows in the very next search, and is audited with before and after', async () => {
      const before = (await searchItems(t)).find(
        (item: Json) => item.jadwal_kode === 'XTR-01-1200',
      );
      const table = await fareTable();
      const schedule = table.jadwal.find((item: Json) => item.jadwal_kode === 'XTR-01-1200');
      expect(before.harga).toBe(schedule.tarif_penuh);

      const res = await staffPut(t, petugasXtr, '/api/staff/tarif', {
        ...route,
        segmen: [{ dari_urutan: 0, tarif: 150_000 }],
        jadwal: [{ jadwal_kode: 'XTR-01-1200', persen_tarif: 120 }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json().results.rute[0];
      expect(updated.segmen[0].tarif).toBe(150_000);
      expect(updated.jadwal.find((item: Json) => item.jadwal_kode === 'XTR-01-1200')).toMatchObject(
        { persen_tarif: 120, tarif_penuh: 180_000 },
      );
      const after = (await searchItems(t)).find((item: Json) => item.jadwal_kode === 'XTR-01-1200');
      expect(after.harga).toBe(180_000);
      const other = (await searchItems(t)).find((item: Json) => item.jadwal_kode === 'XTR-01-1300');
      const otherPercent = table.jadwal.find((item: Json) => item.jadwal_kode === 'XTR-01-1300')
        .persen_tarif as number;
      expect(other.harga).toBe(Math.round((150_000 * otherPercent) / 100 / 1000) * 1000);

      const [entry] = await t.db
        .selectFrom('staff_audit_log')
        .selectAll()
        .where('action', '=', 'tarif.ubah')
        .execute();
      expect(entry).toMatchObject({
        entity: 'rute',
        entity_key: 'XTR/XTR-01',
        before: {
          segmen: [{ dari_urutan: 0, tarif: table.segmen[0].tarif }],
          jadwal: expect.arrayContaining([
            { jadwal_kode: 'XTR-01-1200', persen_tarif: schedule.persen_tarif },
          ]),
        },
        after: {
          segmen: [{ dari_urutan: 0, tarif: 150_000 }],
          jadwal: expect.arrayContaining([{ jadwal_kode: 'XTR-01-1200', persen_tarif: 120 }]),
        },
      });
      // The same fares again change nothing and record nothing.
      const again = await staffPut(t, admin, '/api/staff/tarif', {
        ...route,
        segmen: [{ dari_urutan: 0, tarif: 150_000 }],
      });
      expect(again.statusCode).toBe(200);
      expect((await catalogueState()).audit).toBe(1);
    });

    it('refuses bad fares in Indonesian and changes nothing', async () => {
      const start = await catalogueState();
      const bad: Array<[unknown, string]> = [
        [{ ...route, segmen: [{ dari_urutan: 0, tarif: 0 }] }, 'Tarif minimal Rp 1.000'],
        [{ ...route, segmen: [{ dari_urutan: 0, tarif: -5000 }] }, 'Tarif minimal'],
        [{ ...route, segmen: [{ dari_urutan: 0, tarif: 1500.5 }] }, 'bilangan bulat'],
        [{ ...route, segmen: [{ dari_urutan: 0, tarif: '150000' }] }, 'angka rupiah'],
        [{ ...route, segmen: [{ dari_urutan: 0, tarif: 20_000_000 }] }, 'Tarif maksimal'],
        [{ ...route, segmen: [] }, 'Isi tarif setiap segmen'],
        [{ ...route, segmen: [{ dari_urutan: 1, tarif: 50_000 }] }, 'tepat sekali'],
        [
          {
            ...route,
            segmen: [
              { dari_urutan: 0, tarif: 50_000 },
              { dari_urutan: 0, tarif: 60_000 },
            ],
          },
          'tepat sekali',
        ],
        [
          {
            ...route,
            segmen: [{ dari_urutan: 0, tarif: 50_000 }],
            jadwal: [{ jadwal_kode: 'PSR-01-0600', persen_tarif: 100 }],
          },
          'bukan jadwal rute',
        ],
        [
          {
            ...route,
            segmen: [{ dari_urutan: 0, tarif: 50_000 }],
            jadwal: [{ jadwal_kode: 'XTR-01-1200', persen_tarif: 5 }],
          },
          'Persen tarif minimal 10',
        ],
        [{ operator_kode: 'XTR', segmen: [{ dari_urutan: 0, tarif: 50_000 }] }, ''],
      ];
      for (const [body, message] of bad) {
        const res = await staffPut(t, admin, '/api/staff/tarif', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json()).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
        if (message) expect(res.json().message).toContain(message);
      }
      expect(await catalogueState()).toEqual(start);
    });

    it('answers a petugas of another operator 404 on reading and changing, and writes nothing', async () => {
      const start = await catalogueState();
      const read = await staffGet(t, petugasBry, '/api/staff/tarif', route);
      expect(read.statusCode).toBe(404);
      const write = await staffPut(t, petugasBry, '/api/staff/tarif', {
        ...route,
        segmen: [{ dari_urutan: 0, tarif: 99_000 }],
      });
      expect(write.statusCode).toBe(404);
      expect(write.json().message).toBe(read.json().message);
      // An unknown route or operator answers the same way.
      expect(
        (await staffGet(t, admin, '/api/staff/tarif', { operator_kode: 'XTR', rute_kode: 'NOPE' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await staffPut(t, admin, '/api/staff/tarif', {
            operator_kode: 'XTR',
            rute_kode: 'PSR-01',
            segmen: [{ dari_urutan: 0, tarif: 99_000 }],
          })
        ).statusCode,
      ).toBe(404);
      expect(await catalogueState()).toEqual(start);
    });
  });
});
