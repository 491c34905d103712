import { EMAIL_PATTERN } from '@lintas/domain/validators';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { IdentityTokenVerifier, VerifiedIdentity } from '../customers/identity-token.port.js';
import { nationalPhone } from './national-phone.js';

/** The identity provider's public description (config `identity`). */
export interface IdentityProviderSettings {
  jwksUrl: string;
  issuers: string[];
  audiences: string[];
}

/**
 * What Google and Firebase sign with (RS256) and what a phone provider may (ES256).
 * Naming them shuts out `none` and the HMAC family, where a public key would become a
 * shared secret.
 */
const ALGORITHMS = ['RS256', 'ES256'];
/** Seconds of disagreement between the provider's clock and ours that are forgiven. */
const CLOCK_TOLERANCE_SECONDS = 30;
/**
 * A sign-in token older than this is refused whatever its `exp` says (Google's and
 * Firebase's live an hour); jose then also refuses an `iat` in the future.
 */
const MAX_TOKEN_AGE = '1 day';
/** A provider slower than this to hand out its keys counts as unavailable. */
const JWKS_TIMEOUT_MS = 5000;
const MAX_SUBJECT_LENGTH = 255;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

const EXPIRED_MESSAGE = 'Login gagal: bukti masuk sudah kedaluwarsa. Silakan ulangi.';

/** The keys could not be had: the provider's trouble, not the token's. */
class KeysUnavailable extends Error {}

/**
 * The key lookups that fail because of the token (it names a key the provider does not
 * have, names none among several, or an algorithm a key set cannot hold). Anything else
 * from the remote key set is the fetch failing: timeout, refused connection, a non-200
 * answer or a body that is no key set.
 */
function isTokenKeyError(error: unknown): boolean {
  return (
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JWKSMultipleMatchingKeys ||
    error instanceof errors.JOSENotSupported
  );
}

/**
 * Verifies an identity provider's ID token with jose: the signature against the key its
 * `kid` names in the provider's JWKS (fetched over HTTP, cached, fetched again at most
 * every 30 s when an unknown `kid` arrives, so random kids cannot make us hammer the
 * provider), the issuer, the audience, the expiry and issue time against the injected
 * clock. A refused token is 401 IDENTITY_TOKEN_INVALID; a provider whose keys cannot be
 * fetched is 502 IDENTITY_PROVIDER_UNAVAILABLE.
 */
export class JoseIdentityTokenVerifier implements IdentityTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(
    private readonly settings: IdentityProviderSettings,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {
    const remote = createRemoteJWKSet(new URL(settings.jwksUrl), {
      timeoutDuration: JWKS_TIMEOUT_MS,
    });
    this.keys = async (header, token) => {
      try {
        return await remote(header, token);
      } catch (error) {
        if (isTokenKeyError(error)) throw error;
        throw new KeysUnavailable('identity provider keys unavailable', { cause: error });
      }
    };
  }

  async verify(idToken: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: this.settings.issuers,
        audience: this.settings.audiences,
        algorithms: ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        maxTokenAge: MAX_TOKEN_AGE,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof KeysUnavailable) {
        this.logger.error(
          { err: error.cause, jwksUrl: this.settings.jwksUrl },
          'identity provider keys (JWKS) could not be fetched',
        );
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE');
      }
      if (error instanceof errors.JWTExpired) {
        throw new AppError('IDENTITY_TOKEN_INVALID', EXPIRED_MESSAGE);
      }
      // Every other failure is the token's: forged, foreign, malformed. Whatever jose
      // throws for a string a client sent is a refusal, never a 500.
      this.logger.warn(
        { reason: error instanceof errors.JOSEError ? error.code : String(error) },
        'identity token refused',
      );
      throw new AppError('IDENTITY_TOKEN_INVALID');
    }
    return identityOf(payload);
  }
}

/** The verified claims as the customers module wants them; the unusable ones as null. */
function identityOf(payload: JWTPayload): VerifiedIdentity {
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > MAX_SUBJECT_LENGTH) {
    throw new AppError('IDENTITY_TOKEN_INVALID');
  }
  return {
    subject,
    email: verifiedEmail(payload),
    phone: typeof payload.phone_number === 'string' ? nationalPhone(payload.phone_number) : null,
    name: displayName(payload.name),
  };
}

/**
 * The e-mail only when the provider vouches for it: an unverified address could be
 * anyone's, and signing in with it would open that person's account. Google has sent
 * `email_verified` as the string "true" in some tokens, so that spelling counts too.
 */
function verifiedEmail(payload: JWTPayload): string | null {
  const { email, email_verified: verified } = payload;
  if (verified !== true && verified !== 'true') return null;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(normalised)
    ? normalised
    : null;
}

function displayName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.replace(/\s+/g, ' ').trim();
  return name === '' ? null : name.slice(0, MAX_NAME_LENGTH);
}
