import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

export class CustomerSessionRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findActiveCustomerId(tokenHash: string, now: Date): Promise<number | null> {
    const row = await this.db
      .selectFrom('customer_tokens')
      .select('customer_id')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }

  async insertToken(
    tokenHash: string,
    customerId: number,
    now: Date,
    expiresAt: Date,
    db: Executor = this.db,
  ) {
    await db
      .insertInto('customer_tokens')
      .values({
        token_hash: tokenHash,
        customer_id: customerId,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
  }

  async revoke(tokenHash: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('customer_tokens')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
