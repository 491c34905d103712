import { storageKeys } from '../../../config/storage-keys';
import { readStorage, writeStorage } from '../../../lib/dom';

/** How many popup codes are remembered: old campaigns fall off the front. */
const MAX_REMEMBERED = 50;

/** The ads_kode values of popups this browser has shown (localStorage, spec: once per visitor). */
export function seenPopups(): string[] {
  try {
    const value: unknown = JSON.parse(readStorage(storageKeys.seenPopups) ?? '[]');
    return Array.isArray(value)
      ? value.filter((code): code is string => typeof code === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberPopup(code: string): void {
  const codes = seenPopups().filter((seen) => seen !== code);
  codes.push(code);
  writeStorage(storageKeys.seenPopups, JSON.stringify(codes.slice(-MAX_REMEMBERED)));
}
