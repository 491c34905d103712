import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http/error-handler.js';
import { composePage, readPageAssets } from './page-assets.js';
import { escapeHtml } from '../lib/html.js';

/** Phones and small tablets get the mobile view (spec §4 "Platform and view"). */
const MOBILE_USER_AGENT =
  /Android|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile/i;

/** Vite writes every built script, style and font here (hashed names). */
const ASSETS_PREFIX = '/assets/';

export type ViewMode = 'm' | 'd';

/** The app shell is never reused without asking: it names the current hashed files. */
const APP_SHELL_CACHE = 'no-cache';

/**
 * The service worker (decision 0020) is asked for again on every visit too: a new build's
 * worker must replace the old one at once, not after an hour in an HTTP cache.
 */
const SERVICE_WORKER = 'sw.js';

/** `filePath` is the file sent: a precompressed variant ends in .br or .gz. */
function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (name.startsWith('index.html') || name.startsWith(SERVICE_WORKER)) return APP_SHELL_CACHE;
  return filePath.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
}

function viewModeFor(request: Pick<FastifyRequest, 'query' | 'headers'>): ViewMode {
  const requested = (request.query as Record<string, unknown> | undefined)?.vm;
  if (requested === 'm' || requested === 'd') return requested;
  return MOBILE_USER_AGENT.test(request.headers['user-agent'] ?? '') ? 'm' : 'd';
}

/**
 * The page settings that are the same for every request, written into the template once:
 * the map's tile server and its attribution (decision 0018). An empty map-tiles tells
 * the client there are no tiles.
 */
function withSiteSettings(
  template: string,
  mapTiles: { url: string | null; attribution: string },
): string {
  return template
    .replace(
      /<meta name="map-tiles" content="[^"]*"\s*\/?>/,
      () => `<meta name="map-tiles" content="${escapeHtml(mapTiles.url ?? '')}" />`,
    )
    .replace(
      /<meta name="map-tiles-attribution" content="[^"]*"\s*\/?>/,
      () => `<meta name="map-tiles-attribution" content="${escapeHtml(mapTiles.attribution)}" />`,
    );
}

/**
 * Serves the built web app: hashed assets as static files, and for every other path
 * the index.html with the page settings the client reads at start (the view mode
 * `vm`), so the first paint already has the right layout.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  mapTiles: { url: string | null; attribution: string } = { url: null, attribution: '' },
  /**
   * Markup for the end of a page's body, per request: the first API answers of the page
   * (web/initial-data.ts, decision 0026). It bounds its own time; a failure sends the page
   * without it.
   */
  bodyEnd?: (request: FastifyRequest) => Promise<string>,
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`Web app not built (${indexPath} missing); serving the API only.`);
    return;
  }
  const template = withSiteSettings(fs.readFileSync(indexPath, 'utf8'), mapTiles);
  // The prerendered first paint and each route's preloads (decision 0027); null for a
  // build without them.
  const pageAssets = readPageAssets(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    serve: true,
    // The build writes `.br` and `.gz` beside each script and style (apps/web/build/
    // precompress.ts): the variant the request's Accept-Encoding prefers is sent as it
    // is, brotli first; without one, the original (compressed on the fly if large).
    preCompressed: true,
    // Vite fingerprints assets, so they can be cached for a year; other files (favicon,
    // images) are revalidated, and index.html (the app shell naming the current
    // fingerprints) always. send's own Cache-Control is off so ours is the one sent.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
      // One URL, several encodings: a cache must key the stored answer by the header.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  const sendIndex = async (
    request: FastifyRequest,
    reply: import('fastify').FastifyReply,
    urlPath: string,
  ) => {
    const mode = viewModeFor(request);
    let html = composePage(template, pageAssets, urlPath, mode).replace(
      /<meta name="vm" content="[^"]*"\s*\/?>/,
      `<meta name="vm" content="${mode}" />`,
    );
    const extra = bodyEnd
      ? await bodyEnd(request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'Page body markup failed; sent without it');
          return '';
        })
      : '';
    const end = html.lastIndexOf('</body>');
    if (extra && end >= 0) html = `${html.slice(0, end)}${extra}${html.slice(end)}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', APP_SHELL_CACHE)
      .header('vary', 'accept-encoding')
      .send(html);
  };

  // Every non-API path that is not a file is a route of the single-page app.
  app.get('/*', { config: { access: 'none' } }, (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return sendError(reply, 'BAD_URL');
    }
    if (urlPath.startsWith('/api/')) return reply.callNotFound();
    const candidate = path.join(distDir, path.normalize(urlPath));
    if (
      urlPath !== '/' &&
      candidate.startsWith(distDir) &&
      fs.existsSync(candidate) &&
      fs.statSync(candidate).isFile()
    ) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    // A missing build file (an old chunk after a deploy) is a 404: the app shell in its
    // place would be parsed as script or style, and the client could not tell it failed.
    if (urlPath.startsWith(ASSETS_PREFIX)) return reply.callNotFound();
    return sendIndex(request, reply, urlPath);
  });
}
