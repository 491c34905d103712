import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type {
  PaymentInstructionGroup,
  PaymentMethodsTable,
  PaymentStatus,
} from '../../db/schema.js';
import type { PaymentDetails } from './gateways/payment-gateway.js';

export interface PaymentMethodRow {
  code: string;
  name: string;
  group_code: PaymentMethodsTable['group_code'];
  instructions: PaymentInstructionGroup[];
}

/** A charge with what a view of it needs: its method's name and instructions. */
export interface PaymentRow {
  id: number;
  /** Whose charge it is: a reservation's or a flash-sale purchase's (exactly one is set). */
  reservation_id: number | null;
  flash_sale_purchase_id: number | null;
  order_id: string;
  gateway: string;
  method_code: string;
  amount: number;
  status: PaymentStatus;
  gateway_transaction_id: string | null;
  details: PaymentDetails;
  expires_at: Date;
  paid_at: Date | null;
  is_late: boolean;
  created_at: Date;
  method_name: string;
  method_group: PaymentMethodsTable['group_code'];
  method_instructions: PaymentInstructionGroup[];
}

/** Who a charge is for: a reservation, or a flash-sale purchase (migration 0014). */
export type ChargePayer = { reservationId: number } | { flashSalePurchaseId: number };

function payerColumn(payer: ChargePayer): 'reservation_id' | 'flash_sale_purchase_id' {
  return 'reservationId' in payer ? 'reservation_id' : 'flash_sale_purchase_id';
}

function payerId(payer: ChargePayer): number {
  return 'reservationId' in payer ? payer.reservationId : payer.flashSalePurchaseId;
}

export interface NotificationRecord {
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  body: unknown;
  outcome: string;
  received_at: Date;
}

/** A payment row as every reader takes it: the charge joined with its method's names. */
const PAYMENT_COLUMNS = [
  'payments.id',
  'payments.reservation_id',
  'payments.flash_sale_purchase_id',
  'payments.order_id',
  'payments.gateway',
  'payments.method_code',
  'payments.amount',
  'payments.status',
  'payments.gateway_transaction_id',
  'payments.instructions as details',
  'payments.expires_at',
  'payments.paid_at',
  'payments.is_late',
  'payments.created_at',
  'payment_methods.name as method_name',
  'payment_methods.group_code as method_group',
  'payment_methods.instructions as method_instructions',
] as const;

/**
 * PAYMENT_COLUMNS as SQL text, written once: the checkout's statement that records the
 * charge's answer is a `sql` template, since building it with the query builder (these 17
 * references parsed on every call) cost ten times as much as the template (issue 11).
 */
const PAYMENT_SELECT_LIST = sql.raw(
  PAYMENT_COLUMNS.map((column) => {
    const [reference = '', alias] = column.split(' as ');
    const [table, name] = reference.split('.');
    return `"${table}"."${name}"${alias ? ` AS "${alias}"` : ''}`;
  }).join(', '),
);

/**
 * Queries of the payments module: charges (payments) and gateway notifications. Every
 * method runs on the executor given last (a transaction), or on the database handle the
 * repository was built with; the services decide the transaction boundaries.
 */
export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  findMethod(code: string, db: Executor = this.db): Promise<PaymentMethodRow | undefined> {
    return db
      .selectFrom('payment_methods')
      .select(['code', 'name', 'group_code', 'instructions'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /**
   * A charge's method and its new pending row in one statement (a booking is bound by its
   * round trips, decision 0024): the order id is `<code>-<charges so far + offset>`.
   * Undefined when the method does not exist (nothing is inserted); a taken order id is a
   * unique violation (the caller tries the next number).
   */
  async insertChargeOfMethod(
    values: {
      payer: ChargePayer;
      code: string;
      /** 1 for the first try: the n-th charge of the payer is <code>-n. */
      offset: number;
      gateway: string;
      methodCode: string;
      amount: number;
      expiresAt: Date;
      now: Date;
    },
    db: Executor = this.db,
  ): Promise<{ method: PaymentMethodRow; id: number; orderId: string } | undefined> {
    const reservationId = 'reservationId' in values.payer ? values.payer.reservationId : null;
    const purchaseId =
      'flashSalePurchaseId' in values.payer ? values.payer.flashSalePurchaseId : null;
    const { rows } = await sql<
      PaymentMethodRow & { id: number | null; order_id: string | null }
    >`WITH method AS (
        SELECT code, name, group_code, instructions FROM payment_methods WHERE code = ${values.methodCode}
      ),
      charge AS (
        INSERT INTO payments (reservation_id, flash_sale_purchase_id, order_id, gateway,
          method_code, amount, status, expires_at, created_at)
        SELECT ${reservationId}::bigint, ${purchaseId}::bigint,
          ${values.code} || '-' || ((SELECT count(*) FROM payments
            WHERE ${sql.ref(payerColumn(values.payer))} = ${payerId(values.payer)}) + ${values.offset}::int),
          ${values.gateway}, method.code, ${values.amount}::int, 'pending',
          ${values.expiresAt}::timestamptz, ${values.now}::timestamptz
        FROM method
        RETURNING id, order_id
      )
      SELECT method.*, charge.id, charge.order_id FROM method LEFT JOIN charge ON true`.execute(db);
    const row = rows[0];
    if (!row || row.id === null || row.order_id === null) return undefined;
    const { id, order_id: orderId, ...method } = row;
    return { method, id: Number(id), orderId };
  }

  /**
   * A new reservation's first charge, pending, as a statement for the booking's own
   * statement (decision 0034): the same row insertChargeOfMethod writes for a first
   * charge (order id `<code>-1`, no charge before it), given the reservation's id as SQL.
   * Inserts nothing when the method does not exist; RETURNING the id and order id.
   */
  pendingChargeStatement(values: {
    reservationId: RawBuilder<number>;
    code: string;
    gateway: string;
    methodCode: string;
    amount: number;
    expiresAt: Date;
    now: Date;
  }): RawBuilder<unknown> {
    return sql`INSERT INTO payments (reservation_id, order_id, gateway, method_code, amount,
        status, expires_at, created_at)
      SELECT ${values.reservationId}, ${values.code} || '-1', ${values.gateway}, code,
        ${values.amount}::int, 'pending', ${values.expiresAt}::timestamptz,
        ${values.now}::timestamptz
      FROM payment_methods WHERE code = ${values.methodCode}
      RETURNING id, order_id`;
  }

  /**
   * The gateway's answer recorded, and the charge read back as findByOrderId reads it: one
   * round trip. `alongside` adds the caller's data-modifying CTE to the same statement,
   * guarded by an expression that is true only when the answer was recorded.
   */
  async recordChargeAnswerAndRead(
    id: number,
    transactionId: string,
    details: PaymentDetails,
    db: Executor = this.db,
    alongside?: (recorded: RawBuilder<boolean>) => RawBuilder<unknown> | null | undefined,
  ): Promise<PaymentRow | undefined> {
    const written = alongside?.(sql<boolean>`EXISTS (SELECT 1 FROM answered)`);
    const { rows } = await sql<PaymentRow>`WITH answered AS (
        UPDATE payments SET gateway_transaction_id = ${transactionId},
          instructions = ${JSON.stringify(details)}
        WHERE id = ${id} RETURNING *
      )${written ? sql`, alongside AS (${written})` : sql``}
      SELECT ${PAYMENT_SELECT_LIST} FROM answered AS payments
      JOIN payment_methods ON payment_methods.code = payments.method_code`.execute(db);
    return rows[0];
  }

  async markChargeFailed(id: number, db: Executor = this.db): Promise<void> {
    await db.updateTable('payments').set({ status: 'failed' }).where('id', '=', id).execute();
  }

  private selectPayments(db: Executor) {
    return db
      .selectFrom('payments')
      .innerJoin('payment_methods', 'payment_methods.code', 'payments.method_code')
      .select(PAYMENT_COLUMNS)
      .$narrowType<{ details: PaymentDetails }>();
  }

  findLatest(
    reservationId: number | ChargePayer,
    db: Executor = this.db,
    /** Only charges the gateway answered (a pending row it was never asked for is not one). */
    answeredOnly = false,
  ): Promise<PaymentRow | undefined> {
    const payer = typeof reservationId === 'number' ? { reservationId } : reservationId;
    let query = this.selectPayments(db).where(
      `payments.${payerColumn(payer)}`,
      '=',
      payerId(payer),
    );
    if (answeredOnly) query = query.where('payments.gateway_transaction_id', 'is not', null);
    return query
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  findByOrderId(orderId: string, db: Executor = this.db): Promise<PaymentRow | undefined> {
    return this.selectPayments(db).where('payments.order_id', '=', orderId).executeTakeFirst();
  }

  /** The charge, locked until the transaction ends (PostgreSQL; PGlite serialises anyway). */
  findByOrderIdForUpdate(orderId: string, db: Executor = this.db): Promise<PaymentRow | undefined> {
    return this.selectPayments(db)
      .where('payments.order_id', '=', orderId)
      .forUpdate('payments')
      .executeTakeFirst();
  }

  /** Marks every pending charge of the reservation cancelled; answers their order ids. */
  async cancelPending(reservationId: number, db: Executor = this.db): Promise<string[]> {
    const rows = await db
      .updateTable('payments')
      .set({ status: 'cancelled' })
      .where('reservation_id', '=', reservationId)
      .where('status', '=', 'pending')
      .returning('order_id')
      .execute();
    return rows.map((row) => row.order_id);
  }

  async settleCharge(
    id: number,
    values: { paidAt: Date; transactionId: string },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .updateTable('payments')
      .set({ status: 'paid', paid_at: values.paidAt, gateway_transaction_id: values.transactionId })
      .where('id', '=', id)
      .execute();
  }

  async flagRefundOwed(id: number, db: Executor = this.db): Promise<void> {
    await db.updateTable('payments').set({ is_late: true }).where('id', '=', id).execute();
  }

  async closeCharge(
    id: number,
    status: 'expired' | 'cancelled' | 'failed',
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .updateTable('payments')
      .set({ status })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * Records a notification unless the same (order, transaction, status) was recorded
   * before. Answers the new row's id, or null for a repeat.
   */
  async insertNotificationOnce(
    record: NotificationRecord,
    db: Executor = this.db,
  ): Promise<number | null> {
    const row = await db
      .insertInto('payment_notifications')
      .values({ ...record, body: JSON.stringify(record.body) })
      .onConflict((conflict) =>
        conflict.columns(['order_id', 'transaction_id', 'transaction_status']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Records a refused notification (bad signature, unconfirmed), then deletes the refused
   * ones older than the newest `keep`: however many arrive, they take bounded space.
   * Concurrent inserts may briefly leave a few more; the next one trims them.
   */
  async insertRefusedNotification(
    record: NotificationRecord,
    keep: number,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('payment_notifications')
      .values({ ...record, body: JSON.stringify(record.body) })
      .execute();
    // Uses the partial index payment_notifications_rejected_idx (same predicate, written
    // as literals so a prepared statement's generic plan can use it: decision 0033).
    const refused = [literal('invalid_signature'), literal('unconfirmed')];
    const boundary = await db
      .selectFrom('payment_notifications')
      .select('id')
      .where('outcome', 'in', refused)
      .orderBy('id', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (!boundary) return;
    await db
      .deleteFrom('payment_notifications')
      .where('outcome', 'in', refused)
      .where('id', '<=', boundary.id)
      .execute();
  }

  async setNotificationOutcome(id: number, outcome: string, db: Executor = this.db): Promise<void> {
    await db.updateTable('payment_notifications').set({ outcome }).where('id', '=', id).execute();
  }

  /** The flash-sale purchase code a charge belongs to (for the simulator page and its redirect). */
  async flashSalePurchaseCodeOf(
    purchaseId: number,
    db: Executor = this.db,
  ): Promise<string | undefined> {
    const row = await db
      .selectFrom('flash_sale_purchases')
      .select('code')
      .where('id', '=', purchaseId)
      .executeTakeFirst();
    return row?.code;
  }

  /** The reservation code a charge belongs to (for the simulator page and its redirect). */
  async reservationCodeOf(
    reservationId: number,
    db: Executor = this.db,
  ): Promise<string | undefined> {
    const row = await db
      .selectFrom('reservations')
      .select('code')
      .where('id', '=', reservationId)
      .executeTakeFirst();
    return row?.code;
  }

  async reservationExists(code: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The newest pending charge of the reservation with this code. */
  async latestPendingOrderId(
    reservationCode: string,
    db: Executor = this.db,
  ): Promise<string | undefined> {
    const row = await db
      .selectFrom('payments')
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .select('payments.order_id')
      .where('reservations.code', '=', reservationCode)
      .where('payments.status', '=', 'pending')
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.order_id;
  }
}
