import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openMemoryDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { DEMO_CANCELLED_SCHEDULE, seedDemoData } from './demo-seed.js';
import { layoutCells, SEED_LAYOUTS } from './seed-operators.js';
import { SEED_CITIES, SEED_POINTS } from './seed-places.js';

const TODAY = new Date('2026-11-21T01:00:00Z');

/** A fresh in-memory database, migrated and seeded with the demo data at `scale`. */
async function seededDatabase(scale: number): Promise<Database> {
  const database = await openMemoryDatabase();
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { scale, today: TODAY });
  return database;
}

/** Departures a day leaving a city (of routes named like `routeName`, when given), by operator code. */
function departuresFrom(database: Database, cityId: number, routeName?: string) {
  return database.db
    .selectFrom('schedules')
    .innerJoin('route_stops as first', (join) =>
      join.onRef('first.route_id', '=', 'schedules.route_id').on('first.stop_index', '=', 0),
    )
    .innerJoin('points', 'points.id', 'first.point_id')
    .innerJoin('routes', 'routes.id', 'schedules.route_id')
    .innerJoin('operators', 'operators.id', 'routes.operator_id')
    .select(['operators.code as operator', 'points.code as point'])
    .where('points.city_id', '=', cityId)
    .$if(routeName !== undefined, (query) => query.where('routes.name', 'like', routeName ?? ''))
    .execute();
}

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await seededDatabase(2);
  });
  afterAll(() => database.close());

  it('keeps the fixed ids clients default to: Bandung 1, Jakarta 2', async () => {
    const cities = await database.db
      .selectFrom('cities')
      .select(['id', 'name', 'timezone'])
      .orderBy('id')
      .execute();
    expect(cities[0]).toMatchObject({ id: 1, name: 'Bandung' });
    expect(cities[1]).toMatchObject({ id: 2, name: 'Jakarta' });
    expect(cities.find((c) => c.name === 'Denpasar')?.timezone).toBe('Asia/Makassar');
  });

  it('has a transfer hub and many daily Bandung to Jakarta departures', async () => {
    const hub = await database.db
      .selectFrom('points')
      .select('code')
      .where('is_transfer_hub', '=', true)
      .execute();
    expect(hub.map((h) => h.code)).toContain('CBN-HUB');
    const rows = await departuresFrom(database, 1, '%Jakarta%');
    expect(rows.length).toBeGreaterThan(60);
    expect(new Set(rows.map((r) => r.operator)).size).toBeGreaterThanOrEqual(6);
  });

  it('multiplies operators with the scale and stays consistent', async () => {
    const ops = await database.db.selectFrom('operators').select('code').execute();
    expect(ops.map((o) => o.code)).toEqual(expect.arrayContaining(['XTR', 'XTR2', 'LTM2']));
    const cancelled = await database.db
      .selectFrom('trip_cancellations')
      .innerJoin('schedules', 'schedules.id', 'trip_cancellations.schedule_id')
      .select(['schedules.code', 'trip_cancellations.trip_date'])
      .execute();
    expect(cancelled).toEqual([{ code: DEMO_CANCELLED_SCHEDULE, trip_date: '2026-11-23' }]);
  });

  it('loads payment methods, vouchers and seat promos relative to today', async () => {
    const methods = await database.db.selectFrom('payment_methods').select('code').execute();
    expect(methods).toHaveLength(12);
    const expired = await database.db
      .selectFrom('vouchers')
      .selectAll()
      .where('code', '=', 'MUDIKLALU')
      .executeTakeFirstOrThrow();
    expect(expired.valid_until.getTime()).toBeLessThan(TODAY.getTime());
    const promo = await database.db
      .selectFrom('seat_promos')
      .selectAll()
      .where('code', '=', 'KURSIHEMAT')
      .executeTakeFirstOrThrow();
    expect(promo.seats_per_trip).toBe(2);
  });

  it('draws the advertised seat counts', () => {
    const counts = Object.fromEntries(
      SEED_LAYOUTS.map((l) => [l.code, layoutCells(l.rows).seatCount]),
    );
    expect(counts).toEqual({ SHT10: 10, SHT12: 12, SHT14: 14, BUS40: 40, BUS30: 30 });
  });
});

describe('demo seed past five copies (a national catalogue)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await seededDatabase(7);
  });
  afterAll(() => database.close());

  it('gives copies six and seven a region of their own, leaving the home cities as at scale 5', async () => {
    const home = await departuresFrom(database, 1);
    expect(home.some((row) => row.operator === 'XTR5')).toBe(true);
    expect(home.some((row) => row.operator === 'XTR6' || row.operator === 'XTR7')).toBe(false);

    // Region 1's Bandung is city 101, its points the demo's with -W1.
    const regional = await departuresFrom(database, 101);
    expect(new Set(regional.map((row) => row.operator))).toEqual(
      new Set(
        (await departuresFrom(database, 1))
          .map((row) => row.operator)
          .filter((code) => !/\d$/.test(code))
          .flatMap((code) => [`${code}6`, `${code}7`]),
      ),
    );
    expect(regional.every((row) => row.point.endsWith('-W1'))).toBe(true);
  });

  it('adds one region of cities and points, named and zoned after the demo ones', async () => {
    const cities = await database.db.selectFrom('cities').selectAll().orderBy('id').execute();
    expect(cities).toHaveLength(SEED_CITIES.length * 2);
    expect(cities.find((city) => city.id === 113)).toMatchObject({
      name: 'Denpasar Wilayah 1',
      timezone: 'Asia/Makassar',
      popular_rank: null,
    });
    const points = await database.db.selectFrom('points').select('code').execute();
    expect(points).toHaveLength(SEED_POINTS.length * 2);
  });
});
