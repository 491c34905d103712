import { REFERRAL_CODE } from '@lintas/domain/referral-code';
import { storageKeys } from '../config/storage-keys';
import { readStorage, removeStorage, writeStorage } from './dom';

/** A referral link's code counts for a sign-up this long after the visit. */
const KEEP_DAYS = 30;

/**
 * Referral links (`/?ref=<kode>`, GET travel/referral): the code of the link a visitor
 * arrived by is kept, and the next sign-in sends it (customer-login's kode_referral);
 * the server counts it only when that sign-in creates the account.
 */
export function rememberReferralFrom(search: string, now = Date.now()): void {
  const code = new URLSearchParams(search).get('ref')?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE.test(code)) return;
  writeStorage(storageKeys.referral, JSON.stringify({ code, at: now }));
}

export function pendingReferralCode(now = Date.now()): string | undefined {
  try {
    const kept = JSON.parse(readStorage(storageKeys.referral) ?? 'null') as {
      code?: unknown;
      at?: unknown;
    } | null;
    if (typeof kept?.code !== 'string' || typeof kept.at !== 'number') return undefined;
    if (now - kept.at > KEEP_DAYS * 86_400_000 || !REFERRAL_CODE.test(kept.code)) return undefined;
    return kept.code;
  } catch {
    return undefined;
  }
}

/** After a sign-in: the code has been sent once, which is all it is for. */
export function forgetReferralCode(): void {
  removeStorage(storageKeys.referral);
}
