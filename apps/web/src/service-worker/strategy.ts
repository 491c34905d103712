/**
 * What the service worker does with one request (decision 0020). Kept apart from the
 * worker so the rule can be tested without a browser.
 *
 * - `page`: a navigation to a page of the app: the network first (the server's app shell
 *   names the current files), the cached shell when there is no network, so a ticket
 *   page opened before still opens offline.
 * - `asset`: a fingerprinted build file: from the cache when there, else the network,
 *   kept (its name changes when its content does, so it never goes stale).
 * - `ticket`: a booking's detail (`travel/detail-reservasi`): the network first, the
 *   last answer this browser received when there is no network.
 * - `network`: everything else goes to the network untouched (searches, prices, seats,
 *   payments, sign-in: an offline copy of those would mislead).
 */
export type RequestStrategy = 'page' | 'asset' | 'ticket' | 'network';

/** The booking detail the ticket page reads; its answers are kept for offline use. */
const TICKET_PATH = '/api/travel/detail-reservasi';

/** Server pages outside the single-page app: never answered with the app shell. */
const SERVER_PAGES = ['/api/', '/simulator/', '/dev/'];

export function strategyFor(
  request: { url: string; method: string; mode: string },
  origin: string,
): RequestStrategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (url.pathname === TICKET_PATH) return 'ticket';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if (request.mode === 'navigate' && !SERVER_PAGES.some((p) => url.pathname.startsWith(p)))
    return 'page';
  return 'network';
}

/** How many booking details stay readable offline (the most recently opened). */
export const KEPT_TICKETS = 20;

/**
 * Not versioned: a ticket kept offline outlives a deploy. Emptied on sign-out (the page's
 * FORGET_TICKETS_MESSAGE).
 */
export const TICKET_CACHE = 'lintas-tiket';
