import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.js';
import type { IdentityServices } from './identity-services.js';
import { LOCAL_IDENTITY_JWKS_PATH, LOCAL_IDENTITY_SIGN_IN_PATH } from './local-identity-paths.js';
import { renderSignInPage, renderSignInRefusal } from './local-identity.page.js';
import { checkSignInForm, checkSignInRequest, originOf, tokenRedirect } from './local-sign-in.js';

/**
 * The LOCAL IDENTITY PROVIDER's routes, registered only when the provider exists (never
 * in production): its JWKS under /api/dev, and its sign-in page. All public, like a real
 * provider's: the person signing in carries no client credentials.
 */
export function registerIdentityRoutes(
  app: ApiInstance,
  options: { services: IdentityServices; publicBaseUrl: string },
) {
  const provider = options.services.localProvider;
  if (!provider) return;
  const siteOrigin = originOf(options.publicBaseUrl);

  // The page may be reached at the configured address or through a development proxy
  // (Vite's, which keeps the Host header): the token goes back to the origin the browser
  // is on, and to no other. A browser's Host header is the address it asked for.
  const allowedOrigins = (request: FastifyRequest) =>
    [siteOrigin, originOf(`${request.protocol}://${request.host}`)].filter(
      (origin): origin is string => origin !== null,
    );

  const html = (reply: FastifyReply, statusCode: number, body: string) =>
    reply
      .status(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(body);

  app.get(
    LOCAL_IDENTITY_JWKS_PATH,
    // Hidden from the API document: it answers the JWKS format (RFC 7517), not the
    // envelope, because it stands in for an outside provider's key endpoint.
    { config: { access: 'none' }, schema: { hide: true } },
    async (_request, reply) => {
      // Keys are made anew at each start: nobody should keep an old set.
      reply.header('cache-control', 'no-store');
      return provider.jwks();
    },
  );

  app.get(
    LOCAL_IDENTITY_SIGN_IN_PATH,
    { config: { access: 'none' }, schema: { hide: true } },
    async (request, reply) => {
      const check = checkSignInRequest(fieldsOf(request.query), allowedOrigins(request));
      if (!check.ok) return html(reply, 400, renderSignInRefusal(check.message));
      return html(reply, 200, renderSignInPage({ request: check.request }));
    },
  );

  app.post(
    LOCAL_IDENTITY_SIGN_IN_PATH,
    { config: { access: 'none' }, schema: { hide: true } },
    async (request, reply) => {
      // The hidden fields come back from the browser and are checked again: a crafted
      // form must not turn the page into an open redirect.
      const fields = fieldsOf(request.body);
      const check = checkSignInRequest(fields, allowedOrigins(request));
      if (!check.ok) return html(reply, 400, renderSignInRefusal(check.message));
      const form = checkSignInForm(fields, check.request.mode);
      if (!form.ok) {
        return html(
          reply,
          400,
          renderSignInPage({ request: check.request, values: form.values, errors: form.errors }),
        );
      }
      const idToken = await provider.issueIdToken(form.person);
      // The token travels in the fragment, as an OpenID implicit flow sends it: a browser
      // never sends a fragment to a server, so it stays out of logs and Referer headers.
      return reply
        .header('cache-control', 'no-store')
        .redirect(tokenRedirect(check.request, idToken), 303);
    },
  );
}

/** A parsed query or form body as plain fields (anything else: none). */
function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
