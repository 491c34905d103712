import {
  LOCAL_IDENTITY_ISSUER_PATH,
  LOCAL_IDENTITY_JWKS_PATH,
} from './modules/identity/local-identity-paths.js';

/**
 * The identity provider's settings as config.ts checks them: the three variables that
 * describe one provider, and what production demands of it. Apart from config.ts so the
 * environment's declarations stay readable there.
 */

/** The client id the local identity provider issues its tokens for (development default). */
export const LOCAL_IDENTITY_AUDIENCE = 'lintas-lokal';

/** `a, b` -> ['a', 'b']: a provider may have several issuer spellings or client ids. */
export function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

const IDENTITY_KEYS = ['IDENTITY_JWKS_URL', 'IDENTITY_ISSUER', 'IDENTITY_AUDIENCE'] as const;

/**
 * The three identity variables describe one provider: set together or not at all (one
 * alone would mix a real provider's keys with the local provider's issuer, and refuse
 * every token for a reason hard to see).
 */
export function identityProblemsOf(raw: Partial<Record<(typeof IDENTITY_KEYS)[number], string>>) {
  const missing = IDENTITY_KEYS.filter((key) => !raw[key]);
  if (missing.length === 0 || missing.length === IDENTITY_KEYS.length) return [];
  return missing.map(
    (key) =>
      `  ${key}: isi bersama ${IDENTITY_KEYS.filter((other) => other !== key).join(' dan ')}`,
  );
}

/**
 * Production signs people in with a real provider: all three identity variables set,
 * the keys fetched over HTTPS, and never the local provider (anyone may claim any e-mail
 * there), whatever host it is named with.
 */
export function identityProblemsInProduction(
  raw: Partial<Record<(typeof IDENTITY_KEYS)[number], string>>,
): string[] {
  const problems: string[] = [];
  for (const key of IDENTITY_KEYS) {
    if (!raw[key]) problems.push(`  ${key}: wajib diisi di production (penyedia identitas asli)`);
  }
  if (raw.IDENTITY_JWKS_URL) {
    const url = new URL(raw.IDENTITY_JWKS_URL);
    if (url.pathname.replace(/\/+$/, '') === LOCAL_IDENTITY_JWKS_PATH)
      problems.push(
        '  IDENTITY_JWKS_URL: penyedia identitas lokal tidak boleh dipakai di production',
      );
    else if (url.protocol !== 'https:')
      problems.push('  IDENTITY_JWKS_URL: harus https di production');
  }
  const localIssuer = listOf(raw.IDENTITY_ISSUER ?? '').some((issuer) =>
    URL.canParse(issuer)
      ? new URL(issuer).pathname.replace(/\/+$/, '') === LOCAL_IDENTITY_ISSUER_PATH
      : false,
  );
  if (localIssuer)
    problems.push('  IDENTITY_ISSUER: penyedia identitas lokal tidak boleh dipakai di production');
  if (raw.IDENTITY_AUDIENCE && listOf(raw.IDENTITY_AUDIENCE).includes(LOCAL_IDENTITY_AUDIENCE))
    problems.push(
      '  IDENTITY_AUDIENCE: audiens penyedia identitas lokal tidak boleh dipakai di production',
    );
  return problems;
}
