import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TripService } from '../../src/modules/trips/trip.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectSummaryOfList, groupListQuery } from './group-view.js';
import { BDG_JKT, travelGet } from './schedule-test-helpers.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

const DAY = '2026-11-22';
const SEARCH = `search-jadwal?${BDG_JKT}&tanggal_berangkat=${DAY}`;

/**
 * The group view (issue 11, decision 0023): search-jadwal answers summaries, list-jadwal
 * the schedules of the group a person opens, from the same search index entry.
 */
describe('search-jadwal summaries and list-jadwal per group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers summaries without schedules, each the summary of its list', async () => {
    const { status, body } = await travelGet(t, SEARCH);
    expect(status).toBe(200);
    const xtr = body.results.list.find((group: Json) => group.group_kode === 'XTR|1|0-1');
    expect(xtr).not.toHaveProperty('list_jadwal');
    expect(xtr).toMatchObject({
      operator_kode: 'XTR',
      jurusan_id: 1,
      jam_pertama: '04:00',
      jam_terakhir: '22:00',
      list_titik: [
        { peran: 'naik', cabang_kode: 'BDG-PST' },
        { peran: 'turun', cabang_kode: 'JKT-BLM' },
      ],
    });
    const opened = await travelGet(t, groupListQuery(SEARCH, xtr, 'pergi'));
    expect(opened.status).toBe(200);
    expectSummaryOfList(xtr, opened.body.results.list);
    expect(
      opened.body.results.list.every((item: Json) => item.titik_naik.cabang_kode === 'BDG-PST'),
    ).toBe(true);
  });

  it('opens a connecting group with its legs', async () => {
    const search = `search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=5&tujuan_tipe=city&tanggal_berangkat=${DAY}&show_connecting=1`;
    const groups = (await travelGet(t, search)).body.results.list;
    const connecting = groups.find((group: Json) => group.flag_connecting === 1);
    expect(connecting.list_titik.map((point: Json) => point.peran)).toEqual([
      'naik',
      'transit',
      'turun',
    ]);
    const list = (await travelGet(t, groupListQuery(search, connecting, 'pergi'))).body.results
      .list;
    expectSummaryOfList(connecting, list);
    expect(list.every((item: Json) => item.list_connecting.length === 1)).toBe(true);
  });

  it('applies the search filters across all groups before taking the group', async () => {
    const search = `${SEARCH}&quick_filter=termurah`;
    const groups = (await travelGet(t, search)).body.results.list;
    expect(groups.length).toBeGreaterThan(0);
    const cheapest = groups[0].harga_min;
    // XTR's own group is not among the cheapest: opened with the same filter it lists nothing.
    const all = (await travelGet(t, SEARCH)).body.results.list;
    const dearer = all.find((group: Json) => group.harga_min > cheapest);
    expect((await travelGet(t, groupListQuery(search, dearer, 'pergi'))).body.results.list).toEqual(
      [],
    );
    for (const group of groups) {
      const list = (await travelGet(t, groupListQuery(search, group, 'pergi'))).body.results.list;
      expectSummaryOfList(group, list);
      expect(list.every((item: Json) => item.harga === cheapest)).toBe(true);
    }
  });

  it('opens a return group with the places swapped and the return date', async () => {
    const search = `${SEARCH}&flag_pp=1&tanggal_berangkat_pulang=2026-11-24&sort=harga-termahal`;
    const back = (await travelGet(t, search)).body.results.pulang;
    const group = back.list[0];
    const list = (await travelGet(t, groupListQuery(search, group, 'pulang'))).body.results.list;
    expectSummaryOfList(group, list);
    expect(list.every((item: Json) => item.tanggal_berangkat === '2026-11-24')).toBe(true);
    expect(list.every((item: Json) => item.titik_naik.kota_nama === 'Jakarta')).toBe(true);
    list
      .slice(1)
      .forEach((item: Json, i: number) => expect(list[i].harga).toBeGreaterThanOrEqual(item.harga));
  });

  it('opening a group after its search builds no trips again', async () => {
    const search = `search-jadwal?asal_id=4&asal_tipe=city&tujuan_id=5&tujuan_tipe=city&tanggal_berangkat=${DAY}`;
    const group = (await travelGet(t, search)).body.results.list[0];
    const findTrips = vi.spyOn(TripService.prototype, 'findTrips');
    const findConnections = vi.spyOn(TripService.prototype, 'findConnections');
    try {
      const opened = await travelGet(t, groupListQuery(search, group, 'pergi'));
      expect(opened.body.results.list.length).toBe(group.jumlah_jadwal);
      expect(findTrips).not.toHaveBeenCalled();
      expect(findConnections).not.toHaveBeenCalled();
    } finally {
      findTrips.mockRestore();
      findConnections.mockRestore();
    }
  });

  it('refuses a group code that is not the operator route, or without places, in Indonesian', async () => {
    const base = `list-jadwal?operator_kode=XTR&jurusan_id=1&tanggal_berangkat=${DAY}`;
    const places = `asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city`;
    for (const [query, message] of [
      [`${base}&${places}&group_kode=BRY%7C3%7C0-1`, /tidak sesuai/],
      [`${base}&group_kode=XTR%7C1%7C0-1`, /asal dan tujuan/],
      [`${base}&${places}&group_kode=XTR%7C1%7C0-1%3Cscript%3E`, /Kode grup tidak valid/],
      [`${base}&${places}&harga_min=200000&harga_max=100000`, /Harga maksimum/],
      [`${base}&${places}&sort=acak`, /./],
    ] as const) {
      const res = await travelGet(t, query);
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ status: 'ERROR', error_code: 'VALIDATION_ERROR' });
      expect(res.body.message).toMatch(message);
    }
    // A code of the right operator route that no group has today: nothing, not an error.
    const none = await travelGet(t, `${base}&${places}&group_kode=XTR%7C1%7C5-9`);
    expect(none.status).toBe(200);
    expect(none.body.results.list).toEqual([]);
  });
});
