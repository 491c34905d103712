/**
 * Small, safe readers of the page: meta tags, cookies and web storage. Every reader
 * tolerates a missing document or a browser that refuses storage (private mode, old
 * webviews), so the app degrades instead of crashing.
 */

export function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return content === undefined || content === '' ? null : content;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return value === '' ? null : decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  const expires = new Date(Date.now() + maxAgeMs).toUTCString();
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStorage(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(
  key: string,
  value: string,
  kind: StorageKind = 'localStorage',
): boolean {
  try {
    const target = storage(kind);
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(key: string, kind: StorageKind = 'localStorage'): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Storage refused: nothing was stored either.
  }
}
