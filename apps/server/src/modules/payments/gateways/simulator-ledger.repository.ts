import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

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
 * because every server process runs the simulator and any of them may be asked.
 */
export class SimulatorLedger {
  constructor(private readonly db: Kysely<DB>) {}

  async record(entry: SimulatorEntry, now: Date): Promise<void> {
    const values = {
      transaction_id: entry.transactionId,
      transaction_status: entry.transactionStatus,
      status_code: entry.statusCode,
      gross_amount: entry.grossAmount,
      payment_type: entry.paymentType,
      updated_at: now,
    };
    await this.db
      .insertInto('simulator_transactions')
      .values({ order_id: entry.orderId, ...values })
      .onConflict((conflict) => conflict.column('order_id').doUpdateSet(values))
      .execute();
  }

  async find(orderId: string): Promise<SimulatorEntry | undefined> {
    const row = await this.db
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
