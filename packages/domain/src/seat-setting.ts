/**
 * The seats a person chose, as the booking store keeps them (spec §4 "Seat setting"): the
 * per-schedule seat entries of a (connecting) trip. Kept apart from seat-rules.ts (picking
 * seats on a seat map): the booking store loads this module on every page, and the seat
 * map's rules are only the seat page's.
 */

export interface SelectedSeat {
  /** Seat number as printed on the map, e.g. '12' or '1A'. */
  no: string;
  promo_kode?: string | null;
}

/** The seats chosen on one schedule (one leg), keyed by its schedule code. */
export interface SeatEntry {
  jadwalCode: string;
  seats: SelectedSeat[];
  operatorCode?: string;
  date?: string;
}

export interface SeatSettingState {
  entries: SeatEntry[];
  /** The connecting route the person was last choosing seats for. */
  lastConnectingRoute: string | null;
}

/**
 * Applies a seat setting: an empty list clears the selection and the last connecting
 * route; otherwise each entry replaces the one with the same schedule code, or is
 * appended. Returns a new state and leaves the input untouched.
 */
export function applySeatSetting(
  state: SeatSettingState,
  update: SeatEntry | readonly SeatEntry[],
): SeatSettingState {
  const incoming: readonly SeatEntry[] = Array.isArray(update) ? update : [update as SeatEntry];
  if (incoming.length === 0) return { entries: [], lastConnectingRoute: null };
  const entries = [...state.entries];
  for (const entry of incoming) {
    const index = entries.findIndex((existing) => existing.jadwalCode === entry.jadwalCode);
    if (index >= 0) entries[index] = entry;
    else entries.push(entry);
  }
  return { entries, lastConnectingRoute: state.lastConnectingRoute };
}
