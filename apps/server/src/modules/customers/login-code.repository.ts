import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

export interface NewLoginCode {
  authHash: string;
  channel: 'email' | 'sms';
  identifier: string;
  codeHash: string;
  clientAddress: string | null;
  createdAt: Date;
  expiresAt: Date;
  chainStartedAt: Date;
  chainSends: number;
}

/** Queries of the one-time sign-in codes (customer_login_codes). */
export class LoginCodeRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Serialises code requests for one identifier until the transaction ends (PostgreSQL;
   * PGlite runs one transaction at a time), so two processes cannot both see "the last
   * code went out 61 s ago" and send two.
   */
  async lockIdentifier(identifier: string, db: Executor = this.db): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`login-code:${identifier}`}))`.execute(db);
  }

  async latestFor(identifier: string, db: Executor = this.db) {
    return db
      .selectFrom('customer_login_codes')
      .selectAll()
      .where('identifier', '=', identifier)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The code of one OTP session, its row locked until the transaction ends. */
  async findForUpdate(authHash: string, db: Executor = this.db) {
    return db
      .selectFrom('customer_login_codes')
      .selectAll()
      .where('auth_hash', '=', authHash)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Earlier live codes of the identifier die when a new one is sent. */
  async supersedeLive(identifier: string, now: Date, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('customer_login_codes')
      .set({ superseded_at: now })
      .where('identifier', '=', identifier)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
  }

  /** Forgets codes that expired before `before`, of everyone (they are long dead). */
  async deleteExpiredBefore(before: Date, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('customer_login_codes').where('expires_at', '<', before).execute();
  }

  async insert(code: NewLoginCode, db: Executor = this.db): Promise<void> {
    await db
      .insertInto('customer_login_codes')
      .values({
        auth_hash: code.authHash,
        channel: code.channel,
        identifier: code.identifier,
        code_hash: code.codeHash,
        client_address: code.clientAddress,
        created_at: code.createdAt,
        expires_at: code.expiresAt,
        chain_started_at: code.chainStartedAt,
        chain_sends: code.chainSends,
      })
      .execute();
  }

  /** Counts a wrong try; answers the tries so far. */
  async addWrongTry(authHash: string, db: Executor = this.db): Promise<number> {
    const row = await db
      .updateTable('customer_login_codes')
      .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
      .where('auth_hash', '=', authHash)
      .returning('wrong_tries')
      .executeTakeFirstOrThrow();
    return row.wrong_tries;
  }

  /** Uses the code once: false when it was used already. */
  async markUsed(authHash: string, now: Date, db: Executor = this.db): Promise<boolean> {
    const rows = await db
      .updateTable('customer_login_codes')
      .set({ used_at: now })
      .where('auth_hash', '=', authHash)
      .where('used_at', 'is', null)
      .returning('auth_hash')
      .execute();
    return rows.length > 0;
  }
}
