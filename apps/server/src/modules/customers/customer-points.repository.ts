import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Queries of a customer's points balance (customers.points_balance). */
export class CustomerPointsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async balance(customerId: number, db: Kysely<DB> = this.db): Promise<number> {
    const row = await db
      .selectFrom('customers')
      .select('points_balance')
      .where('id', '=', customerId)
      .executeTakeFirst();
    return row?.points_balance ?? 0;
  }

  /** Takes points if the balance covers them, in one guarded UPDATE. False when it did not. */
  async subtract(customerId: number, points: number, db: Kysely<DB> = this.db): Promise<boolean> {
    const rows = await db
      .updateTable('customers')
      .set((eb) => ({ points_balance: eb('points_balance', '-', points) }))
      .where('id', '=', customerId)
      .where('points_balance', '>=', points)
      .returning('id')
      .execute();
    return rows.length > 0;
  }

  async add(customerId: number, points: number, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('customers')
      .set((eb) => ({ points_balance: eb('points_balance', '+', points) }))
      .where('id', '=', customerId)
      .execute();
  }
}
