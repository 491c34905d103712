/**
 * How amounts, dates, times and durations are written for people (spec §9), in
 * Indonesian. Amounts are integer rupiah. Pure functions over the built-in Intl.
 */

import { DEFAULT_TIME_ZONE, pad2 } from './dates';

// The dates are written in dates.ts (the home page loads them without the rest).
export {
  addDaysIso,
  dateFormats,
  dayNamesShort,
  formatDate,
  toIsoDate,
  type DateFormat,
} from './dates';

const rupiahFormatter = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const integerFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const shortFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const shortMillionFormatter = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** `Rp 150.000`; the space after Rp is a no-break space (U+00A0), as Intl writes it. */
export function formatRupiah(amount: number): string {
  return rupiahFormatter.format(amount);
}

/** `150.000`: dot thousands, no currency. */
export function formatNumber(amount: number): string {
  return integerFormatter.format(amount);
}

/**
 * The short form for compact places (date bar, chips): `150rb`, `1,5jt`, `12,25jt`.
 * Amounts below a thousand are written in full.
 */
export function formatRupiahShort(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  if (value >= 1_000_000) return `${sign}${shortMillionFormatter.format(value / 1_000_000)}jt`;
  if (value >= 1_000) return `${sign}${shortFormatter.format(value / 1_000)}rb`;
  return `${sign}${integerFormatter.format(value)}`;
}

/**
 * Indonesian clock time: '16.30'. Accepts '16:30', '16:30:00', '16.30' or an instant
 * (shown in `timeZone`).
 */
export function formatTime(value: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value === 'string') {
    const match = /^(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?$/.exec(value.trim());
    if (match) return `${pad2(Number(match[1]))}.${match[2]}`;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? '' : formatTime(parsed, timeZone);
  }
  if (Number.isNaN(value.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(value);
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '00';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}.${minute}`;
}

/**
 * A trip's length from minutes: short '3j 15m' for cards, long '3 jam 15 menit' for
 * details and screen readers. Zero parts are left out ('45m', '3j').
 */
export function formatDuration(totalMinutes: number, style: 'short' | 'long' = 'short'): string {
  const minutesTotal = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutesTotal / 60);
  const minutes = minutesTotal % 60;
  const hourUnit = style === 'short' ? 'j' : ' jam';
  const minuteUnit = style === 'short' ? 'm' : ' menit';
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours}${hourUnit}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes}${minuteUnit}`);
  return parts.join(' ');
}

/** Countdown text 'MM:SS' (or 'H:MM:SS' past an hour) for payment expiry. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${pad2(m)}:${pad2(s)}`;
}
