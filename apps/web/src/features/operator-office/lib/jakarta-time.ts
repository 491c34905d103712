/**
 * Times in the console's forms are Jakarta wall-clock times (WIB, UTC+7 all year: no
 * daylight saving), typed in a `datetime-local` field ("2026-12-01T08:00"); the API
 * takes ISO 8601 with the zone.
 */
const WIB_OFFSET_MS = 7 * 3_600_000;

/** '2026-12-01T01:00:00.000Z' -> '2026-12-01T08:00' (empty for nothing or nonsense). */
export function toJakartaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + WIB_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * '2026-12-01T08:00' -> '2026-12-01T08:00:00+07:00'; empty -> null. Anything else is
 * passed on as typed, for the server to name what is wrong with it.
 */
export function fromJakartaInput(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+07:00` : text;
}

/** '2026-12-01T01:00:00.000Z' -> '1 Des 2026 08.00 WIB' style text for lists. */
export function jakartaDateTime(iso: string | null): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
