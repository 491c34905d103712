/**
 * The keys of passenger names (spec §3 "Customer state"): pass0, pass1, ... in seat order.
 * Apart from reservation-draft.ts (whose completeness rules only the booking pages use)
 * because the booking store, loaded on every page, writes names under these keys.
 */

export function passengerKey(index: number): string {
  return `pass${index}`;
}

export function isPassengerKey(key: string): boolean {
  return /^pass\d+$/.test(key);
}
