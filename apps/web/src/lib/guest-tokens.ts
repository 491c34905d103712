import { storageKeys } from '../config/storage-keys';
import { readStorage, writeStorage } from './dom';

/**
 * Bookings made by a guest in this browser. Each reservation answer carries a
 * `guest_token`; this browser keeps reservasi_kode -> token so it can open the
 * booking's detail again without the e-mail-or-phone lookup. The api-client sends it
 * as the `X-Guest-Token` header when a call names the booking (`guestReservationCode`).
 */
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';
const MAX_TOKENS = 50;

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.guestTokens) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    return {};
  }
}

export function saveGuestToken(reservationCode: string, token: string): void {
  if (!reservationCode || !token) return;
  const all = readAll();
  delete all[reservationCode];
  all[reservationCode] = token;
  // Keep the newest bookings only: insertion order is oldest first.
  const entries = Object.entries(all).slice(-MAX_TOKENS);
  writeStorage(storageKeys.guestTokens, JSON.stringify(Object.fromEntries(entries)));
}

export function getGuestToken(reservationCode: string): string | null {
  const token = readAll()[reservationCode];
  return typeof token === 'string' && token !== '' ? token : null;
}
