import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { occupancyIsActive } from '../../db/rules/reservation-activity.js';
import { anyId } from './trip-catalogue.repository.js';

/** A trip whose taken seats are counted: route segments [fromStop, toStop). */
export interface TripSeatQuery {
  scheduleId: number;
  tripDate: string;
  fromStop: number;
  toStop: number;
}

/** The active occupancy rows of the trips' departures, as the taken-seats query answers them. */
type TakenRows = [scheduleId: number, tripDate: string, seatNo: string, segment: number][] | null;

export const seatQueryKey = (trip: TripSeatQuery) =>
  `${trip.scheduleId}|${trip.tripDate}|${trip.fromStop}|${trip.toStop}`;

/**
 * What belongs to one departure (a schedule on a trip date) rather than to the catalogue:
 * cancellations, moved times and taken seats. Always read fresh, never cached.
 */
export class DepartureStateRepository {
  /**
   * What takenSeats derives from its trips (unique trips, their keys, the departures'),
   * kept per list of trips: search asks for the same page's hundreds of trips on every
   * request, in the same array (TripService.versionAndSeats).
   */
  private readonly prepared = new WeakMap<readonly TripSeatQuery[], PreparedTrips>();

  constructor(private readonly db: Kysely<DB>) {}

  /** Keys `${scheduleId}|${tripDate}` of cancelled trips in the date range. */
  async findCancellations(
    scheduleIds: number[],
    fromDate: string,
    toDate: string,
  ): Promise<Set<string>> {
    if (scheduleIds.length === 0) return new Set();
    const rows = await this.departuresIn('trip_cancellations', scheduleIds, fromDate, toDate)
      .select(['schedule_id', 'trip_date'])
      .execute();
    return new Set(rows.map((row) => `${row.schedule_id}|${row.trip_date}`));
  }

  /**
   * Departures moved to another time in the date range:
   * `${scheduleId}|${tripDate}` -> the new time at the first stop, 'HH:MM:SS'.
   */
  async findTimeChanges(
    scheduleIds: number[],
    fromDate: string,
    toDate: string,
  ): Promise<Map<string, string>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.departuresIn('trip_time_changes', scheduleIds, fromDate, toDate)
      .select(['schedule_id', 'trip_date', sql<string>`departure_time::text`.as('time')])
      .execute();
    return new Map(rows.map((row) => [`${row.schedule_id}|${row.trip_date}`, row.time]));
  }

  /** Rows of a per-departure table for the schedules on trip dates fromDate..toDate. */
  private departuresIn(
    table: 'trip_cancellations' | 'trip_time_changes',
    scheduleIds: number[],
    fromDate: string,
    toDate: string,
  ) {
    return this.db
      .selectFrom(table)
      .where('schedule_id', '=', anyId([...new Set(scheduleIds)]))
      .where('trip_date', '>=', fromDate)
      .where('trip_date', '<=', toDate);
  }

  /**
   * Distinct taken seats of many trips in one indexed query: a seat counts when any of
   * its active occupancy rows lies on a segment the trip uses. Keyed by seatQueryKey.
   *
   * The query reads the active rows of the trips' schedules and dates through the
   * primary key (schedule_id, trip_date, ...) as one JSON value, and the counting per
   * segment range is done here: on PGlite that is about three times cheaper than joining
   * the wanted trips as unnested arrays (the planner and the wasm executor dominated),
   * and PostgreSQL answers it from the same index.
   */
  async countTakenSeats(trips: TripSeatQuery[], now: Date): Promise<Map<string, number>> {
    const read = this.takenSeats(trips, now);
    if (!read.query) return read.count(null);
    const [result] = await read.query.execute();
    return read.count(result?.rows ?? null);
  }

  /**
   * countTakenSeats in two halves: the query (null when there are no trips), not run, so
   * that search can read it inside another statement (TripRepository.versionAndTakenSeats,
   * decision 0029), and the counting of the value it answers.
   */
  takenSeats(trips: readonly TripSeatQuery[], now: Date) {
    let known = this.prepared.get(trips);
    if (!known) {
      known = prepare(trips);
      this.prepared.set(trips, known);
    }
    const { unique, keys, departures, scheduleIds, dates } = known;
    const query =
      unique.length === 0
        ? null
        : this.db
            .selectFrom('seat_occupancy')
            .select(
              sql<TakenRows>`json_agg(json_build_array(schedule_id, trip_date::text, seat_no, segment_index))`.as(
                'rows',
              ),
            )
            .where('schedule_id', '=', anyId(scheduleIds))
            .where('trip_date', '=', sql<string>`ANY(${dates}::date[])`)
            .where((eb) => occupancyIsActive(eb, now));
    const count = (rows: TakenRows): Map<string, number> => {
      const out = new Map<string, number>();
      const byDeparture = new Map<string, Array<[seatNo: string, segment: number]>>();
      for (const [scheduleId, tripDate, seatNo, segment] of rows ?? []) {
        const key = `${scheduleId}|${tripDate}`;
        const list = byDeparture.get(key) ?? [];
        list.push([seatNo, segment]);
        byDeparture.set(key, list);
      }
      if (byDeparture.size === 0) return out;
      unique.forEach((trip, i) => {
        const taken = byDeparture.get(departures[i]!);
        if (!taken) return;
        const seats = new Set<string>();
        for (const [seatNo, segment] of taken) {
          if (segment >= trip.fromStop && segment < trip.toStop) seats.add(seatNo);
        }
        if (seats.size > 0) out.set(keys[i]!, seats.size);
      });
      return out;
    };
    return { query, count };
  }
}

/** The distinct trips of a seat count, each with its key and its departure's, and the values the query filters on. */
interface PreparedTrips {
  unique: TripSeatQuery[];
  keys: string[];
  departures: string[];
  scheduleIds: number[];
  dates: string[];
}

function prepare(trips: readonly TripSeatQuery[]): PreparedTrips {
  const byKey = new Map<string, TripSeatQuery>();
  for (const trip of trips) byKey.set(seatQueryKey(trip), trip);
  const unique = [...byKey.values()];
  return {
    unique,
    keys: [...byKey.keys()],
    departures: unique.map((trip) => `${trip.scheduleId}|${trip.tripDate}`),
    scheduleIds: [...new Set(unique.map((trip) => trip.scheduleId))],
    dates: [...new Set(unique.map((trip) => trip.tripDate))],
  };
}
