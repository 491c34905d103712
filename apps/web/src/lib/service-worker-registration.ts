/**
 * Registers /sw.js (decision 0020) once the page has loaded, so it never competes with
 * the first paint. Production builds only: in development Vite serves modules the
 * worker must not keep. A browser without service workers (or one that refuses, as a
 * private window may) simply has no offline ticket.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}

/**
 * The message the worker answers by emptying its kept tickets (service-worker/sw.ts).
 * The worker owns its caches; the page only asks, and imports nothing of the worker's
 * (a module both shared would be split into a chunk the worker cannot load).
 */
const FORGET_TICKETS_MESSAGE = 'lintas:forget-tickets';

/** On sign-out: the tickets kept for offline reading leave with the person. */
export function forgetOfflineTickets(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.active?.postMessage(FORGET_TICKETS_MESSAGE))
    .catch(() => undefined);
}
