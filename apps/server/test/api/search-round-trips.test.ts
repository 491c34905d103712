import {
  dateBarQuerySchema,
  listScheduleQuerySchema,
  scheduleDatesQuerySchema,
  scheduleFilterQuerySchema,
  searchScheduleQuerySchema,
} from '@lintas/domain/schedule-query-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRepository } from '../../src/modules/catalog/catalog.repository.js';
import { CatalogService } from '../../src/modules/catalog/catalog.service.js';
import { ReviewRepository } from '../../src/modules/reviews/review.repository.js';
import { ReviewService } from '../../src/modules/reviews/review.service.js';
import { ScheduleService } from '../../src/modules/schedules/schedule.service.js';
import { TripRepository } from '../../src/modules/trips/trip.repository.js';
import { TripService } from '../../src/modules/trips/trip.service.js';
import { statementCounter } from '../helpers/statement-counter.js';
import { createTestApp, type TestApp, TEST_NOW } from '../helpers/test-app.js';
import { BDG_JKT, sellSeats } from './schedule-test-helpers.js';

/**
 * Decision 0029: a search is bound by its round trips to the database (a CPU profile
 * under search load was mostly the statements' writes and GC), so a search whose
 * catalogue has not changed since the process last read it costs one statement: the
 * catalogue's version, the shown trips' free seats and the shown operators' ratings read
 * together. Before it the same search ran three, one after the other. Every statement the
 * schedules, trips, catalog and reviews modules run is counted here, on a handle of their
 * own, wired as services.ts wires them.
 */
describe('a repeated search in one round trip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(TEST_NOW);
  });
  afterAll(() => t.close());

  /** The schedule calls on a handle whose statements are counted. */
  function countedSchedules() {
    const counter = statementCounter();
    const db = t.db.withPlugin(counter.plugin);
    const schedules = new ScheduleService(
      new TripService(new TripRepository(db), t.clock),
      new CatalogService(new CatalogRepository(db)),
      t.clock,
      new ReviewService(new ReviewRepository(db), t.clock),
    );
    /** The statements `run` costs once it has run before (the index and caches warm). */
    const again = async <T>(run: () => Promise<T>) => {
      const first = await run();
      counter.statements = 0;
      const second = await run();
      // The same answer as the first time: nothing read fresh changed in between.
      expect(second).toEqual(first);
      return { statements: counter.statements, answer: second };
    };
    return { schedules, counter, again };
  }

  const query = (text: string) => Object.fromEntries(new URLSearchParams(text));
  const DAY = '2026-11-22';
  const SEARCH = `${BDG_JKT}&tanggal_berangkat=${DAY}`;

  it('search-jadwal, list-jadwal, the filters, the dates and the date bar: one statement each', async () => {
    const { schedules, again } = countedSchedules();
    const search = searchScheduleQuerySchema.parse(query(SEARCH));
    const found = await again(() => schedules.search(search));
    expect(found.statements).toBe(1);
    expect(found.answer.list.length).toBeGreaterThan(0);

    // 'tersedia' filters on seats: every offer's are read, still in the one statement.
    const available = searchScheduleQuerySchema.parse(query(`${SEARCH}&quick_filter=tersedia`));
    expect((await again(() => schedules.search(available))).statements).toBe(1);

    // A return trip: both legs' seats and ratings in the one statement.
    const both = searchScheduleQuerySchema.parse(
      query(`${SEARCH}&flag_pp=1&tanggal_berangkat_pulang=2026-11-24`),
    );
    const returnTrip = await again(() => schedules.search(both));
    expect(returnTrip.statements).toBe(1);
    expect(returnTrip.answer.pulang?.list.length).toBeGreaterThan(0);

    // An opened group: the operator and route checked against the catalogue cache.
    const group = found.answer.list[0]!;
    const list = listScheduleQuerySchema.parse(
      query(
        `${SEARCH}&operator_kode=${group.operator_kode}&jurusan_id=${group.jurusan_id}&group_kode=${encodeURIComponent(group.group_kode)}`,
      ),
    );
    const opened = await again(() => schedules.list(list));
    expect(opened.statements).toBe(1);
    expect(opened.answer.list.length).toBe(group.jumlah_jadwal);

    const filters = scheduleFilterQuerySchema.parse(query(SEARCH));
    expect((await again(() => schedules.filters(filters))).statements).toBe(1);
    const dates = scheduleDatesQuerySchema.parse(query(`${SEARCH}&jumlah_hari=7`));
    expect((await again(() => schedules.dates(dates))).statements).toBe(1);
    const bar = dateBarQuerySchema.parse(query(`${SEARCH}&jumlah_hari=7`));
    expect((await again(() => schedules.dateBar(bar))).statements).toBe(1);
    // The highlights read the operators' catalogue rows too (the catalog module's own read).
    expect((await again(() => schedules.highlights(filters))).statements).toBe(2);
  });

  it('reads again, and shows it, when the catalogue changed elsewhere; then one statement again', async () => {
    const { schedules, counter, again } = countedSchedules();
    const search = searchScheduleQuerySchema.parse(query(SEARCH));
    const before = await again(() => schedules.search(search));
    const times = (answer: typeof before.answer) =>
      answer.list.flatMap((group) => group.list_jam_berangkat);
    expect(times(before.answer)).not.toContain('06:05');

    // Made through the application's own handle, as another server or SQL would: this
    // handle's catalogue version is now the old one.
    const { departure_time } = await t.db
      .selectFrom('schedules')
      .select('departure_time')
      .where('code', '=', 'XTR-01-1000')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('schedules')
      .set({ departure_time: '06:05' })
      .where('code', '=', 'XTR-01-1000')
      .execute();
    try {
      counter.statements = 0;
      const changed = await schedules.search(search);
      expect(times(changed)).toContain('06:05');
      // The one statement found a new version: the day was built again and read again.
      expect(counter.statements).toBeGreaterThan(2);
      expect((await again(() => schedules.search(search))).statements).toBe(1);

      // A seat taken shows in the very next search, still in one statement.
      const seatsOf = (answer: typeof changed) =>
        answer.list.map((group) => group.kursi_tersedia).reduce((a, b) => a + b, 0);
      const free = seatsOf(changed);
      await sellSeats(t, 'XTR-01-1000', DAY, ['1']);
      counter.statements = 0;
      const sold = await schedules.search(search);
      expect(counter.statements).toBe(1);
      expect(seatsOf(sold)).toBeLessThan(free);
    } finally {
      await t.db
        .updateTable('schedules')
        .set({ departure_time })
        .where('code', '=', 'XTR-01-1000')
        .execute();
    }
  });
});
