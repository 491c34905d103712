import { MAX_DAYS_AHEAD } from '@lintas/domain/schedule-options';
import { sql } from 'kysely';
import type { StopRow } from './trip-catalogue.repository.js';
import type { ScheduleRow } from './trip.repository.js';
import { formatTripCode } from './trip-code.js';
import type { TripLayout, TripPoint, TripSegment } from './trip-segment.js';
import {
  addDays,
  addMinutes,
  BUSINESS_ZONE,
  localDate,
  localParts,
  weekday,
  zonedInstant,
} from '../../lib/zoned-time.js';

/** The catalogue rows a batch of trips is built from, loaded once per request. */
export interface TripCatalogue {
  stops: Map<number, StopRow[]>;
  points: Map<number, TripPoint>;
  layouts: Map<number, TripLayout>;
  /** `${scheduleId}|${tripDate}` */
  cancellations: Set<string>;
  /**
   * Departures moved to another time of their trip date (migration 0018):
   * `${scheduleId}|${tripDate}` -> the time at the first stop that date, 'HH:MM:SS'.
   */
  timeChanges: Map<string, string>;
}

/** Why a trip cannot be sold, or null when it can. */
export type TripProblem = 'inactive' | 'not-running' | 'cancelled' | 'departed' | 'not-open';

/** A route longer than two days would need a wider search window than this. */
const MAX_DAYS_BEFORE_BOARDING = 2;

/** Fare of a segment: stop fares difference times the schedule's percent, to the nearest Rp 1.000. */
export function segmentFare(fromFare: number, toFare: number, farePercent: number): number {
  return Math.round(((toFare - fromFare) * farePercent) / 100 / 1000) * 1000;
}

/**
 * The trip of `schedule` boarding at `fromStop` on local date `boardingDate` (at the
 * boarding point), or null when the catalogue rows are incomplete. Exactly one trip
 * date gives each boarding date, since each trip date shifts boarding by whole days.
 */
export function buildSegment(
  schedule: ScheduleRow,
  fromStop: number,
  toStop: number,
  boardingDate: string,
  catalogue: TripCatalogue,
): TripSegment | null {
  const stops = catalogue.stops.get(schedule.routeId);
  const first = stops?.[0];
  const board = stops?.[fromStop];
  const alight = stops?.[toStop];
  const last = stops?.[stops.length - 1];
  if (!stops || !first || !board || !alight || !last || toStop <= fromStop) return null;
  // A trip code typed by hand may name a stop the operator closed to boarding or alighting.
  if (!board.canBoard || !alight.canAlight) return null;
  const firstPoint = catalogue.points.get(first.pointId);
  const origin = catalogue.points.get(board.pointId);
  const destination = catalogue.points.get(alight.pointId);
  const layout = catalogue.layouts.get(schedule.layoutId);
  if (!firstPoint || !origin || !destination || !layout) return null;

  for (let back = 0; back <= MAX_DAYS_BEFORE_BOARDING; back++) {
    const tripDate = addDays(boardingDate, -back);
    // A moved departure starts at its own time that date; everything below follows it.
    const startTime =
      catalogue.timeChanges.get(`${schedule.scheduleId}|${tripDate}`) ?? schedule.departureTime;
    const routeStart = zonedInstant(tripDate, startTime, firstPoint.timezone);
    const departureAt = addMinutes(routeStart, board.minutesFromStart);
    if (localDate(departureAt, origin.timezone) !== boardingDate) continue;
    const arrivalAt = addMinutes(routeStart, alight.minutesFromStart);
    const departure = localParts(departureAt, origin.timezone);
    const arrival = localParts(arrivalAt, destination.timezone);
    // Search keeps thousands of these per route pair and day (schedules/search-index.ts):
    // what equals another trip's (the operator, the schedule, dates, times, codes, the
    // facility list) is one shared, read-only value, so a trip costs its own fields only.
    return {
      operator: shared(
        `o|${schedule.operatorId}|${schedule.operatorCode}|${schedule.operatorName}|${schedule.operatorLogo}`,
        () => ({
          id: schedule.operatorId,
          code: schedule.operatorCode,
          name: schedule.operatorName,
          logoUrl: schedule.operatorLogo,
        }),
      ),
      schedule: shared(
        `s|${schedule.scheduleId}|${schedule.scheduleCode}|${schedule.routeId}|${schedule.routeName}`,
        () => ({
          id: schedule.scheduleId,
          code: schedule.scheduleCode,
          routeId: schedule.routeId,
          routeName: schedule.routeName,
        }),
      ),
      jadwalCode: sharedString(
        formatTripCode(schedule.scheduleCode, fromStop, toStop, last.stopIndex),
      ),
      tripDate: sharedString(tripDate),
      departureDate: sharedString(departure.date),
      departureTime: sharedString(departure.time),
      arrivalDate: sharedString(arrival.date),
      arrivalTime: sharedString(arrival.time),
      departureAt: sharedInstant(departureAt),
      arrivalAt: sharedInstant(arrivalAt),
      durationMinutes: alight.minutesFromStart - board.minutesFromStart,
      fromStop,
      toStop,
      segmentIndexes: shared(`i|${fromStop}|${toStop}`, () =>
        Array.from({ length: toStop - fromStop }, (_, i) => fromStop + i),
      ),
      origin,
      destination,
      farePerSeat: segmentFare(board.fareFromStart, alight.fareFromStart, schedule.farePercent),
      facilities: sharedList(schedule.facilities),
      layout,
    };
  }
  return null;
}

/**
 * Values equal by content, shared by every trip that has them (see buildSegment). Keyed
 * by everything the value holds, so a catalogue change (a renamed operator, a moved
 * time) makes a new key, never a stale value; cleared when large, which only costs
 * sharing. Shared values are read-only: no module writes into a trip's parts.
 */
const sharedValues = new Map<string, unknown>();
const MAX_SHARED = 100_000;

function shared<T>(key: string, make: () => T): T {
  const found = sharedValues.get(key);
  if (found !== undefined) return found as T;
  if (sharedValues.size >= MAX_SHARED) sharedValues.clear();
  const value = make();
  sharedValues.set(key, value);
  return value;
}

/** The one copy of an equal string (a date, a time, a trip code): its own key. */
const sharedStrings = new Map<string, string>();

export function sharedString(value: string): string {
  const found = sharedStrings.get(value);
  if (found !== undefined) return found;
  if (sharedStrings.size >= MAX_SHARED) sharedStrings.clear();
  sharedStrings.set(value, value);
  return value;
}

/**
 * The one Date of an instant: the trips of a day share a few hundred departure and
 * arrival instants (copies of an operator's timetable, the stop pairs of one departure),
 * and a Date is ~100 bytes. Nothing sets a trip's dates (they are replaced, never changed).
 */
const sharedInstants = new Map<number, Date>();

function sharedInstant(instant: Date): Date {
  const ms = instant.getTime();
  const found = sharedInstants.get(ms);
  if (found) return found;
  if (sharedInstants.size >= MAX_SHARED) sharedInstants.clear();
  sharedInstants.set(ms, instant);
  return instant;
}

/** The one copy of an equal list of codes (facilities). */
export function sharedList(values: string[]): string[] {
  return shared(`l|${values.join(',')}`, () => values);
}

/**
 * A stop's time on a departure whose first stop leaves at `routeStart`, in SQL over the
 * route_stops row aliased `stopAlias`: buildSegment's arithmetic (route start plus the
 * stop's minutes) for the copies of a departure's times other modules store and set again
 * when the operator moves it (reservation legs, seat alerts; decision 0022).
 */
export function stopTimeSql(routeStart: Date, stopAlias: string) {
  return sql<Date>`${routeStart}::timestamptz + make_interval(mins => ${sql.ref(`${stopAlias}.minutes_from_start`)})`;
}

/** Whether the schedule runs on the segment's trip date and is still ahead of `now`. */
export function tripProblem(
  schedule: ScheduleRow,
  segment: TripSegment,
  catalogue: TripCatalogue,
  now: Date,
): TripProblem | null {
  return scheduleProblem(schedule, segment, catalogue) ?? timeProblem(segment, now);
}

/**
 * What the catalogue alone says against the trip (not operated, not running that date,
 * cancelled), whatever the time: the part of tripProblem search keeps in its index.
 */
export function scheduleProblem(
  schedule: ScheduleRow,
  segment: TripSegment,
  catalogue: TripCatalogue,
): 'inactive' | 'not-running' | 'cancelled' | null {
  if (!schedule.isActive) return 'inactive';
  const date = segment.tripDate;
  if (date < schedule.validFrom || (schedule.validUntil !== null && date > schedule.validUntil))
    return 'not-running';
  if (!schedule.daysOfWeek.includes(weekday(date))) return 'not-running';
  if (catalogue.cancellations.has(`${schedule.scheduleId}|${date}`)) return 'cancelled';
  return null;
}

/** What the clock says against the trip: gone already, or not yet on sale. */
export function timeProblem(segment: TripSegment, now: Date): 'departed' | 'not-open' | null {
  if (segment.departureAt.getTime() <= now.getTime()) return 'departed';
  // Sales open MAX_DAYS_AHEAD days ahead (search offers no further either).
  if (segment.departureDate > lastOpenDate(now)) return 'not-open';
  return null;
}

/** The last local date on sale at `now` (remembered for the last `now` seen: search asks once per trip). */
export function lastOpenDate(now: Date): string {
  if (lastOpen.at !== now.getTime()) {
    lastOpen.at = now.getTime();
    lastOpen.date = addDays(localDate(now, BUSINESS_ZONE), MAX_DAYS_AHEAD);
  }
  return lastOpen.date;
}
const lastOpen = { at: Number.NaN, date: '' };

export const TRIP_PROBLEM_MESSAGES: Record<TripProblem, string> = {
  inactive: 'Jadwal ini sudah tidak dioperasikan. Silakan pilih jadwal lain.',
  'not-running': 'Jadwal ini tidak beroperasi pada tanggal yang dipilih.',
  cancelled: 'Perjalanan pada tanggal ini dibatalkan oleh operator. Silakan pilih jadwal lain.',
  departed: 'Jadwal ini sudah berangkat. Silakan pilih jadwal lain.',
  'not-open': `Penjualan tiket hanya dibuka hingga ${MAX_DAYS_AHEAD} hari ke depan.`,
};
