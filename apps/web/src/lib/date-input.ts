import { formatDate } from '@lintas/domain/dates';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Indonesian month names, short and long ('nov', 'november'), from the one formatter. */
const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const iso = `2000-${pad2(i + 1)}-01`;
  return [formatDate(iso, 'MMM').toLowerCase(), formatDate(iso, 'MMMM').toLowerCase()];
});

function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * A date typed into the date field, as 'YYYY-MM-DD', or null when it is not a whole,
 * real date. Accepts what people write: '2026-11-23', '23/11/2026', '23-11-2026',
 * '23.11.2026', '23 Nov 2026', '23 November 2026', and the field's own 'Sen, 23 Nov 2026'.
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim().toLowerCase();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return isoOf(Number(match[3]), Number(match[2]), Number(match[1]));
  // An optional weekday ('sen,' / 'senin') before '23 nov 2026'.
  match = /^(?:[a-z]+,?\s+)?(\d{1,2})\s+([a-z]+)\s+(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.findIndex(([short, long]) => match![2] === short || match![2] === long);
    return month < 0 ? null : isoOf(Number(match[3]), month + 1, Number(match[1]));
  }
  return null;
}
