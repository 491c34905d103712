/**
 * Calendar dates written for people (spec §9), in Indonesian, and the date arithmetic of
 * the search form. Part of format.ts, which re-exports all of it: apart because the home
 * page's search form needs the dates and none of the amounts, times and durations.
 */

export const dayNamesShort = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'] as const;
const dayNamesLong = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
const monthNamesShort = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;
const monthNamesLong = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** The four date formats of spec §9. Extra tokens (dddd, MMMM, D, MM) are supported too. */
export const dateFormats = {
  /** Sen, 01 Des 2025 */
  long: 'ddd, DD MMM YYYY',
  /** 01 Des 2025 */
  plain: 'DD MMM YYYY',
  /** Sen, 01 Des */
  noYear: 'ddd, DD MMM',
  /** Sen, 01 Des 25 */
  shortYear: 'ddd, DD MMM YY',
} as const;
export type DateFormat = (typeof dateFormats)[keyof typeof dateFormats] | (string & {});

/** Timetables are local to Indonesia's western zone unless a caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number;
  weekday: number; // 0 = Sunday
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDateOf(value: string | Date, timeZone: string): CalendarDate | null {
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) {
      const year = Number(match[1]);
      const month = Number(match[2]);
      const day = Number(match[3]);
      const utc = new Date(Date.UTC(year, month - 1, day));
      if (utc.getUTCMonth() !== month - 1) return null;
      return { year, month, day, weekday: utc.getUTCDay() };
    }
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : calendarDateOf(parsed, timeZone);
  }
  if (Number.isNaN(value.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(value);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

export const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * Writes a date with Indonesian names. `value` is a calendar date 'YYYY-MM-DD' (taken
 * as is, no time-zone shift) or an instant (a Date or an ISO timestamp, shown in
 * `timeZone`). Returns '' for an unreadable value so a screen never shows "Invalid Date".
 */
export function formatDate(
  value: string | Date,
  format: DateFormat = dateFormats.long,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const date = calendarDateOf(value, timeZone);
  if (!date) return '';
  return format.replace(/dddd|ddd|DD|D|MMMM|MMM|MM|YYYY|YY/g, (token) => {
    switch (token) {
      case 'dddd':
        return dayNamesLong[date.weekday] ?? '';
      case 'ddd':
        return dayNamesShort[date.weekday] ?? '';
      case 'DD':
        return pad2(date.day);
      case 'D':
        return String(date.day);
      case 'MMMM':
        return monthNamesLong[date.month - 1] ?? '';
      case 'MMM':
        return monthNamesShort[date.month - 1] ?? '';
      case 'MM':
        return pad2(date.month);
      case 'YYYY':
        return String(date.year);
      default: // YY
        return String(date.year).slice(-2);
    }
  });
}

/** 'YYYY-MM-DD' of an instant in `timeZone` (today's date for the search form, for instance). */
export function toIsoDate(value: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = calendarDateOf(value, timeZone);
  return date ? `${date.year}-${pad2(date.month)}-${pad2(date.day)}` : '';
}

/** Adds whole days to a calendar date 'YYYY-MM-DD'. */
export function addDaysIso(isoDate: string, days: number): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return '';
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return utc.toISOString().slice(0, 10);
}
