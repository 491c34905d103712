/**
 * The first answers a page would ask the API for, written into its HTML by the server
 * (decision 0026): on a phone the results page and a seat alert's link otherwise paint
 * their content only after HTML -> scripts -> API request -> render. Server and web both
 * build the requests and the TanStack Query keys here, so an embedded answer lands under
 * exactly the key the page's query reads.
 */

// The element that carries the answers and their shape: initial-data.ts (every page's first
// script reads them; the requests below are the server's and the results page's).

/** A page's first request: the query key its hook uses and the API call's query string. */
export interface FirstRequest {
  key: readonly unknown[];
  /** Under /api, e.g. 'travel/search-jadwal'. */
  path: string;
  query: Record<string, string>;
}

/** Values as the web's query-string builder sends them (numbers as decimal text). */
function asQuery(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

// --- The results page: /jadwal?asal_id=…&asal_tipe=…&tujuan_id=…&tujuan_tipe=…&tanggal=… ---

export type ResultsPlaceType = 'city' | 'point';

export interface ResultsPlace {
  id: number;
  type: ResultsPlaceType;
  text: string;
}

/** The search the results page's address names (the web's lib/results-url documents the form). */
export interface ResultsAddress {
  origin: ResultsPlace;
  destination: ResultsPlace;
  dateGo: string;
  /** '' for a one-way trip. */
  dateReturn: string;
  leg: 'go' | 'return';
  filters: Record<string, string[] | number>;
  sort: string;
  quick: string;
}

/** The array filters of search-jadwal; the address and the API both comma-join them. */
const RESULTS_ARRAY_FILTERS = ['operator', 'jam', 'fasilitas', 'kelas'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d{0,8}$/;
/** What a filter value may hold: operator codes, bands ('06-12'), facility and class names. */
const FILTER_VALUE = /^[\p{L}\p{N} _.-]{1,40}$/u;

function validDate(value: string | null): string | null {
  if (!value || !ISO_DATE.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

function place(params: URLSearchParams, prefix: 'asal' | 'tujuan'): ResultsPlace | null {
  const id = params.get(`${prefix}_id`);
  const type = params.get(`${prefix}_tipe`);
  if (!id || !POSITIVE_INT.test(id)) return null;
  if (type !== 'city' && type !== 'point') return null;
  return { id: Number(id), type, text: (params.get(prefix) ?? '').trim().slice(0, 80) };
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
export function parseResultsAddress(search: string | URLSearchParams): ResultsAddress | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const origin = place(params, 'asal');
  const destination = place(params, 'tujuan');
  const dateGo = validDate(params.get('tanggal'));
  if (!origin || !destination || !dateGo) return null;
  const back = validDate(params.get('pulang'));
  const dateReturn = back && back >= dateGo ? back : '';
  const filters: Record<string, string[] | number> = {};
  for (const key of RESULTS_ARRAY_FILTERS) {
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

/**
 * The results page's first requests for an address opened afresh, the list first: the go
 * list (a new search always starts there; `arah=pulang` keeps its filters for the return),
 * on the address's day or `today` if that day has passed. Each key is the one its hook
 * builds (features/schedules/api):
 * - ['search-jadwal', places and date + show_connecting, the go list's filters, sort and
 *   quick filter, page 1] (group_by is added to the request, not to the key);
 * - ['list-filter-search-jadwal', places and date] and ['list-tanggal-jadwal-available',
 *   places and date] (+ jumlah_hari=7 in the request);
 * - ['list-highlight-operator', places and date with the list's filters but not its sort].
 */
export function resultsFirstRequests(
  search: string | URLSearchParams,
  today: string,
): FirstRequest[] {
  const address = parseResultsAddress(search);
  if (!address) return [];
  const base: Record<string, string | number> = {
    asal_id: address.origin.id,
    asal_tipe: address.origin.type,
    tujuan_id: address.destination.id,
    tujuan_tipe: address.destination.type,
    tanggal_berangkat: address.dateGo >= today ? address.dateGo : today,
    show_connecting: 1,
  };
  const filters: Record<string, string | number> = {};
  if (address.leg === 'go') {
    for (const key of RESULTS_ARRAY_FILTERS) {
      const value = address.filters[key];
      if (Array.isArray(value) && value.length > 0) filters[key] = value.join(',');
    }
    for (const key of ['harga_min', 'harga_max'] as const) {
      const value = address.filters[key];
      if (typeof value === 'number') filters[key] = value;
    }
    if (address.sort) filters.sort = address.sort;
    if (address.quick) filters.quick_filter = address.quick;
  }
  const { sort: _order, ...highlightFilters } = filters;
  const list = { ...base, ...filters, page: 1 };
  const highlights = { ...base, ...highlightFilters };
  return [
    {
      key: ['search-jadwal', list],
      path: 'travel/search-jadwal',
      query: asQuery({ ...list, group_by: 'operator-jurusan' }),
    },
    {
      key: ['list-filter-search-jadwal', base],
      path: 'travel/list-filter-search-jadwal',
      query: asQuery(base),
    },
    {
      key: ['list-tanggal-jadwal-available', base],
      path: 'travel/list-tanggal-jadwal-available',
      query: asQuery({ ...base, jumlah_hari: 7 }),
    },
    {
      key: ['list-highlight-operator', highlights],
      path: 'travel/list-highlight-operator',
      query: asQuery(highlights),
    },
  ];
}

// --- A seat alert's link: /kabar-kursi?operator_kode=…&jadwal_kode=…&tanggal_berangkat=… ---

export interface SeatAlertDeparture {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
}

/** The departure a seat alert's link names, as its page reads it; null when incomplete. */
export function seatAlertDeparture(search: string | URLSearchParams): SeatAlertDeparture | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const departure = {
    operator_kode: params.get('operator_kode')?.trim() ?? '',
    jadwal_kode: params.get('jadwal_kode')?.trim() ?? '',
    tanggal_berangkat: params.get('tanggal_berangkat')?.trim() ?? '',
  };
  const complete =
    departure.operator_kode !== '' &&
    departure.jadwal_kode !== '' &&
    ISO_DATE.test(departure.tanggal_berangkat);
  return complete ? departure : null;
}

/** The seat alert page's detail-jadwal of its departure, under ['seat-alert-departure', …]. */
export function seatAlertDepartureRequest(departure: SeatAlertDeparture): FirstRequest {
  return {
    key: ['seat-alert-departure', departure],
    path: 'travel/detail-jadwal',
    query: { ...departure },
  };
}

/**
 * The seat map the page opens next for a bookable one-way departure with no connecting
 * legs (a seat alert's trip): the seat map hook's ['seat-map', request] with the
 * departure's own operator, schedule code and date, as the detail answered them.
 */
export function singleLegSeatMapRequest(departure: SeatAlertDeparture): FirstRequest {
  return {
    key: [
      'seat-map',
      {
        operatorCode: departure.operator_kode,
        scheduleCode: departure.jadwal_kode,
        date: departure.tanggal_berangkat,
        connecting: [],
      },
    ],
    path: 'travel/kursi',
    query: { ...departure },
  };
}
