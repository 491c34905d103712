/**
 * What an identity provider's ID token proves about the person signing in (Google via
 * `firebase-email`, a phone provider via `firebase-telp`). The customers module asks this
 * port; the identity module implements it (JOSE: signature against the provider's JWKS,
 * issuer, audience, expiry) and a local identity provider serves development and tests.
 */
export interface VerifiedIdentity {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  /** A verified e-mail (lower-cased), when the token carries one with email_verified. */
  email: string | null;
  /** A verified phone in national 0812... form, when the token carries one. */
  phone: string | null;
  /** The display name the provider knows, if any (not trusted for anything but a default). */
  name: string | null;
}

export interface IdentityTokenVerifier {
  /** Throws AppError('SESSION_EXPIRED' | 'UNAUTHORIZED'-like) for a forged, expired or foreign token. */
  verify(idToken: string): Promise<VerifiedIdentity>;
}
