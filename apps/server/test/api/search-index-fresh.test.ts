import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  cancellationShowsAtOnce,
  fareChangeShowsAtOnce,
  placeRenameShowsAtOnce,
  scheduleWithdrawnShowsAtOnce,
  searchItems,
  seatsTakenAndFreedShowAtOnce,
  timetableChangeShowsAtOnce,
} from './search-freshness.js';

describe('the search index answers every change in the next search (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a timetable change', () => timetableChangeShowsAtOnce(t, t));
  it("a schedule's fare and its route's stop fares", () => fareChangeShowsAtOnce(t, t));
  it('a cancellation and its withdrawal, in the list, date bar, filters and detail', () =>
    cancellationShowsAtOnce(t, t));
  it('a schedule taken out of service', () => scheduleWithdrawnShowsAtOnce(t, t));
  it('a city and a point renamed', () => placeRenameShowsAtOnce(t, t));
  it('a seat taken and freed, in search and list-jadwal', () => seatsTakenAndFreedShowAtOnce(t, t));

  it('a trip leaves the results when it departs, though its entry was built before', async () => {
    const query =
      'search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22';
    const early = await searchItems(t, query);
    expect(early.some((found) => found.jam_berangkat < '10:30')).toBe(true);
    t.clock.set('2026-11-22T03:30:00.000Z'); // 10:30 WIB
    const later = await searchItems(t, query);
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((found) => found.jam_berangkat > '10:30')).toBe(true);
  });

  it('the version moves once per statement on the catalogue tables, and never with seats', async () => {
    const version = async () =>
      (await t.db
        .selectFrom('catalogue_version' as never)
        .selectAll()
        .executeTakeFirstOrThrow()) as {
        version: string | number;
      };
    const start = Number((await version()).version);
    await t.db
      .updateTable('schedules')
      .set({ facilities: ['ac'] })
      .where('code', 'like', 'XTR-%')
      .execute();
    expect(Number((await version()).version)).toBe(start + 1);
    const { sellSeats } = await import('./schedule-test-helpers.js');
    await sellSeats(t, 'XTR-01-2000', '2026-11-22', ['1']);
    expect(Number((await version()).version)).toBe(start + 1);
  });
});

describe('the same, served as production serialises (no schema check, answers reused)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(() => t.close());

  it('a repeated search gets the same bytes; a seat taken and freed, a timetable change', async () => {
    const query =
      'search-jadwal?asal_id=1&asal_tipe=city&tujuan_id=2&tujuan_tipe=city&tanggal_berangkat=2026-11-22';
    const first = await searchItems(t, query);
    expect(await searchItems(t, query)).toEqual(first);
    await seatsTakenAndFreedShowAtOnce(t, t);
    await timetableChangeShowsAtOnce(t, t);
  });
});
