/**
 * The service worker (decision 0020): the e-ticket works with no network. Built by
 * build/service-worker.ts into /sw.js, which writes the build's manifest (the app shell's
 * files and a version) in place of the marker below; registered by
 * lib/service-worker-registration.ts in production builds only.
 *
 * The web app's TypeScript settings carry the DOM types, not the worker's, so the few
 * worker types used here are written out.
 */
import { KEPT_TICKETS, type RequestStrategy, strategyFor, TICKET_CACHE } from './strategy';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
}

const worker = self as unknown as WorkerScope;

interface BuildManifest {
  /** Changes whenever a precached file does; names this build's cache. */
  version: string;
  /** The app shell ('/') and the files the ticket page needs, as absolute paths. */
  precache: string[];
}

// Replaced at build time with the manifest as a JSON string (build/service-worker.ts).
const manifest = JSON.parse('__LINTAS_SW_MANIFEST__') as BuildManifest;

const APP_CACHE_PREFIX = 'lintas-app-';
const APP_CACHE = `${APP_CACHE_PREFIX}${manifest.version}`;
const SHELL = '/';

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(APP_CACHE);
      // `cache: 'reload'`: the files themselves, not what the HTTP cache holds.
      await cache.addAll(manifest.precache.map((path) => new Request(path, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(APP_CACHE_PREFIX) && name !== APP_CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

// Sign-out (lib/service-worker-registration.ts, whose message this is): the kept tickets go.
worker.addEventListener('message', (event) => {
  if (event.data === 'lintas:forget-tickets') event.waitUntil(caches.delete(TICKET_CACHE));
});

worker.addEventListener('fetch', (event) => {
  const strategy: RequestStrategy = strategyFor(event.request, worker.location.origin);
  if (strategy === 'network') return;
  event.respondWith(answer(strategy, event.request));
});

function answer(strategy: Exclude<RequestStrategy, 'network'>, request: Request) {
  switch (strategy) {
    case 'page':
      return networkFirst(request, APP_CACHE, SHELL, false);
    case 'asset':
      return cacheFirst(request);
    case 'ticket':
      return networkFirst(request, TICKET_CACHE, null, true);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(APP_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The network's answer (kept when `keep`, newest last); without a network, the kept
 * answer for this request, else the `fallback` path's (the app shell), else the failure.
 */
async function networkFirst(
  request: Request,
  cacheName: string,
  fallback: string | null,
  keep: boolean,
): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (keep && response.ok) {
      await cache.delete(request);
      await cache.put(request, response.clone());
      await forgetOldest(cache);
    }
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request)) ?? (fallback === null ? undefined : await cache.match(fallback));
    if (cached) return cached;
    throw error;
  }
}

async function forgetOldest(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - KEPT_TICKETS))) await cache.delete(key);
}
