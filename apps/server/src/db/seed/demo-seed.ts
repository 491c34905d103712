import type { Insertable, Kysely } from 'kysely';
import type { DB, RouteStopsTable, SchedulesTable } from '../schema.js';
import { addDays, SEED_PAYMENT_METHODS, seedSeatPromos, seedVouchers } from './seed-commerce.js';
import { layoutCells, SEED_LAYOUTS, SEED_OPERATORS, SEED_POLICIES } from './seed-operators.js';
import { SEED_CITIES, SEED_POINTS, WIB } from './seed-places.js';
import { HOME_COPIES, regionalCities, regionalPoints, regionOf } from './seed-regions.js';
import { farePercentFor, SEED_ROUTES } from './seed-routes.js';

export interface SeedOptions {
  /** Multiplies operators, routes and schedules (benchmarks use --scale). */
  scale: number;
  /** Validity of schedules, vouchers and promos is set relative to this day. */
  today: Date;
}

/** Demo schedule that does not run two days after the seed's today (trip_cancellations). */
export const DEMO_CANCELLED_SCHEDULE = 'XTR-01-1200';
/** Demo schedule that is switched off (is_active = false). */
const DEMO_INACTIVE_SCHEDULE = 'CTY-01-2000';

const CHUNK = 500;

/**
 * Loads the demo catalogue into an empty, migrated database, in one transaction.
 * Deterministic: the same `scale` and `today` always give the same rows and ids.
 * Scale N repeats every operator N times (codes XTR, XTR2, ... XTRN) with its routes
 * and schedules. The first five copies run between the demo's own cities, so search has
 * up to five times more to sift through on Bandung → Jakarta; every further five copies
 * serve a region of their own (seed-regions.ts), so a national catalogue (scale 500:
 * 6 000 operators, 100 regions) grows the country, not one road.
 */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  const scale = Math.max(1, Math.floor(options.scale));
  const today = localDate(options.today, WIB);

  await db.transaction().execute(async (trx) => {
    const regions = regionOf(scale);
    const cityRows = [...SEED_CITIES, ...regionalCities(regions)].map((city) => ({
      id: city.id,
      name: city.name,
      province: city.province,
      timezone: city.timezone,
      popular_rank: city.popularRank,
      // No image files ship with the demo: clients draw their own placeholder.
      image_url: null,
    }));
    for (const chunk of chunks(cityRows)) await trx.insertInto('cities').values(chunk).execute();

    const pointIds = new Map<string, number>();
    const pointRows = [...SEED_POINTS, ...regionalPoints(regions)].map((point) => ({
      code: point.code,
      city_id: point.cityId,
      name: point.name,
      address: point.address,
      latitude: point.latitude,
      longitude: point.longitude,
      is_transfer_hub: point.isTransferHub ?? false,
    }));
    for (const chunk of chunks(pointRows)) {
      const points = await trx
        .insertInto('points')
        .values(chunk)
        .returning(['id', 'code'])
        .execute();
      for (const row of points) pointIds.set(row.code, row.id);
    }

    const layouts = await trx
      .insertInto('seat_layouts')
      .values(
        SEED_LAYOUTS.map((layout) => {
          const { cells, seatCount, colCount } = layoutCells(layout.rows);
          return {
            code: layout.code,
            name: layout.name,
            vehicle_type: layout.vehicleType,
            seat_class: layout.seatClass,
            row_count: layout.rows.length,
            col_count: colCount,
            seat_count: seatCount,
            cells: JSON.stringify(cells),
          };
        }),
      )
      .returning(['id', 'code'])
      .execute();
    const layoutIds = new Map(layouts.map((row) => [row.code, row.id]));

    const operatorRows = [];
    for (let copy = 1; copy <= scale; copy++) {
      for (const [i, op] of SEED_OPERATORS.entries()) {
        operatorRows.push({
          code: copyCode(op.code, copy),
          name: copy === 1 ? op.name : `${op.name} ${copy}`,
          // The generated marks shipped with the web app (apps/web/public/images/operators);
          // a copy of an operator (scale > 1) wears the original's.
          logo_url: `/images/operators/${op.code.toLowerCase()}.svg`,
          description: op.description,
          terms: op.terms,
          rating: op.rating,
          review_count: op.reviewCount,
          highlight: copy === 1 ? op.highlight : null,
          after_sale_policy: SEED_POLICIES[op.code] ? JSON.stringify(SEED_POLICIES[op.code]) : null,
          sort_order: (copy - 1) * SEED_OPERATORS.length + i + 1,
        });
      }
    }
    // In chunks: PostgreSQL takes at most 65 535 parameters a statement.
    const operatorIds = new Map<string, number>();
    for (const chunk of chunks(operatorRows)) {
      const operators = await trx
        .insertInto('operators')
        .values(chunk)
        .returning(['id', 'code'])
        .execute();
      for (const row of operators) operatorIds.set(row.code, row.id);
    }

    const validFrom = addDays(today, -60);
    for (let copy = 1; copy <= scale; copy++) {
      // Copies past the home ones drive the same shapes between their region's cities.
      const region = copy > HOME_COPIES ? regionOf(copy) : 0;
      const pointCode = (code: string) => (region === 0 ? code : `${code}-W${region}`);
      const routeNumbers = new Map<string, number>();
      const routeRows = SEED_ROUTES.map((route) => {
        const opCode = copyCode(route.operator, copy);
        const n = (routeNumbers.get(opCode) ?? 0) + 1;
        routeNumbers.set(opCode, n);
        return {
          code: `${opCode}-${String(n).padStart(2, '0')}`,
          operator_id: required(operatorIds.get(opCode), opCode),
          name: route.name,
        };
      });
      const routes = await trx
        .insertInto('routes')
        .values(routeRows)
        .returning(['id', 'code'])
        .execute();

      const stops: Insertable<RouteStopsTable>[] = [];
      const schedules: Insertable<SchedulesTable>[] = [];
      for (const [i, route] of SEED_ROUTES.entries()) {
        const inserted = required(routes[i], 'route');
        route.stops.forEach(([seedPoint, minutes, fare], stopIndex) =>
          stops.push({
            route_id: inserted.id,
            stop_index: stopIndex,
            point_id: required(pointIds.get(pointCode(seedPoint)), pointCode(seedPoint)),
            minutes_from_start: minutes,
            fare_from_start: fare,
          }),
        );
        for (const departure of route.departures) {
          const code = `${inserted.code}-${departure.replace(':', '')}`;
          schedules.push({
            code,
            route_id: inserted.id,
            layout_id: required(layoutIds.get(route.layout), route.layout),
            departure_time: `${departure}:00`,
            fare_percent: farePercentFor(departure),
            facilities: route.facilities,
            days_of_week: route.daysOfWeek ?? [0, 1, 2, 3, 4, 5, 6],
            valid_from: validFrom,
            valid_until: null,
            is_active: code !== DEMO_INACTIVE_SCHEDULE,
          });
        }
      }
      await trx.insertInto('route_stops').values(stops).execute();
      for (const chunk of chunks(schedules)) {
        await trx.insertInto('schedules').values(chunk).execute();
      }
    }

    const cancelled = await trx
      .selectFrom('schedules')
      .select('id')
      .where('code', '=', DEMO_CANCELLED_SCHEDULE)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('trip_cancellations')
      .values({
        schedule_id: cancelled.id,
        trip_date: addDays(today, 2),
        reason: 'Armada dalam perawatan',
      })
      .execute();

    await trx.insertInto('payment_methods').values(SEED_PAYMENT_METHODS).execute();
    await trx.insertInto('vouchers').values(seedVouchers(today)).execute();
    await trx.insertInto('seat_promos').values(seedSeatPromos(today, operatorIds)).execute();
  });
}

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += CHUNK) yield rows.slice(start, start + CHUNK);
}

/** Operator code of the n-th copy: XTR, XTR2, XTR3, ... */
function copyCode(code: string, copy: number): string {
  return copy === 1 ? code : `${code}${copy}`;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed refers to unknown ${what}`);
  return value;
}

function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
