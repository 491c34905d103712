/**
 * Where the LOCAL IDENTITY PROVIDER (development and tests only) lives on this server.
 * The configuration reads them too: its development defaults point here, and production
 * refuses them.
 */

/** The `iss` of the local provider's tokens is the site's address followed by this. */
export const LOCAL_IDENTITY_ISSUER_PATH = '/dev/identity';

/** Its public keys (a JWKS), as a real provider publishes them. */
export const LOCAL_IDENTITY_JWKS_PATH = '/api/dev/identity/jwks.json';

/** Its sign-in page; the web's "Gunakan Akun Google" sends the person here. */
export const LOCAL_IDENTITY_SIGN_IN_PATH = '/dev/identity/masuk';

/**
 * The pages of this site a token may be sent back to, as a real provider accepts only
 * registered redirect URIs. A browser carries a URL fragment through redirects, so any
 * other page of the site (one that forwards to elsewhere) could leak the token.
 */
export const LOCAL_IDENTITY_REDIRECT_PATHS: readonly string[] = ['/login/google'];
