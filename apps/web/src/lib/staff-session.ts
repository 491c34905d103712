import type { StaffLoginResult, StaffProfile } from '@lintas/domain/staff-schemas';
import { useSyncExternalStore } from 'react';
import { getApiBase } from '../config/env';
import { storageKeys } from '../config/storage-keys';
import { ApiError, fetchResults, type ApiRequest } from './api-client';
import { readStorage, removeStorage, writeStorage } from './dom';
import { buildQueryString, type QueryParams } from './query-string';

/**
 * The operator console's staff session (decision 0014 on the server, 0016 here): the
 * bearer token of POST /api/staff/login with its expiry and the staff profile, kept in
 * sessionStorage under its own key. It never touches the customer's `_atx` cookie, and
 * the customer's single logout never touches it: a person can be a customer and a
 * petugas in one browser, and ending one session leaves the other.
 *
 * Shared (not in a feature) because every console screen calls the staff API with it:
 * features/operator today, features/operator-office later.
 */

export type StaffSession = Pick<StaffLoginResult, 'token' | 'kedaluwarsa'> & {
  staf: StaffProfile;
};

/** Why the last session ended: the sign-in screen words its notice after it. */
export type StaffSessionEnd = 'expired' | 'signed-out';

const listeners = new Set<() => void>();
// The last value read, by its stored text: the same text gives the same object, as
// useSyncExternalStore needs; storage stays the one source, so nothing can go stale.
let lastRaw: string | null = null;
let lastSession: StaffSession | null = null;
let lastEnd: StaffSessionEnd | null = null;
// Where the session lives when the browser refuses sessionStorage (some private modes):
// this page's memory, so signing in still works until a reload.
let unstored: string | null = null;

function isSession(value: unknown): value is StaffSession {
  if (!value || typeof value !== 'object') return false;
  const session = value as Partial<StaffSession>;
  return (
    typeof session.token === 'string' &&
    session.token !== '' &&
    typeof session.kedaluwarsa === 'string' &&
    !!session.staf &&
    typeof session.staf.nama === 'string' &&
    (session.staf.peran === 'admin' || session.staf.peran === 'petugas')
  );
}

function parse(raw: string): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The signed-in staff member, or null. A session past its expiry counts as ended here,
 * so a console left open overnight asks for a sign-in instead of failing call by call.
 */
function getStaffSession(): StaffSession | null {
  const raw = readStorage(storageKeys.staffSession, 'sessionStorage') ?? unstored;
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSession = raw ? parse(raw) : null;
  }
  if (lastSession && !(Date.parse(lastSession.kedaluwarsa) > Date.now())) {
    removeStorage(storageKeys.staffSession, 'sessionStorage');
    unstored = null;
    lastRaw = null;
    lastSession = null;
    lastEnd = 'expired';
  }
  return lastSession;
}

export function saveStaffSession(result: StaffLoginResult): void {
  const session: StaffSession = {
    token: result.token,
    kedaluwarsa: result.kedaluwarsa,
    staf: result.staf,
  };
  lastEnd = null;
  const raw = JSON.stringify(session);
  unstored = writeStorage(storageKeys.staffSession, raw, 'sessionStorage') ? null : raw;
  notify();
}

/** Forgets the staff session (only it: the customer's cookie stays). */
export function endStaffSession(reason: StaffSessionEnd): void {
  lastEnd = reason;
  unstored = null;
  removeStorage(storageKeys.staffSession, 'sessionStorage');
  notify();
}

export function staffSessionEnd(): StaffSessionEnd | null {
  return lastEnd;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as React state: screens re-render when it starts or ends. */
export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(subscribe, getStaffSession, getStaffSession);
}

function sessionExpiredError(): ApiError {
  return new ApiError({
    kind: 'http',
    httpStatus: 401,
    code: 'STAFF_SESSION_EXPIRED',
    message: 'Sesi petugas telah berakhir. Silakan masuk kembali.',
  });
}

/** A 401 for the token still in use ends it; one for an older token ends nothing newer. */
function onUnauthorized(token: string) {
  if (getStaffSession()?.token === token) endStaffSession('expired');
}

/**
 * A staff API call for TanStack Query: the results, or an ApiError with the server's
 * Indonesian message. It carries the staff bearer and never the customer's (`anonymous`
 * keeps api-client from adding `_atx`, and so from running the customer's logout on a
 * 401); a 401 ends the staff session instead.
 */
export async function fetchStaff<T>(request: Omit<ApiRequest, 'anonymous'>): Promise<T> {
  const session = getStaffSession();
  if (!session) throw sessionExpiredError();
  try {
    return await fetchResults<T>({
      ...request,
      anonymous: true,
      headers: { ...request.headers, Authorization: `Bearer ${session.token}` },
    });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) onUnauthorized(session.token);
    throw error;
  }
}

/**
 * A file from the staff API (a manifest's CSV): fetched with the bearer, since a plain
 * link cannot carry it, and answered as a blob with the server's file name.
 */
export async function downloadStaffFile(
  path: string,
  params: QueryParams,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const session = getStaffSession();
  if (!session) throw sessionExpiredError();
  const url = `${getApiBase().replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${buildQueryString(params)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${session.token}` },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({
      kind: 'network',
      message: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
      cause,
    });
  }
  if (!response.ok) {
    if (response.status === 401) onUnauthorized(session.token);
    let message = 'Berkas gagal diunduh. Silakan coba lagi.';
    try {
      const envelope = (await response.json()) as { message?: unknown };
      if (typeof envelope.message === 'string' && envelope.message) message = envelope.message;
    } catch {
      // Not the JSON envelope (a proxy's page): the generic message stands.
    }
    throw new ApiError({ kind: 'http', httpStatus: response.status, message });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const named = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: named ?? fallbackName };
}
