import type { ScheduleItem } from '@lintas/domain/schedule-result-schemas';
import type { Filters, Place } from '../../../stores/booking-store';
import type { QueryParams } from '../../../lib/query-string';

/** Which list the results screen shows: the go trip, or the return trip of a round trip. */
export type Leg = 'go' | 'return';

/** The filter keys of list-filter-search-jadwal / search-jadwal. Arrays go comma-joined. */
export const ARRAY_FILTERS = ['operator', 'jam', 'fasilitas', 'kelas'] as const;
export type ArrayFilter = (typeof ARRAY_FILTERS)[number];

export interface LegSearch {
  origin: Place;
  destination: Place;
  date: string;
}

/** The route of one leg: the return runs from the destination back to the origin. */
export function legRoute(
  leg: Leg,
  origin: Place,
  destination: Place,
  dateGo: string,
  dateReturn: string,
): LegSearch {
  return leg === 'go'
    ? { origin, destination, date: dateGo }
    : { origin: destination, destination: origin, date: dateReturn };
}

export function routeParams(search: LegSearch): QueryParams {
  return {
    asal_id: search.origin.id ?? undefined,
    asal_tipe: search.origin.type || undefined,
    tujuan_id: search.destination.id ?? undefined,
    tujuan_tipe: search.destination.type || undefined,
    tanggal_berangkat: search.date,
    show_connecting: 1,
  };
}

/** Filters, sort and quick filters as query parameters; array values comma-joined (spec §3). */
export function filterParams(filters: Filters, sort: string, quickFilter: string): QueryParams {
  const params: QueryParams = {};
  for (const key of ARRAY_FILTERS) {
    const value = filters[key];
    if (Array.isArray(value) && value.length > 0) params[key] = value.join(',');
  }
  for (const key of ['harga_min', 'harga_max'] as const) {
    const value = filters[key];
    if (typeof value === 'number') params[key] = value;
  }
  if (sort) params.sort = sort;
  if (quickFilter) params.quick_filter = quickFilter;
  return params;
}

export function arrayFilter(filters: Filters, key: ArrayFilter): string[] {
  const value = filters[key];
  return Array.isArray(value) ? value : [];
}

/** Adds or removes one value of an array filter. */
export function toggleArrayFilter(filters: Filters, key: ArrayFilter, value: string): Filters {
  const current = arrayFilter(filters, key);
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next };
}

/** Quick filters are stored comma-joined ('pagi,langsung'); several combine with AND. */
export function toggleQuickFilter(current: string, code: string): string {
  const list = current ? current.split(',') : [];
  return (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]).join(',');
}

export function activeFilterCount(filters: Filters): number {
  let count = 0;
  for (const key of ARRAY_FILTERS) count += arrayFilter(filters, key).length;
  if (typeof filters.harga_min === 'number' || typeof filters.harga_max === 'number') count += 1;
  return count;
}

type ListedSchedule = Pick<
  ScheduleItem,
  'tanggal_berangkat' | 'jam_berangkat' | 'harga' | 'durasi'
>;

const byDeparture = (a: ListedSchedule, b: ListedSchedule) =>
  `${a.tanggal_berangkat} ${a.jam_berangkat}`.localeCompare(
    `${b.tanggal_berangkat} ${b.jam_berangkat}`,
  );

/** The server's orders (schedule-offers OFFER_ORDER), for the list view's one list. */
const LIST_ORDER: Record<string, (a: ListedSchedule, b: ListedSchedule) => number> = {
  'berangkat-awal': byDeparture,
  'berangkat-akhir': (a, b) => -byDeparture(a, b),
  'harga-termurah': (a, b) => a.harga - b.harga || byDeparture(a, b),
  'harga-termahal': (a, b) => b.harga - a.harga || byDeparture(a, b),
  'durasi-tercepat': (a, b) => a.durasi - b.durasi || byDeparture(a, b),
};

/**
 * The detail list view (spec §2): every schedule of the groups on this page as one list,
 * in the chosen order (each group's list-jadwal is sorted; this sorts across them).
 */
export function listSchedules<T extends ListedSchedule>(
  groupLists: ReadonlyArray<readonly T[]>,
  sort: string,
): T[] {
  const order = LIST_ORDER[sort] ?? byDeparture;
  return groupLists.flat().sort(order);
}
