/**
 * What a schedule search can ask for and its limits (spec §3 "Schedule search state"):
 * the sort orders, quick filters, time bands and facilities with the words people read,
 * how far ahead a trip is sold and how many groups make a page. The request schemas
 * (schedule-query-schemas.ts) accept exactly these; the server and the web list them.
 */

/** Facility codes and the labels people read (spec §3 "Facility icons" for the first three). */
export const FACILITY_LABELS: Record<string, string> = {
  'mineral-water': 'Air Minum',
  ac: 'AC',
  baggage: 'Bagasi',
  wifi: 'WiFi',
  'usb-charger': 'Pengisi Daya USB',
  snack: 'Snack',
  toilet: 'Toilet',
  blanket: 'Selimut',
  meal: 'Makan',
};

export const SORT_OPTIONS = {
  'berangkat-awal': 'Berangkat Paling Awal',
  'berangkat-akhir': 'Berangkat Paling Akhir',
  'harga-termurah': 'Harga Termurah',
  'harga-termahal': 'Harga Termahal',
  'durasi-tercepat': 'Durasi Tercepat',
} as const;
export type ScheduleSort = keyof typeof SORT_OPTIONS;

/**
 * Quick filters (chips above the results); several combine with AND.
 * - pagi: departs before 11:00; siang: 11:00-14:59; sore: 15:00-17:59; malam: 18:00 or later
 * - termurah: only the lowest fare of the search; tercepat: only the shortest duration
 * - langsung: no change of vehicle; tersedia: seats left
 */
export const QUICK_FILTERS = {
  pagi: 'Pagi',
  siang: 'Siang',
  sore: 'Sore',
  malam: 'Malam',
  termurah: 'Termurah',
  tercepat: 'Tercepat',
  langsung: 'Langsung',
  tersedia: 'Kursi Tersedia',
} as const;
export type QuickFilter = keyof typeof QUICK_FILTERS;

/** Departure time bands offered by list-filter-search-jadwal. */
export const TIME_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const;

export const MAX_DAYS_AHEAD = 90;
export const SCHEDULE_GROUPS_PER_PAGE = 10;
