import { readMeta } from './dom';

/**
 * Which shell the page runs in (spec §4 "Platform and view"): a plain browser (WEB) or
 * the Android / iOS app's webview. The `?platform=` query parameter wins (APP-ANDROID
 * and APP-IOS are kept, anything else means WEB); without it the platform meta tag
 * decides, default WEB. Read once at start: the query parameter disappears as soon as
 * the person navigates, but the shell does not change.
 */
export const platforms = ['WEB', 'APP-ANDROID', 'APP-IOS'] as const;
export type Platform = (typeof platforms)[number];

export function resolvePlatform(search: string, metaContent: string | null): Platform {
  const requested = new URLSearchParams(search).get('platform');
  if (requested !== null)
    return requested === 'APP-ANDROID' || requested === 'APP-IOS' ? requested : 'WEB';
  if (metaContent === 'APP-ANDROID' || metaContent === 'APP-IOS') return metaContent;
  return 'WEB';
}

let current: Platform | null = null;

export function getPlatform(): Platform {
  if (current === null) {
    current = resolvePlatform(
      typeof location === 'undefined' ? '' : location.search,
      readMeta('platform'),
    );
  }
  return current;
}

export function isInApp(): boolean {
  return getPlatform() !== 'WEB';
}

/** Tests only: forget the platform read at start. */
export function resetPlatformForTests(): void {
  current = null;
}
