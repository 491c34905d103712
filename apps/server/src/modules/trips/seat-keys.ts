import { seatQueryKey, type TripSeatQuery } from './departure-state.repository.js';
import type { TripSegment } from './trip-segment.js';

/** A trip's seat count query: its schedule, date and stretch of the route. */
export function seatQuery(segment: TripSegment): TripSeatQuery {
  return {
    scheduleId: segment.schedule.id,
    tripDate: segment.tripDate,
    fromStop: segment.fromStop,
    toStop: segment.toStop,
  };
}

/** Each segment's seats less the taken ones, keyed by seatKey. */
export function freeSeats(
  segments: TripSegment[],
  taken: Map<string, number>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const segment of segments) {
    const key = seatKey(segment);
    out.set(key, Math.max(0, segment.layout.seatCount - (taken.get(key) ?? 0)));
  }
  return out;
}

/** Identifies a trip's seat availability among many (see TripService.availableSeats). */
export function seatKey(segment: TripSegment): string {
  let key = seatKeys.get(segment);
  if (key === undefined) {
    key = seatQueryKey(seatQuery(segment));
    seatKeys.set(segment, key);
  }
  return key;
}

/**
 * Each trip's seat key, made once: a search keys every leg of its page several times
 * (the seat count, the fingerprint, the view), and a trip's parts never change.
 */
const seatKeys = new WeakMap<TripSegment, string>();
