/**
 * Wall-clock arithmetic for Indonesian time zones with the built-in Intl (Node's ICU
 * is full). Timetables are local times at a city; instants are Date. The server's one
 * place for zones: every module formats and computes local times through here.
 */

/** Indonesia's three zones, by the names people use. */
export const INDONESIAN_ZONES = {
  WIB: 'Asia/Jakarta',
  WITA: 'Asia/Makassar',
  WIT: 'Asia/Jayapura',
} as const;

/**
 * The zone of the business day: "today" for booking windows and voucher validity, and
 * the fallback when a reservation has no leg to take a zone from.
 */
export const BUSINESS_ZONE = INDONESIAN_ZONES.WIB;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Local date 'YYYY-MM-DD' and time 'HH:mm' of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  // Search formats the same few hundred departure instants on every request; the answer
  // of an (instant, zone) pair never changes, so it is remembered (a frozen, shared object).
  const key = `${timeZone}|${instant.getTime()}`;
  let local = localCache.get(key);
  if (!local) {
    const shifted = new Date(
      instant.getTime() + offsetMinutes(instant, timeZone) * 60_000,
    ).toISOString();
    local = Object.freeze({ date: shifted.slice(0, 10), time: shifted.slice(11, 16) });
    if (localCache.size >= OFFSET_CACHE_LIMIT) localCache.clear();
    localCache.set(key, local);
  }
  return local;
}

const localCache = new Map<string, Readonly<{ date: string; time: string }>>();

export function localDate(instant: Date, timeZone: string): string {
  return localParts(instant, timeZone).date;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' in the zone: the spec client's expiredTime format. Zone offsets
 * are whole minutes, so the seconds are the instant's own.
 */
export function localTimestamp(instant: Date, timeZone: string): string {
  const { date, time } = localParts(instant, timeZone);
  return `${date} ${time}:${String(instant.getUTCSeconds()).padStart(2, '0')}`;
}

// Search builds thousands of trips per request; asking Intl for every one dominated its
// time. A zone's offset only changes on the hour (DST rules), so it is cached per hour.
const offsetCache = new Map<string, number>();
const OFFSET_CACHE_LIMIT = 100_000;

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 3_600_000)}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const parts: Record<string, string> = {};
    for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
    const asUtc = Date.parse(
      `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`,
    );
    const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
    offset = Math.round((asUtc - truncated) / 60_000);
    if (offsetCache.size >= OFFSET_CACHE_LIMIT) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The instant of a local date and time ('HH:mm' or 'HH:mm:ss') in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${date}T${time.slice(0, 5)}:00Z`);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  // A second pass settles zones whose offset differs at the guess (DST edges elsewhere).
  const second = guess - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

// Pure functions of a few distinct dates, called for every trip search builds: remembered.
const dayCache = new Map<string, string>();
const weekdayCache = new Map<string, number>();
const DAY_CACHE_LIMIT = 10_000;

export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  let result = dayCache.get(key);
  if (result === undefined) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    result = d.toISOString().slice(0, 10);
    if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.clear();
    dayCache.set(key, result);
  }
  return result;
}

/** 0 = Sunday, as schedules.days_of_week counts. */
export function weekday(date: string): number {
  let result = weekdayCache.get(date);
  if (result === undefined) {
    result = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekdayCache.size >= DAY_CACHE_LIMIT) weekdayCache.clear();
    weekdayCache.set(date, result);
  }
  return result;
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

const ZONE_LABELS: Record<string, string> = {
  [INDONESIAN_ZONES.WIB]: 'WIB',
  'Asia/Pontianak': 'WIB',
  [INDONESIAN_ZONES.WITA]: 'WITA',
  [INDONESIAN_ZONES.WIT]: 'WIT',
};

/** WIB / WITA / WIT as Indonesians write it. */
export function zoneLabel(timeZone: string): string {
  return ZONE_LABELS[timeZone] ?? timeZone;
}
