import type { CustomerProfile, CustomerUpdateBody } from '@lintas/domain/customer-schemas';
import { storageKeys } from '../config/storage-keys';
import { callAction, fetchResults } from './api-client';
import { browser } from './browser';
import { readStorage, writeStorage } from './dom';
import { clearSession } from './session';

/**
 * The logged-in customer's own account calls (spec §7 "Authentication"), shared by the
 * header, the sign-in and signup screens, the profile page and the booker form: every one
 * of them needs the profile, so it lives here rather than in one feature.
 * Types only from the contract: this module is on every page and zod must stay out.
 */

/** GET travel/customer-profil (bearer). Keeps a copy as the temporary account data (spec §3). */
export async function getCustomerProfile(signal?: AbortSignal): Promise<CustomerProfile> {
  const profile = await fetchResults<CustomerProfile>({ path: 'travel/customer-profil', signal });
  writeStorage(storageKeys.tempAccount, JSON.stringify(profile), 'sessionStorage');
  return profile;
}

/** The copy kept by getCustomerProfile, for showing the name at once after a reload. */
export function readStoredProfile(): CustomerProfile | undefined {
  const text = readStorage(storageKeys.tempAccount, 'sessionStorage');
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && typeof (value as CustomerProfile).nama === 'string'
      ? (value as CustomerProfile)
      : undefined;
  } catch {
    return undefined;
  }
}

/** POST travel/customer-update-data, form-encoded (spec §7). Throws ApiError on failure. */
export async function updateCustomerData(body: CustomerUpdateBody): Promise<void> {
  await fetchResults<unknown>({
    method: 'POST',
    path: 'travel/customer-update-data',
    data: body,
    form: true,
  });
}

/**
 * Logout (spec §7): revoke the token on the server, then forget the cookie, the stored
 * app data and the temporary account data, and load the home page fresh so nothing of
 * the account stays in memory. The local part happens even when the server cannot be
 * reached: a person who pressed Keluar must end up logged out on this device.
 */
export async function logout(): Promise<void> {
  await callAction<unknown>({
    method: 'POST',
    path: 'travel/customer-revoke-token',
    ignoreUnauthorized: true,
    timeoutMs: 10_000,
  });
  clearSession();
  browser.assign('/');
}
