/** Indonesia's zone names as people read them on a ticket. */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

export function zoneName(timeZone: string): string {
  return ZONE_NAMES[timeZone] ?? timeZone;
}

/** Local calendar date, clock time and seconds of an instant in a zone. */
export function localParts(
  instant: Date,
  timeZone: string,
): { date: string; time: string; seconds: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    seconds: get('second'),
  };
}

/** 'YYYY-MM-DD HH:mm:ss' in the zone: the spec client's expiredTime format. */
export function localDateTime(instant: Date, timeZone: string): string {
  const { date, time, seconds } = localParts(instant, timeZone);
  return `${date} ${time}:${seconds}`;
}
