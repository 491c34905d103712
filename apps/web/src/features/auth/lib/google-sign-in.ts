import { paths } from '../../../config/paths';
import { storageKeys } from '../../../config/storage-keys';
import { browser } from '../../../lib/browser';
import { readStorage, removeStorage, writeStorage } from '../../../lib/dom';
import { postToNative } from '../../../lib/native-bridge';
import { isInApp } from '../../../lib/platform';

/**
 * "Gunakan Akun Google" (spec §2, §7). In a browser the button goes to the identity
 * provider's sign-in page (in development the server's local provider at
 * /dev/identity/masuk), which sends the browser back to /login/google with
 * `#id_token=...&state=...` in the fragment (never the query string: it stays out of
 * server logs and Referer headers). Inside the app webview Google refuses embedded
 * sign-in, so the button asks the native host ("login in app") with the same
 * redirect_uri and state; the host opens redirect_uri with the fragment when done.
 *
 * `state` is a random value kept in session storage and required back unchanged: without
 * it, anyone could send a victim a link carrying the attacker's own ID token and sign the
 * victim into the attacker's account (login CSRF).
 */
const IDENTITY_SIGN_IN_PATH = '/dev/identity/masuk';

interface PendingSignIn {
  state: string;
  red: string | null;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function googleRedirectUri(origin: string = window.location.origin): string {
  return `${origin}${paths.loginGoogle.getHref()}`;
}

function googleSignInUrl(redirectUri: string, state: string): string {
  const query = new URLSearchParams({ redirect_uri: redirectUri, state });
  return `${IDENTITY_SIGN_IN_PATH}?${query.toString()}`;
}

/** Starts the sign-in; `red` is where to go afterwards (checked again on the way back). */
export function startGoogleSignIn(red: string | null): 'app' | 'browser' {
  const pending: PendingSignIn = { state: randomState(), red };
  writeStorage(storageKeys.googleSignIn, JSON.stringify(pending), 'sessionStorage');
  const redirectUri = googleRedirectUri();
  if (
    isInApp() &&
    postToNative('loginInApp', {
      provider: 'google',
      redirect_uri: redirectUri,
      state: pending.state,
    })
  )
    return 'app';
  browser.assign(googleSignInUrl(redirectUri, pending.state));
  return 'browser';
}

export type GoogleCallback =
  | { ok: true; idToken: string; email: string | null; red: string | null }
  | { ok: false; reason: 'cancelled' | 'missing' | 'state' };

/** The pending sign-in kept by startGoogleSignIn, as stored (or null). */
export function readPendingSignIn(): string | null {
  return readStorage(storageKeys.googleSignIn, 'sessionStorage');
}

/** Forgets the pending sign-in: one fragment signs in once. */
export function clearPendingSignIn(): void {
  removeStorage(storageKeys.googleSignIn, 'sessionStorage');
}

function parsePending(stored: string | null): PendingSignIn | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<PendingSignIn> | null;
    return value && typeof value.state === 'string' && value.state !== ''
      ? { state: value.state, red: typeof value.red === 'string' ? value.red : null }
      : null;
  } catch {
    return null;
  }
}

/** Reads the fragment the provider sent back against the pending sign-in (pure). */
export function readGoogleCallback(hash: string, stored: string | null): GoogleCallback {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (fragment.get('error')) return { ok: false, reason: 'cancelled' };
  const idToken = fragment.get('id_token');
  if (!idToken) return { ok: false, reason: 'missing' };
  const pending = parsePending(stored);
  const state = fragment.get('state');
  if (!pending || !state || state !== pending.state) return { ok: false, reason: 'state' };
  return { ok: true, idToken, email: emailFromIdToken(idToken), red: pending.red };
}

/**
 * The e-mail claim of an ID token, sent alongside it as spec §7 asks ("firebase-email
 * with token_firebase and email"). Not trusted for anything here: the server verifies
 * the token's signature and takes the e-mail from the verified claims.
 */
function emailFromIdToken(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}
