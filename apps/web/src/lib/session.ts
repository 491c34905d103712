import { AUTH_COOKIE_MAX_AGE_MS, storageKeys } from '../config/storage-keys';
import { showAlert } from '../stores/alert-store';
import { browser } from './browser';
import { deleteCookie, readCookie, readMeta, removeStorage, writeCookie } from './dom';
import { forgetOfflineTickets } from './service-worker-registration';

/**
 * The customer's session (spec §4 "Session", §6): logged in when the auth cookie _atx
 * or the auth meta tag holds a token. Guests call the API with the platform's Basic
 * credentials instead.
 */

export function getAuthToken(): string | null {
  return readCookie(storageKeys.authCookie) ?? readMeta('auth');
}

export function isLoggedIn(): boolean {
  return getAuthToken() !== null;
}

/** After a successful login: the token lives 365 days in the cookie (spec §9). */
export function saveAuthToken(token: string): void {
  writeCookie(storageKeys.authCookie, token, AUTH_COOKIE_MAX_AGE_MS);
}

/** Forgets the cookie, the persisted journey and the temporary account data. */
export function clearSession(): void {
  deleteCookie(storageKeys.authCookie);
  removeStorage(storageKeys.app);
  removeStorage(storageKeys.tempAccount, 'sessionStorage');
  forgetOfflineTickets();
}

export const SESSION_EXPIRED_ALERT = {
  type: 'error',
  title: 'Sesi Berakhir',
  message: 'Sesi Anda telah berakhir. Silakan login kembali.',
  confirmText: 'Muat Ulang Halaman',
  duration: 5000,
} as const;

let expiring: Promise<void> | null = null;

/**
 * The single logout after a 401 on a call that carried a token (spec §4, §8): the
 * alert, then clearing cookie / stored app data / temp account data, then a reload.
 * Concurrent 401s share one sequence.
 */
export function expireSession(): Promise<void> {
  if (!expiring) {
    expiring = (async () => {
      await showAlert(SESSION_EXPIRED_ALERT);
      clearSession();
      browser.reload();
    })();
  }
  return expiring;
}

/** Tests only: allow another logout sequence. */
export function resetSessionExpiryForTests(): void {
  expiring = null;
}
