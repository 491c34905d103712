import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends only on the URL, never on who asks (no customer, no platform):
     * the catalogue. Such GET answers carry an ETag and may be cached for a short while
     * (docs/decisions/0011-compression-and-caching.md).
     */
    sameForEveryone?: boolean;
  }
}

/**
 * How long a catalogue answer may be reused without asking. Short, because an operator's
 * change should reach people within a minute; after that a revalidation with the ETag
 * costs a 304 without a body.
 */
const CATALOGUE_MAX_AGE_SECONDS = 60;

/** A weak validator of the serialised body: the bytes sent differ by Content-Encoding. */
function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly; `*` matches any current answer. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * `public` only for the platform's Basic credentials (or none): any other credential (a
 * customer's bearer token, whatever scheme comes next) is one person's, `private`.
 * Decided by the header itself, not by who it resolved to, so a new kind of token is
 * private until someone decides otherwise.
 */
function sharedScope(authorization: string | undefined): 'public' | 'private' {
  return authorization === undefined || /^Basic\s/i.test(authorization) ? 'public' : 'private';
}

/**
 * ETag, If-None-Match and short caching for routes marked `sameForEveryone`.
 *
 * Every /api call carries an Authorization header (the platform's Basic credentials, or
 * a customer's bearer token). A shared cache (a CDN, a proxy) stores an answer to such a
 * request only when told `public`, and must then key it by `Vary: authorization` so a
 * caller with other credentials, or none, still reaches the server and its checks:
 * - the platform's Basic credentials are the same for every user of that platform (the
 *   web's ship in the bundle), so a catalogue answer to them is `public`;
 * - with a bearer token the answer is still the catalogue, but the token is one person's
 *   secret and must not become a shared cache's key: `private` (the browser only).
 * Only a 200 answer to GET (and the HEAD Fastify derives from it) is marked; errors,
 * other methods and unmarked routes are left without caching headers.
 *
 * Registered before the compression plugin adds its hooks to the routes, so the ETag is
 * computed on the serialised JSON, before it is compressed.
 */
export const sharedCachingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook(
      'onSend',
      async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (!request.routeOptions.config.sameForEveryone) return payload;
        if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
        if (reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

        const etag = etagOf(payload);
        const scope = sharedScope(request.headers.authorization);
        reply
          .header('etag', etag)
          .header('cache-control', `${scope}, max-age=${CATALOGUE_MAX_AGE_SECONDS}`)
          .header('vary', 'authorization, accept-encoding');
        if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
        // Not modified: the same headers, no body (and so nothing to compress).
        reply.code(304).removeHeader('content-type').removeHeader('content-length');
        return null;
      },
    );
  },
  { name: 'shared-caching' },
);
