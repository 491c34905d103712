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
