import type { Config } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { JoseIdentityTokenVerifier } from './id-token-verifier.js';
import { LOCAL_IDENTITY_ISSUER_PATH } from './local-identity-paths.js';
import { LocalIdentityProvider } from './local-identity-provider.js';

/**
 * The identity module: the verifier of ID tokens (the customers module's
 * IdentityTokenVerifier) and, outside production only, the local identity provider
 * whose tokens it verifies by default.
 */
export function createIdentityServices(deps: {
  config: Pick<Config, 'identity' | 'devRoutes' | 'publicBaseUrl'>;
  clock: Clock;
  logger: ServiceLogger;
}) {
  const { config, clock, logger } = deps;
  const verifier = new JoseIdentityTokenVerifier(config.identity, clock, logger);
  const localProvider = config.devRoutes
    ? new LocalIdentityProvider(
        {
          issuer: `${config.publicBaseUrl}${LOCAL_IDENTITY_ISSUER_PATH}`,
          // The client id this site is configured with, as a provider issues for it.
          audience: config.identity.audiences[0] ?? '',
        },
        clock,
      )
    : null;
  return { verifier, localProvider };
}

export type IdentityServices = ReturnType<typeof createIdentityServices>;
