/**
 * Seat selection rules of the client (spec §4 "Seat setting"): picking seats on one seat
 * map. The server holds the seats and has the last word; these rules keep the screen
 * honest before it asks. The chosen seats' shapes and the per-schedule seat entries of a
 * (connecting) trip are in seat-setting.ts, which the booking store loads on every page.
 */

export type { SeatEntry, SelectedSeat } from './seat-setting';

/**
 * At most this many seats per leg: the same limit as MAX_SEATS_PER_LEG of
 * trip-selection-schemas (a test keeps them equal). Not imported from there, so the
 * web client can use these rules without pulling zod into its first page.
 */
export const DEFAULT_MAX_SEATS = 10;

/** One seat of a seat map as the picker sees it. */
export interface SeatAvailability {
  no: string;
  available: boolean;
}

const seatMessages = {
  unavailable: (no: string) => `Kursi ${no} sudah dipesan. Silakan pilih kursi lain.`,
  maxReached: (max: number) => `Maksimal ${max} kursi per pemesanan.`,
} as const;

export type ToggleSeatResult =
  | { ok: true; action: 'added' | 'removed'; selected: string[] }
  | {
      ok: false;
      reason: 'unavailable' | 'max_reached' | 'unknown_seat';
      message: string;
      selected: string[];
    };

export interface ToggleSeatOptions {
  /** At most this many seats; defaults to the API's limit per leg. */
  maxSeats?: number;
  /** The seat map; a seat must be on it and available to be added. */
  seatMap: readonly SeatAvailability[];
}

/**
 * Selects or deselects `seatNo`. Removing is always allowed (even a seat that has since
 * been taken, so a person can let go of it); adding needs the seat to exist, be
 * available and stay within the maximum.
 */
export function toggleSeat(
  selected: readonly string[],
  seatNo: string,
  { maxSeats = DEFAULT_MAX_SEATS, seatMap }: ToggleSeatOptions,
): ToggleSeatResult {
  if (selected.includes(seatNo)) {
    return { ok: true, action: 'removed', selected: selected.filter((no) => no !== seatNo) };
  }
  const seat = seatMap.find((candidate) => candidate.no === seatNo);
  if (!seat) {
    return {
      ok: false,
      reason: 'unknown_seat',
      message: seatMessages.unavailable(seatNo),
      selected: [...selected],
    };
  }
  if (!seat.available) {
    return {
      ok: false,
      reason: 'unavailable',
      message: seatMessages.unavailable(seatNo),
      selected: [...selected],
    };
  }
  if (selected.length >= maxSeats) {
    return {
      ok: false,
      reason: 'max_reached',
      message: seatMessages.maxReached(maxSeats),
      selected: [...selected],
    };
  }
  return { ok: true, action: 'added', selected: [...selected, seatNo] };
}

/** True when the seat is on the map and free. */
export function isSeatSelectable(seatMap: readonly SeatAvailability[], seatNo: string): boolean {
  return seatMap.some((seat) => seat.no === seatNo && seat.available);
}

/**
 * After the seat map is refreshed, the selected seats someone else took meanwhile.
 * The screen removes them and tells the person which ones were lost.
 */
export function seatsNoLongerAvailable(
  selected: readonly string[],
  seatMap: readonly SeatAvailability[],
): string[] {
  return selected.filter((no) => !isSeatSelectable(seatMap, no));
}

/**
 * Every leg of one direction carries the same passengers, so a return or connecting leg
 * needs exactly as many seats as the go leg. Returns true when `count` matches.
 */
export function matchesPassengerCount(count: number, goSeatCount: number): boolean {
  return goSeatCount > 0 && count === goSeatCount;
}
