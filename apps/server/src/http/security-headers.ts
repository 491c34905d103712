import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies...) on every
 * answer, API and web app alike.
 *
 * Helmet itself, not @fastify/helmet: that plugin calls `helmet(options)` for every
 * request, which parses the CSP directives and builds a dozen middlewares each time
 * (about a fifth of everything the server allocated under the benchmark's load, issue 11).
 * Built once here, each request only sets the headers helmet prepared. We used none of
 * the plugin's extras (per-route options, CSP nonces, `reply.helmet()`).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws instead of passing errors on; the callback's argument stays typed unknown.
    applyHeaders(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
