import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import { randomSecret, sha256Hex } from '../../lib/random.js';
import type { CustomerSessionRepository } from './customer-session.repository.js';

/** Bearer tokens live 365 days, like the _atx cookie that carries them (spec §9). */
const TOKEN_LIFETIME_MS = 31_536_000_000;

/**
 * Customer bearer tokens: random, stored only as a hash, revocable. Logging in (OTP,
 * Google) issues them; the authentication hook resolves them.
 */
export class CustomerSessionService {
  constructor(
    private readonly repository: CustomerSessionRepository,
    private readonly clock: Clock,
  ) {}

  /** In the caller's transaction when given one (a login issues it with the code's use). */
  async issueToken(customerId: number, db?: Executor): Promise<string> {
    const token = randomSecret(32);
    const now = this.clock.now();
    await this.repository.insertToken(
      sha256Hex(token),
      customerId,
      now,
      new Date(now.getTime() + TOKEN_LIFETIME_MS),
      db,
    );
    return token;
  }

  customerIdForToken(token: string): Promise<number | null> {
    return this.repository.findActiveCustomerId(sha256Hex(token), this.clock.now());
  }

  revokeToken(token: string): Promise<boolean> {
    return this.repository.revoke(sha256Hex(token), this.clock.now());
  }
}
