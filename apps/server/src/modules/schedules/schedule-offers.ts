import type { QuickFilter, ScheduleSort } from '@lintas/domain/schedule-options';
import { sharedList, sharedString } from '../trips/trip-builder.js';
import { seatKey } from '../trips/seat-keys.js';
import type { TripSegment } from '../trips/trip-segment.js';

/**
 * What search offers: one trip, or a connecting journey of several. Filters, quick
 * filters, sorting and grouping are pure functions over offers so they are tested and
 * reasoned about without a database.
 */
export interface Offer {
  legs: TripSegment[];
  price: number;
  departureAt: Date;
  arrivalAt: Date;
  durationMinutes: number;
  /** Local minutes after midnight at boarding (for time bands). */
  departureMinute: number;
  facilities: string[];
  seatClass: string;
  groupKey: string;
}

export interface OfferFilters {
  operator?: string[];
  jam?: string[];
  fasilitas?: string[];
  kelas?: string[];
  harga_min?: number;
  harga_max?: number;
  quick_filter?: QuickFilter[];
}

export function toOffer(legs: TripSegment[]): Offer {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new Error('An offer needs at least one leg');
  const [hour = 0, minute = 0] = first.departureTime.split(':').map(Number);
  return {
    legs,
    price: legs.reduce((sum, leg) => sum + leg.farePerSeat, 0),
    departureAt: first.departureAt,
    arrivalAt: last.arrivalAt,
    durationMinutes: Math.round((last.arrivalAt.getTime() - first.departureAt.getTime()) / 60_000),
    departureMinute: hour * 60 + minute,
    // A trip's own list when alone; a journey's common facilities, shared like the trips' own.
    facilities:
      legs.length === 1
        ? first.facilities
        : sharedList(
            first.facilities.filter((code) => legs.every((leg) => leg.facilities.includes(code))),
          ),
    seatClass: first.layout.seatClass,
    groupKey: sharedString(
      legs
        .map((leg) => `${leg.operator.code}|${leg.schedule.routeId}|${leg.fromStop}-${leg.toStop}`)
        .join('+'),
    ),
  };
}

/** Free seats of an offer: the fewest of its legs (a journey needs a seat on each). */
export function offerSeats(offer: Offer, seats: Map<string, number>): number {
  return Math.min(...offer.legs.map((leg) => seats.get(seatKey(leg)) ?? 0));
}

/** Whether the filters read seat counts (the 'tersedia' quick filter): then nothing is shared. */
export function needsSeats(filters: OfferFilters): boolean {
  return filters.quick_filter?.includes('tersedia') ?? false;
}

/** Every filter of `filters` (and nothing else of the query), as a key for derived(). */
export function filterKey(filters: OfferFilters): string {
  return JSON.stringify([
    filters.operator,
    filters.jam,
    filters.fasilitas,
    filters.kelas,
    filters.harga_min,
    filters.harga_max,
    filters.quick_filter,
  ]);
}

const QUICK_TIME_RANGES: Partial<Record<QuickFilter, [number, number]>> = {
  pagi: [0, 11 * 60],
  siang: [11 * 60, 15 * 60],
  sore: [15 * 60, 18 * 60],
  malam: [18 * 60, 24 * 60],
};

function inBand(minute: number, band: string): boolean {
  const [from = 0, to = 24] = band.split('-').map(Number);
  return minute >= from * 60 && minute < to * 60;
}

/**
 * Applies the filters (each list filter matches any of its values; different filters and
 * several quick filters combine with AND). `seats` is needed only for the 'tersedia'
 * quick filter. termurah/tercepat keep the cheapest/fastest of what the other filters left.
 */
export function applyFilters(
  offers: Offer[],
  filters: OfferFilters,
  seats?: Map<string, number>,
): Offer[] {
  const operators = filters.operator?.length ? new Set(filters.operator) : null;
  const classes = filters.kelas?.length ? new Set(filters.kelas.map((c) => c.toLowerCase())) : null;
  let result = offers.filter((offer) => {
    if (operators && !offer.legs.some((leg) => operators.has(leg.operator.code))) return false;
    if (filters.jam?.length && !filters.jam.some((band) => inBand(offer.departureMinute, band)))
      return false;
    if (
      filters.fasilitas?.length &&
      !filters.fasilitas.every((code) => offer.facilities.includes(code))
    )
      return false;
    if (classes && !classes.has(offer.seatClass.toLowerCase())) return false;
    if (filters.harga_min !== undefined && offer.price < filters.harga_min) return false;
    if (filters.harga_max !== undefined && offer.price > filters.harga_max) return false;
    return true;
  });
  for (const quick of filters.quick_filter ?? []) result = applyQuickFilter(result, quick, seats);
  return result;
}

export function applyQuickFilter(
  offers: Offer[],
  quick: QuickFilter,
  seats?: Map<string, number>,
): Offer[] {
  const range = QUICK_TIME_RANGES[quick];
  if (range)
    return offers.filter(
      (offer) => offer.departureMinute >= range[0] && offer.departureMinute < range[1],
    );
  switch (quick) {
    case 'termurah': {
      const cheapest = Math.min(...offers.map((offer) => offer.price));
      return offers.filter((offer) => offer.price === cheapest);
    }
    case 'tercepat': {
      const fastest = Math.min(...offers.map((offer) => offer.durationMinutes));
      return offers.filter((offer) => offer.durationMinutes === fastest);
    }
    case 'langsung':
      return offers.filter((offer) => offer.legs.length === 1);
    case 'tersedia':
      return seats ? offers.filter((offer) => offerSeats(offer, seats) > 0) : offers;
    default:
      return offers;
  }
}

const byDeparture = (a: Offer, b: Offer) => a.departureAt.getTime() - b.departureAt.getTime();

export const OFFER_ORDER: Record<ScheduleSort, (a: Offer, b: Offer) => number> = {
  'berangkat-awal': byDeparture,
  'berangkat-akhir': (a, b) => -byDeparture(a, b),
  'harga-termurah': (a, b) => a.price - b.price || byDeparture(a, b),
  'harga-termahal': (a, b) => b.price - a.price || byDeparture(a, b),
  'durasi-tercepat': (a, b) => a.durationMinutes - b.durationMinutes || byDeparture(a, b),
};

export interface OfferGroup {
  key: string;
  offers: Offer[];
}

/** Groups by operator-route (group_by=operator-jurusan), each sorted, groups ordered by their best offer. */
export function groupOffers(offers: Offer[], sort: ScheduleSort): OfferGroup[] {
  const order = OFFER_ORDER[sort];
  const groups = new Map<string, Offer[]>();
  for (const offer of offers) {
    const list = groups.get(offer.groupKey) ?? [];
    list.push(offer);
    groups.set(offer.groupKey, list);
  }
  return [...groups.entries()]
    .map(([key, list]) => ({ key, offers: list.sort(order) }))
    .sort((a, b) => order(a.offers[0]!, b.offers[0]!) || a.key.localeCompare(b.key));
}
