import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { openStaffDesk, paidBooking, staffPost, staffPut } from './staff.fixtures.js';
import {
  cityOf,
  type Json,
  routeStops,
  searchTomorrow,
  staffAudits,
  XTR_01_STOPS,
} from './staff-timetable.fixtures.js';

/** Changing a route with bookings on it (issue 10, decision 0021): no booked stop is lost. */
describe('staff edit routes with bookings on them', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;

  beforeAll(async () => {
    ({ t, admin, petugasXtr } = await openStaffDesk());
  });
  afterAll(() => t.close());

  const audits = (action: string) => staffAudits(t, action);
  const stopsOf = (code: string) => routeStops(t, code);
  const cityOfPoint = (pointCode: string) => cityOf(t, pointCode);
  const search = (query: string, code: string) => searchTomorrow(t, query, code);

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
    const [jkt, bdg] = await Promise.all(['JKT-BLM', 'BDG-PST'].map(cityOfPoint));
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
});
