import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.js';

/** One charge as the local simulator knows it: the last status it reported. */
export interface SimulatorEntry {
  orderId: string;
  transactionId: string;
  transactionStatus: string;
  statusCode: string;
  grossAmount: string;
  paymentType: string;
}

/**
 * The LOCAL PAYMENT SIMULATOR's own books (simulator_transactions): the gateway's side
 * of each charge, kept apart from our payments table so the simulator's status API
 * answers what the simulator decided, never what our webhook was told. In the database
 * because every server process runs the simulator and any of them may be asked. Every
 * method runs on the executor given last, or on the handle the repository was built with.
 */
export class SimulatorLedgerRepository {
  constructor(private readonly db: Executor) {}

  async record(entry: SimulatorEntry, now: Date, db: Executor = this.db): Promise<void> {
    const values = {
      transaction_id: entry.transactionId,
      transaction_status: entry.transactionStatus,
      status_code: entry.statusCode,
      gross_amount: entry.grossAmount,
      payment_type: entry.paymentType,
      updated_at: now,
    };
    await db
      .insertInto('simulator_transactions')
      .values({ order_id: entry.orderId, ...values })
      .onConflict((conflict) => conflict.column('order_id').doUpdateSet(values))
      .execute();
  }

  /**
   * Records a refund of a paid charge in one statement, so two refunds at once cannot both
   * pass the checks: only a settled (or partly refunded) charge, never more than it took
   * in all, and a key it has seen changes nothing. 'done' when this call recorded it,
   * 'repeat' for a key done before, 'refused' otherwise.
   */
  async refund(
    orderId: string,
    refundKey: string,
    amount: number,
    now: Date,
    db: Executor = this.db,
  ): Promise<'done' | 'repeat' | 'refused'> {
    const key = sql`jsonb_build_array(${refundKey}::text)`;
    const done = await db
      .updateTable('simulator_transactions')
      .set({
        refund_keys: sql`refund_keys || ${key}`,
        refunded_amount: sql`refunded_amount + ${amount}::int`,
        transaction_status: sql`CASE WHEN refunded_amount + ${amount}::int >= gross_amount::numeric THEN 'refund' ELSE 'partial_refund' END`,
        status_code: '200',
        updated_at: now,
      })
      .where('order_id', '=', orderId)
      .where('transaction_status', 'in', ['settlement', 'capture', 'partial_refund'])
      .where(sql<boolean>`NOT (refund_keys @> ${key})`)
      .where(sql<boolean>`refunded_amount + ${amount}::int <= gross_amount::numeric`)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0) return 'done';
    const seen = await db
      .selectFrom('simulator_transactions')
      .select('order_id')
      .where('order_id', '=', orderId)
      .where(sql<boolean>`refund_keys @> ${key}`)
      .executeTakeFirst();
    return seen ? 'repeat' : 'refused';
  }

  async find(orderId: string, db: Executor = this.db): Promise<SimulatorEntry | undefined> {
    const row = await db
      .selectFrom('simulator_transactions')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row
      ? {
          orderId: row.order_id,
          transactionId: row.transaction_id,
          transactionStatus: row.transaction_status,
          statusCode: row.status_code,
          grossAmount: row.gross_amount,
          paymentType: row.payment_type,
        }
      : undefined;
  }
}
