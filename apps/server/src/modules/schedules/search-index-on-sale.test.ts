import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import { derived, SearchIndex } from './search-index.js';

/** A trip boarding at `departure` (only what an offer and the clock's checks read of a trip). */
function trip(departure: string, departureDate = departure.slice(0, 10)): TripSegment {
  const departureAt = new Date(departure);
  return {
    departureTime: '08:00',
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 3 * 3_600_000),
    departureDate,
    farePerSeat: 100_000,
    facilities: ['ac'],
    layout: { seatClass: 'Eksekutif' },
    operator: { code: 'XTR' },
    schedule: { routeId: 1 },
    fromStop: 0,
    toStop: 1,
  } as unknown as TripSegment;
}

/** A trip service answering `day` for every search, counting builds and the most at once. */
function fakeTrips(day: () => TripSegment[], delayMs = 0) {
  const stats = { builds: 0, running: 0, mostAtOnce: 0 };
  const service = {
    catalogueVersion: async () => 'v1',
    findTrips: async () => {
      stats.builds += 1;
      stats.running += 1;
      stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.running);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      stats.running -= 1;
      return day();
    },
    findConnections: async () => [],
  } as unknown as TripService;
  return { service, stats };
}

const places = {
  origin: { kind: 'city', id: 1 },
  destination: { kind: 'city', id: 2 },
} as Parameters<SearchIndex['offers']>[1];

describe('SearchIndex: what is on sale now', () => {
  it('answers the same list until its first departure, then the list without it', async () => {
    const clock = new ManualClock('2026-12-01T00:00:00Z');
    const { service } = fakeTrips(() => [
      trip('2026-12-01T01:00:00Z'),
      trip('2026-12-01T02:00:00Z'),
      trip('2026-12-01T03:00:00Z'),
    ]);
    const index = new SearchIndex(service, clock);
    const first = await index.offers('v1', places, ['2026-12-01'], false);
    expect(first).toHaveLength(3);
    clock.set('2026-12-01T00:59:59Z');
    expect(await index.offers('v1', places, ['2026-12-01'], false)).toBe(first);

    // The first departure: it leaves, in a new list.
    clock.set('2026-12-01T01:00:00Z');
    const second = await index.offers('v1', places, ['2026-12-01'], false);
    expect(second).not.toBe(first);
    expect(second.map((offer) => offer.departureAt.toISOString())).toEqual([
      '2026-12-01T02:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
    ]);
    expect(await index.offers('v1', places, ['2026-12-01'], false)).toBe(second);

    // A clock set back (tests do) is never answered with a list computed later.
    clock.set('2026-12-01T00:30:00Z');
    expect(await index.offers('v1', places, ['2026-12-01'], false)).toHaveLength(3);
  });

  it('puts a trip on sale when the sales window reaches its date', async () => {
    // 90 days ahead of 2026-12-01 (WIB) is 2027-03-01: the trip on 2027-03-02 is not yet on sale.
    const clock = new ManualClock('2026-12-01T10:00:00Z');
    const { service } = fakeTrips(() => [trip('2027-03-02T01:00:00Z')]);
    const index = new SearchIndex(service, clock);
    expect(await index.offers('v1', places, ['2027-03-02'], false)).toHaveLength(0);
    clock.set('2026-12-01T16:59:59Z'); // 23:59:59 WIB, still the same window
    expect(await index.offers('v1', places, ['2027-03-02'], false)).toHaveLength(0);
    clock.set('2026-12-01T17:00:00Z'); // midnight WIB: the window moves a day
    expect(await index.offers('v1', places, ['2027-03-02'], false)).toHaveLength(1);
  });

  it('builds at most two days at once, and every waiting day in turn', async () => {
    const clock = new ManualClock('2026-11-30T00:00:00Z');
    const { service, stats } = fakeTrips(() => [trip('2026-12-01T01:00:00Z')], 5);
    const index = new SearchIndex(service, clock);
    const dates = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
    const answers = await Promise.all(
      dates.map((date) => index.offers('v1', places, [date], false)),
    );
    expect(answers.map((offers) => offers.length)).toEqual([1, 1, 1, 1, 1]);
    expect(stats.builds).toBe(5);
    expect(stats.mostAtOnce).toBe(2);
  });
});

describe('derived', () => {
  it('computes once per list and key, again for a new list', () => {
    const list = [] as Parameters<typeof derived>[0];
    let runs = 0;
    const compute = () => {
      runs += 1;
      return { runs };
    };
    const a = derived(list, 'k', compute);
    expect(derived(list, 'k', compute)).toBe(a);
    expect(derived(list, 'other', compute)).not.toBe(a);
    expect(derived([...list], 'k', compute)).not.toBe(a);
    expect(runs).toBe(3);
  });
});
