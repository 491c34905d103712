import { createHash } from 'node:crypto';
import { toInternationalPhone } from '@lintas/domain/validators';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  type JSONWebKeySet,
  type JWK,
  SignJWT,
} from 'jose';
import type { Clock } from '../../lib/clock.js';

/** A person signing in at the local provider: with an e-mail (Google) or a phone. */
export type LocalSignIn = { name: string; email: string } | { name: string; phone: string };

/** ID tokens live an hour, as Google's and Firebase's do. */
const TOKEN_LIFETIME_SECONDS = 60 * 60;
const ALGORITHM = 'RS256';

interface SigningKey {
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  publicJwk: JWK;
}

/**
 * The LOCAL IDENTITY PROVIDER (development and tests only): it stands where Google or a
 * phone provider would, with its own RSA key pair and JWKS, and issues OpenID-style ID
 * tokens for whoever fills in its sign-in page. The server verifies them exactly as it
 * verifies a real provider's (JWKS over HTTP, issuer, audience, expiry).
 *
 * The key pair is made on first use and kept in memory only. An ID token is exchanged
 * at customer-login seconds after it is issued, so a restart loses nothing but a sign-in
 * in flight; in return no private key is ever written to disk (where it would outlive the
 * process and could be copied), and the provider works the same with PGlite's DATA_DIR
 * or a PostgreSQL server. The private key is not even extractable.
 */
export class LocalIdentityProvider {
  private signingKey: Promise<SigningKey> | null = null;

  constructor(
    private readonly settings: { issuer: string; audience: string },
    private readonly clock: Clock,
  ) {}

  /** The public half, published as a JWKS for the verifier. */
  async jwks(): Promise<JSONWebKeySet> {
    const { publicJwk } = await this.key();
    return { keys: [publicJwk] };
  }

  /** An ID token for the person, valid for an hour from the clock's now. */
  async issueIdToken(person: LocalSignIn): Promise<string> {
    const { privateKey, publicJwk } = await this.key();
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const claims =
      'email' in person
        ? { name: person.name, email: person.email.toLowerCase(), email_verified: true }
        : { name: person.name, phone_number: toInternationalPhone(person.phone) };
    return new SignJWT({ ...claims, auth_time: issuedAt })
      .setProtectedHeader({ alg: ALGORITHM, kid: publicJwk.kid, typ: 'JWT' })
      .setIssuer(this.settings.issuer)
      .setAudience(this.settings.audience)
      .setSubject(subjectOf(person))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(privateKey);
  }

  private key(): Promise<SigningKey> {
    // Once per process, on first use: RSA generation costs tens of milliseconds, and most
    // test apps never sign anyone in.
    this.signingKey ??= makeSigningKey().catch((error: unknown) => {
      this.signingKey = null;
      throw error;
    });
    return this.signingKey;
  }
}

async function makeSigningKey(): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { modulusLength: 2048 });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { privateKey, publicJwk: { ...jwk, kid, alg: ALGORITHM, use: 'sig' } };
}

/**
 * The same person gets the same `sub` at every sign-in, as with a real provider (the
 * customers module may link an account by it): derived from the e-mail or phone.
 */
function subjectOf(person: LocalSignIn): string {
  const identifier =
    'email' in person ? `email:${person.email.toLowerCase()}` : `phone:${person.phone}`;
  return `lokal-${createHash('sha256').update(identifier).digest('hex').slice(0, 32)}`;
}
