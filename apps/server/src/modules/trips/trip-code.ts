/**
 * The jadwal_kode codec. A schedule's code alone means the whole route (first stop to
 * last); a partial segment of a multi-stop route appends its stop range:
 *   LTM-01-0700        Jakarta -> Surabaya, the whole route
 *   LTM-01-0700.1-2    boarding at stop 1 (Cirebon), alighting at stop 2 (Semarang)
 * Schedule codes never contain '.', so the split is unambiguous.
 */

export interface ParsedTripCode {
  scheduleCode: string;
  /** Absent when the code names the whole route. */
  range: { fromStop: number; toStop: number } | null;
}

const TRIP_CODE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,47})(?:\.(\d{1,2})-(\d{1,2}))?$/;

export function parseTripCode(jadwalCode: string): ParsedTripCode | null {
  // Codes are upper case; people typing them are forgiven the case.
  const match = TRIP_CODE.exec(jadwalCode.trim().toUpperCase());
  if (!match?.[1]) return null;
  if (match[2] === undefined || match[3] === undefined)
    return { scheduleCode: match[1], range: null };
  const fromStop = Number(match[2]);
  const toStop = Number(match[3]);
  if (toStop <= fromStop) return null;
  return { scheduleCode: match[1], range: { fromStop, toStop } };
}

export function formatTripCode(
  scheduleCode: string,
  fromStop: number,
  toStop: number,
  lastStop: number,
): string {
  return fromStop === 0 && toStop === lastStop
    ? scheduleCode
    : `${scheduleCode}.${fromStop}-${toStop}`;
}
