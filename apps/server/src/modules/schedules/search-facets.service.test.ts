import type { DateBarQuery } from '@lintas/domain/schedule-query-schemas';
import { describe, expect, it } from 'vitest';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { seatKey } from '../trips/seat-keys.js';
import type { TripService } from '../trips/trip.service.js';
import type { BookingWindow } from './booking-window.js';
import { type Offer, toOffer } from './schedule-offers.js';
import { SearchFacetService } from './search-facets.service.js';
import type { Planned, SearchOffers } from './search-offers.js';

/** A one-leg offer of schedule `id` on `date` (only what an offer and its seat key read). */
function offer(id: number, date: string): Offer {
  const departureAt = new Date(`${date}T01:00:00Z`);
  return toOffer([
    {
      schedule: { id, routeId: 1 },
      operator: { code: 'XTR' },
      tripDate: date,
      departureDate: date,
      departureTime: '08:00',
      departureAt,
      arrivalAt: new Date(departureAt.getTime() + 3_600_000),
      fromStop: 0,
      toStop: 1,
      farePerSeat: 100_000 + id,
      facilities: [],
      layout: { seatClass: 'Eksekutif', seatCount: 10 },
    } as unknown as TripSegment,
  ]);
}

/**
 * The date bar's 'tersedia' over days whose free seats are known: `free(id)` seats for
 * schedule `id`. Records the legs of every seat count the service asks for.
 */
function facets(days: Record<string, Offer[]>, free: (id: number) => number) {
  const asked: number[] = [];
  const seatsOf = (legs: TripSegment[]) => {
    asked.push(legs.length);
    return new Map(legs.map((leg) => [seatKey(leg), free(leg.schedule.id)]));
  };
  const source = {
    // The version read with the first seats, as SearchOffers.consistent reads them.
    consistent: async (plan: (version: string) => Promise<Planned<unknown>>) => {
      const planned = await plan('v1');
      return planned.finish({ version: 'v1', seats: seatsOf(planned.legs), ratings: new Map() });
    },
    places: async () => [
      { kind: 'city', id: 1, name: 'A' },
      { kind: 'city', id: 2, name: 'B' },
    ],
    offers: async (_v: string, _o: unknown, _d: unknown, dates: string[]) => days[dates[0]!] ?? [],
  } as unknown as SearchOffers;
  const trips = {
    availableSeats: async (legs: TripSegment[]) => seatsOf(legs),
  } as unknown as TripService;
  const window = {
    requireBookableDate: () => undefined,
    today: () => '2026-12-01',
  } as unknown as BookingWindow;
  const service = new SearchFacetService(source, trips, {} as CatalogService, window);
  return { service, asked };
}

const query = {
  asal_id: 1,
  asal_tipe: 'city',
  tujuan_id: 2,
  tujuan_tipe: 'city',
  tanggal_berangkat: '2026-12-01',
  jumlah_hari: 4,
  show_connecting: false,
} as DateBarQuery;

describe('date bar: a day with seats', () => {
  it('reads a few offers of each undecided day at a time, to the end of a sold-out day', async () => {
    const range = (from: number, count: number, date: string) =>
      Array.from({ length: count }, (_, i) => offer(from + i, date));
    const days = {
      // Sold out but for its 36th offer (the second read).
      '2026-12-01': range(1000, 40, '2026-12-01'),
      // Sold out.
      '2026-12-02': range(2000, 40, '2026-12-02'),
      // Its first offer has seats.
      '2026-12-03': range(3000, 40, '2026-12-03'),
    };
    const { service, asked } = facets(days, (id) => (id === 1035 || id >= 3000 ? 2 : 0));
    const bar = await service.dateBar(query);
    expect(bar.list.map((day) => [day.tanggal, day.jumlah_jadwal, day.tersedia])).toEqual([
      ['2026-12-01', 40, true],
      ['2026-12-02', 40, false],
      ['2026-12-03', 40, true],
      ['2026-12-04', 0, false],
    ]);
    expect(bar.list[0]!.harga_min).toBe(101_000);
    // 32 of each of the three days, then the 8 left of the two undecided ones.
    expect(asked).toEqual([96, 16]);
  });
});
