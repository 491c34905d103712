import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { TripService } from '../trips/trip.service.js';
import { MAX_OFFERS, SearchIndex } from './search-index.js';

/** `count` bookable trips of a pair's day (only what an offer reads of a trip). */
function trips(count: number): TripSegment[] {
  return Array.from({ length: count }, (_, index) => {
    const departureAt = new Date(Date.UTC(2026, 11, 1, 1, index % 60));
    return {
      departureTime: '08:00',
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 3 * 3_600_000),
      departureDate: '2026-12-01',
      farePerSeat: 100_000,
      facilities: ['ac'],
      layout: { seatClass: 'Eksekutif' },
      operator: { code: 'XTR' },
      schedule: { routeId: 1 },
      fromStop: 0,
      toStop: 1,
    } as unknown as TripSegment;
  });
}

/** A trip service whose every pair's day has `perDay` trips, counting the builds. */
function fakeTrips(perDay: number) {
  const built: string[] = [];
  const service = {
    catalogueVersion: async () => 'v1',
    findTrips: async (search: { dates: string[] }) => {
      built.push(search.dates[0]!);
      return trips(perDay);
    },
    findConnections: async () => [],
  } as unknown as TripService;
  return { service, built };
}

const places = {
  origin: { cityId: 1 },
  destination: { cityId: 2 },
} as unknown as Parameters<SearchIndex['offers']>[1];

describe('SearchIndex memory', () => {
  const clock = new ManualClock('2026-11-30T00:00:00Z');

  it('keeps the offers it holds under its budget, dropping the least recently used day', async () => {
    // A day of 3/8 of the budget: two days fit, a third drops the oldest.
    const perDay = (MAX_OFFERS * 3) / 8;
    const { service, built } = fakeTrips(perDay);
    const index = new SearchIndex(service, clock);
    for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']) {
      await index.offers('v1', places, [date], false);
      expect(index.size).toBeLessThanOrEqual(MAX_OFFERS);
    }
    expect(index.size).toBe(2 * perDay);
    expect(built).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);

    // The newest two are answered from memory; a dropped day is built again.
    await index.offers('v1', places, ['2026-12-04'], false);
    await index.offers('v1', places, ['2026-12-03'], false);
    expect(built).toHaveLength(4);
    await index.offers('v1', places, ['2026-12-01'], false);
    expect(built).toHaveLength(5);
  });

  it('keeps a day that was used again over an older one', async () => {
    const { service, built } = fakeTrips((MAX_OFFERS * 3) / 8);
    const index = new SearchIndex(service, clock);
    await index.offers('v1', places, ['2026-12-01'], false);
    await index.offers('v1', places, ['2026-12-02'], false);
    // 12-01 is used again, so 12-02 is now the oldest and goes when 12-03 is built.
    await index.offers('v1', places, ['2026-12-01'], false);
    await index.offers('v1', places, ['2026-12-03'], false);
    await index.offers('v1', places, ['2026-12-01'], false);
    expect(built).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    await index.offers('v1', places, ['2026-12-02'], false);
    expect(built).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-02']);
  });
});
