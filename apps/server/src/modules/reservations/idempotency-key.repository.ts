import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';

export type IdempotencyRecord = Selectable<IdempotencyKeysTable>;

/** Queries of idempotency_keys: a checkout's Idempotency-Key and the reservation it made. */
export class IdempotencyKeyRepository {
  constructor(private readonly db: Executor) {}

  find(keyHash: string, db: Executor = this.db): Promise<IdempotencyRecord | undefined> {
    return db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
  }

  /** Keys older than `before` are forgotten (a retry comes within minutes, not days). */
  async deleteOlderThan(before: Date, db: Executor = this.db): Promise<number> {
    const result = await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
