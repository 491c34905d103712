import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http/error-handler.js';

/** Phones and small tablets get the mobile view (spec §4 "Platform and view"). */
const MOBILE_USER_AGENT =
  /Android|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile|Mobile/i;

/** Vite writes every built script, style and font here (hashed names). */
const ASSETS_PREFIX = '/assets/';

export type ViewMode = 'm' | 'd';

function viewModeFor(request: Pick<FastifyRequest, 'query' | 'headers'>): ViewMode {
  const requested = (request.query as Record<string, unknown> | undefined)?.vm;
  if (requested === 'm' || requested === 'd') return requested;
  return MOBILE_USER_AGENT.test(request.headers['user-agent'] ?? '') ? 'm' : 'd';
}

/**
 * Serves the built web app: hashed assets as static files, and for every other path
 * the index.html with the page settings the client reads at start (the view mode
 * `vm`), so the first paint already has the right layout.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexPath)) {
    app.log.warn(`Web app not built (${indexPath} missing); serving the API only.`);
    return;
  }
  const template = fs.readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    serve: true,
    // Vite fingerprints assets, so they can be cached for a year; other files (favicon,
    // images) are revalidated. send's own Cache-Control is off so ours is the one sent.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const html = template.replace(
      /<meta name="vm" content="[^"]*"\s*\/?>/,
      `<meta name="vm" content="${viewModeFor(request)}" />`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
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
    return sendIndex(request, reply);
  });
}
