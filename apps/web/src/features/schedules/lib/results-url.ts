import type { Filters, Place, PlaceType, ScheduleState } from '../../../stores/booking-store';
import { ARRAY_FILTERS } from './search-params';

/**
 * The search as the results page's address carries it, so a result can be shared,
 * bookmarked and reloaded in any browser:
 *
 *   /jadwal?asal=Bandung&asal_id=1&asal_tipe=city&tujuan=Jakarta&tujuan_id=2&tujuan_tipe=city
 *          &tanggal=2026-11-24[&pulang=2026-11-26][&arah=pulang]
 *          [&operator=XTR,BRY&jam=06-12&fasilitas=ac&kelas=Eksekutif&harga_min=…&harga_max=…]
 *          [&urut=harga-termurah][&cepat=pagi,langsung][&tampilan=daftar]
 *
 * The filters are those of the list on screen (`arah=pulang`: the return list of a round
 * trip). Names (`asal`, `tujuan`) are only what the summary shows; ids and types search.
 */
export interface ResultsSearch {
  origin: Place;
  destination: Place;
  dateGo: string;
  /** '' for a one-way trip. */
  dateReturn: string;
  leg: 'go' | 'return';
  filters: Filters;
  sort: string;
  quick: string;
}

/** How the results are laid out: grouped by operator-route (spec default) or every schedule. */
export type ResultsView = 'grup' | 'daftar';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d{0,8}$/;
/** What a filter value may hold: operator codes, bands ('06-12'), facility and class names. */
const FILTER_VALUE = /^[\p{L}\p{N} _.-]{1,40}$/u;

function validDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function place(params: URLSearchParams, prefix: 'asal' | 'tujuan'): Place | null {
  const id = params.get(`${prefix}_id`);
  const type = params.get(`${prefix}_tipe`);
  if (!id || !POSITIVE_INT.test(id)) return null;
  if (type !== 'city' && type !== 'point') return null;
  return {
    id: Number(id),
    type: type satisfies PlaceType,
    text: (params.get(prefix) ?? '').trim().slice(0, 80),
  };
}

function list(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((v) => v.trim())
        .filter((v) => FILTER_VALUE.test(v)),
    ),
  ].slice(0, 20);
}

function price(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The search an address names, or null when it names none (or names one that cannot be
 * searched: a missing or malformed place or date). Unknown or malformed filter values are
 * dropped rather than refusing the whole address.
 */
export function parseResultsSearch(search: string): ResultsSearch | null {
  const params = new URLSearchParams(search);
  const origin = place(params, 'asal');
  const destination = place(params, 'tujuan');
  const dateGo = validDate(params.get('tanggal'));
  if (!origin || !destination || !dateGo) return null;
  const back = validDate(params.get('pulang'));
  const dateReturn = back && back >= dateGo ? back : '';
  const filters: Filters = {};
  for (const key of ARRAY_FILTERS) {
    const values = list(params, key);
    if (values.length > 0) filters[key] = values;
  }
  const min = price(params, 'harga_min');
  const max = price(params, 'harga_max');
  if (min !== null && (max === null || min <= max)) filters.harga_min = min;
  if (max !== null && (min === null || min <= max)) filters.harga_max = max;
  const sort = params.get('urut') ?? '';
  return {
    origin,
    destination,
    dateGo,
    dateReturn,
    leg: dateReturn && params.get('arah') === 'pulang' ? 'return' : 'go',
    filters,
    sort: /^[a-z-]{1,30}$/.test(sort) ? sort : '',
    quick: list(params, 'cepat').join(','),
  };
}

export function parseResultsView(search: string): ResultsView {
  return new URLSearchParams(search).get('tampilan') === 'daftar' ? 'daftar' : 'grup';
}

/** The query string ('?…') of a search; the same search always gives the same string. */
export function resultsSearchString(search: ResultsSearch, view: ResultsView = 'grup'): string {
  const params = new URLSearchParams();
  params.set('asal', search.origin.text);
  params.set('asal_id', String(search.origin.id ?? ''));
  params.set('asal_tipe', search.origin.type);
  params.set('tujuan', search.destination.text);
  params.set('tujuan_id', String(search.destination.id ?? ''));
  params.set('tujuan_tipe', search.destination.type);
  params.set('tanggal', search.dateGo);
  if (search.dateReturn) params.set('pulang', search.dateReturn);
  if (search.dateReturn && search.leg === 'return') params.set('arah', 'pulang');
  for (const key of ARRAY_FILTERS) {
    const value = search.filters[key];
    if (Array.isArray(value) && value.length > 0) params.set(key, value.join(','));
  }
  for (const key of ['harga_min', 'harga_max'] as const) {
    const value = search.filters[key];
    if (typeof value === 'number') params.set(key, String(value));
  }
  if (search.sort) params.set('urut', search.sort);
  if (search.quick) params.set('cepat', search.quick);
  if (view === 'daftar') params.set('tampilan', 'daftar');
  return `?${params.toString()}`;
}

/** The part of a search that makes it a different search (not just other filters). */
export function searchIdentity(search: ResultsSearch | null): string {
  if (!search) return '';
  const { origin, destination, dateGo, dateReturn } = search;
  return [origin.type, origin.id, destination.type, destination.id, dateGo, dateReturn].join('|');
}

/** The search the booking store holds, as the results page shows it. */
export function storeSearch(
  form: { origin: Place; destination: Place },
  schedule: Pick<
    ScheduleState,
    | 'roundTrip'
    | 'dateGo'
    | 'dateReturn'
    | 'tripStatus'
    | 'filtersGo'
    | 'filtersReturn'
    | 'sortGo'
    | 'sortReturn'
    | 'quickFilterGo'
    | 'quickFilterReturn'
  >,
  dates: { dateGo: string; dateReturn: string },
): ResultsSearch | null {
  const { origin, destination } = form;
  if (origin.id === null || destination.id === null || !origin.type || !destination.type)
    return null;
  const leg = schedule.roundTrip && schedule.tripStatus === 'return' ? 'return' : 'go';
  return {
    origin,
    destination,
    dateGo: dates.dateGo,
    dateReturn: schedule.roundTrip ? dates.dateReturn : '',
    leg,
    filters: leg === 'go' ? schedule.filtersGo : schedule.filtersReturn,
    sort: leg === 'go' ? schedule.sortGo : schedule.sortReturn,
    quick: leg === 'go' ? schedule.quickFilterGo : schedule.quickFilterReturn,
  };
}
