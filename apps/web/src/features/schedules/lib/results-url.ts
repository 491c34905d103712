import { parseResultsAddress } from '@lintas/domain/first-answers';
import type { Filters, Place, ScheduleState } from '../../../stores/booking-store';
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

/**
 * The search an address names, or null when it names none (or names one that cannot be
 * searched: a missing or malformed place or date). Unknown or malformed filter values are
 * dropped rather than refusing the whole address. The server reads addresses the same way
 * to write the page's first search into its HTML (@lintas/domain/first-answers).
 */
export function parseResultsSearch(search: string): ResultsSearch | null {
  return parseResultsAddress(search);
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
