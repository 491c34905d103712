import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

/** An operator's stored after-sale policy (operators.after_sale_policy; null: the default). */
export interface OperatorPolicyRow {
  code: string;
  name: string;
  stored: unknown;
}

/** The after-sale policy column of operators (migration 0022, decision 0037). */
export class OperatorPolicyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(code: string, db: Executor = this.db): Promise<OperatorPolicyRow | undefined> {
    const row = await db
      .selectFrom('operators')
      .select(['code', 'name', 'after_sale_policy'])
      .where('code', '=', code)
      .executeTakeFirst();
    return row && { code: row.code, name: row.name, stored: row.after_sale_policy };
  }

  /** The row locked until the transaction ends, so two saves of one policy follow each other. */
  async findForUpdate(code: string, db: Executor): Promise<OperatorPolicyRow | undefined> {
    const row = await db
      .selectFrom('operators')
      .select(['code', 'name', 'after_sale_policy'])
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    return row && { code: row.code, name: row.name, stored: row.after_sale_policy };
  }

  async store(code: string, policy: unknown, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('operators')
      .set({ after_sale_policy: policy === null ? null : JSON.stringify(policy) })
      .where('code', '=', code)
      .execute();
  }
}
