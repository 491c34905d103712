import { expect } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { groupListQuery, openedSearchItems } from './group-view.js';
import { BDG_JKT, sellSeats, travelGet } from './schedule-test-helpers.js';

/**
 * What the search index (issue 11, decision 0015) must never do: answer from before a
 * change. Each check warms the index with a search, changes the database the way an
 * operator's tool or SQL console would (there is no API for timetables), and expects the
 * very next search to show it, with no clock moved and no waiting. `reader` is searched;
 * `writer` makes the change: the same app on PGlite, another server instance (its own
 * connection pool) on PostgreSQL. Trips are read as a person sees them since the group
 * view (decision 0023): every group of the search opened through list-jadwal, so a change
 * must show in the next list-jadwal and in the summaries, with no waiting.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wire JSON
type Json = any;

const DAY = '2026-11-22';
const SEARCH = `search-jadwal?${BDG_JKT}&tanggal_berangkat=${DAY}`;

/**
 * The trips of a search as a person sees them: every group of search-jadwal opened through
 * list-jadwal (the group view, decision 0023), each summary checked against its list.
 */
export function searchItems(t: TestApp, query = SEARCH): Promise<Json[]> {
  return openedSearchItems(t, query);
}

async function item(t: TestApp, code: string): Promise<Json | undefined> {
  return (await searchItems(t)).find((found) => found.jadwal_kode === code);
}

async function scheduleId(t: TestApp, code: string): Promise<number> {
  const row = await t.db
    .selectFrom('schedules')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function timetableChangeShowsAtOnce(reader: TestApp, writer: TestApp) {
  expect((await item(reader, 'XTR-01-1000'))?.jam_berangkat).toBe('10:00');
  await writer.db
    .updateTable('schedules')
    .set({ departure_time: '10:35' })
    .where('code', '=', 'XTR-01-1000')
    .execute();
  expect((await item(reader, 'XTR-01-1000'))?.jam_berangkat).toBe('10:35');
}

export async function fareChangeShowsAtOnce(reader: TestApp, writer: TestApp) {
  const before = await item(reader, 'XTR-01-1200');
  const schedule = await writer.db
    .selectFrom('schedules')
    .select(['route_id', 'fare_percent'])
    .where('code', '=', 'XTR-01-1200')
    .executeTakeFirstOrThrow();
  const stops = await writer.db
    .selectFrom('route_stops')
    .select('fare_from_start')
    .where('route_id', '=', schedule.route_id)
    .orderBy('stop_index')
    .execute();
  const span = stops.at(-1)!.fare_from_start - stops[0]!.fare_from_start;
  const fare = (percent: number) => Math.round((span * percent) / 100 / 1000) * 1000;
  expect(before?.harga).toBe(fare(schedule.fare_percent));
  // The schedule's own fare, then the route's stop fares: both are what a fare is made of.
  await writer.db
    .updateTable('schedules')
    .set({ fare_percent: 150 })
    .where('code', '=', 'XTR-01-1200')
    .execute();
  expect((await item(reader, 'XTR-01-1200'))?.harga).toBe(fare(150));
  await writer.db
    .updateTable('route_stops')
    .set({ fare_from_start: stops.at(-1)!.fare_from_start + 40_000 })
    .where('route_id', '=', schedule.route_id)
    .where('stop_index', '=', stops.length - 1)
    .execute();
  const wider = Math.round(((span + 40_000) * 150) / 100 / 1000) * 1000;
  expect((await item(reader, 'XTR-01-1200'))?.harga).toBe(wider);
}

export async function cancellationShowsAtOnce(reader: TestApp, writer: TestApp) {
  const bar = async () =>
    (
      await travelGet(reader, `list-tanggal-jadwal-available?${BDG_JKT}&tanggal_berangkat=${DAY}`)
    ).body.results.list.find((day: Json) => day.tanggal === DAY).jumlah_jadwal;
  const xtrCount = async () =>
    (
      await travelGet(reader, `list-filter-search-jadwal?${BDG_JKT}&tanggal_berangkat=${DAY}`)
    ).body.results.operator.find((op: Json) => op.kode === 'XTR').jumlah;
  const [days, xtr] = [await bar(), await xtrCount()];
  expect(await item(reader, 'XTR-01-1400')).toBeDefined();
  await writer.db
    .insertInto('trip_cancellations')
    .values({ schedule_id: await scheduleId(writer, 'XTR-01-1400'), trip_date: DAY })
    .execute();
  // The list, the date bar and the filter counts all read the same index.
  expect(await item(reader, 'XTR-01-1400')).toBeUndefined();
  expect(await bar()).toBe(days - 1);
  expect(await xtrCount()).toBe(xtr - 1);
  const detail = await travelGet(
    reader,
    `detail-jadwal?operator_kode=XTR&jadwal_kode=XTR-01-1400&tanggal_berangkat=${DAY}`,
  );
  expect(detail.body.results.bisa_dipesan).toBe(false);
  await writer.db.deleteFrom('trip_cancellations').where('trip_date', '=', DAY).execute();
  expect(await item(reader, 'XTR-01-1400')).toBeDefined();
  expect(await bar()).toBe(days);
}

export async function scheduleWithdrawnShowsAtOnce(reader: TestApp, writer: TestApp) {
  expect(await item(reader, 'XTR-01-1600')).toBeDefined();
  await writer.db
    .updateTable('schedules')
    .set({ is_active: false })
    .where('code', '=', 'XTR-01-1600')
    .execute();
  expect(await item(reader, 'XTR-01-1600')).toBeUndefined();
}

export async function placeRenameShowsAtOnce(reader: TestApp, writer: TestApp) {
  const before = (await travelGet(reader, SEARCH)).body.results;
  expect(before.asal.nama).toBe('Bandung');
  await writer.db.updateTable('cities').set({ name: 'Kota Bandung' }).where('id', '=', 1).execute();
  await writer.db
    .updateTable('points')
    .set({ name: 'Pasteur Baru' })
    .where('code', '=', 'BDG-PST')
    .execute();
  const after = (await travelGet(reader, SEARCH)).body.results;
  expect(after.asal.nama).toBe('Kota Bandung');
  const onMap = after.list
    .flatMap((group: Json) => group.list_titik)
    .filter((point: Json) => point.cabang_kode === 'BDG-PST');
  expect(onMap.length).toBeGreaterThan(0);
  for (const point of onMap) expect(point.cabang_nama).toBe('Pasteur Baru');
  const pasteur = (await searchItems(reader)).filter(
    (found: Json) => found.titik_naik.cabang_kode === 'BDG-PST',
  );
  expect(pasteur.length).toBeGreaterThan(0);
  for (const found of pasteur) {
    expect(found.titik_naik).toMatchObject({
      cabang_nama: 'Pasteur Baru',
      kota_nama: 'Kota Bandung',
    });
  }
}

/** A seat taken or freed changes every count at once: seats are never kept in the index. */
export async function seatsTakenAndFreedShowAtOnce(reader: TestApp, writer: TestApp) {
  const code = 'XTR-01-0900';
  const free = async () => (await item(reader, code))?.kursi_tersedia;
  const inList = async () =>
    (
      await travelGet(reader, `list-jadwal?operator_kode=XTR&jurusan_id=1&tanggal_berangkat=${DAY}`)
    ).body.results.list.find((found: Json) => found.jadwal_kode === code).kursi_tersedia;
  // The closed group's figure, and the opened group's list (list-jadwal with its code).
  const group = async () =>
    (await travelGet(reader, SEARCH)).body.results.list.find(
      (found: Json) =>
        found.operator_kode === 'XTR' &&
        found.jurusan_id === 1 &&
        found.list_jam_berangkat.includes('09:00'),
    );
  const inGroup = async () => {
    const found = await group();
    const opened = await travelGet(reader, groupListQuery(SEARCH, found, 'pergi'));
    return opened.body.results.list.find((trip: Json) => trip.jadwal_kode === code).kursi_tersedia;
  };
  const before = await free();
  const groupBefore = (await group()).kursi_tersedia;
  expect(before).toBeGreaterThan(2);
  expect(await inGroup()).toBe(before);
  await sellSeats(writer, code, DAY, ['7', '8']);
  expect(await free()).toBe(before - 2);
  expect(await inList()).toBe(before - 2);
  expect(await inGroup()).toBe(before - 2);
  expect((await group()).kursi_tersedia).toBe(groupBefore - 2);
  await writer.db
    .deleteFrom('reservations')
    .where('code', '=', `T${code.replaceAll('-', '')}78`)
    .execute();
  expect(await free()).toBe(before);
  expect(await inList()).toBe(before);
  expect(await inGroup()).toBe(before);
  expect((await group()).kursi_tersedia).toBe(groupBefore);
}
