import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { RefundReason, RefundStatus } from '../../db/schema.js';

export interface RefundRow {
  id: number;
  payment_id: number;
  reservation_id: number;
  reason: RefundReason;
  note: string;
  amount: number;
  status: RefundStatus;
  attempts: number;
  gateway_refund_id: string | null;
  last_error: string | null;
  processed_by: number | null;
  created_at: Date;
  processing_started_at: Date | null;
  refunded_at: Date | null;
}

/** A refund with what the staff queue shows of its booking and charge. */
export interface RefundQueueRow extends RefundRow {
  order_id: string;
  reservation_code: string;
  booker_name: string;
  booker_phone: string;
  booker_email: string;
  method_code: string;
  /** The operator of the booking's first leg. */
  operator_code: string | null;
}

export interface NewRefund {
  paymentId: number;
  reservationId: number;
  owedKey: string;
  reason: RefundReason;
  note: string;
  amount: number;
  now: Date;
}

const REFUND_COLUMNS = [
  'refunds.id',
  'refunds.payment_id',
  'refunds.reservation_id',
  'refunds.reason',
  'refunds.note',
  'refunds.amount',
  'refunds.status',
  'refunds.attempts',
  'refunds.gateway_refund_id',
  'refunds.last_error',
  'refunds.processed_by',
  'refunds.created_at',
  'refunds.processing_started_at',
  'refunds.refunded_at',
] as const;

/**
 * The refunds table (payments module). Reads of the queue join the booking and its legs
 * read-only, to show and scope it; every write is here.
 */
export class RefundRepository {
  constructor(private readonly db: Executor) {}

  /** Owes a refund once per owed_key: the id when this call inserted it, else null. */
  async oweOnce(refund: NewRefund, db: Executor = this.db): Promise<number | null> {
    const row = await db
      .insertInto('refunds')
      .values({
        payment_id: refund.paymentId,
        reservation_id: refund.reservationId,
        owed_key: refund.owedKey,
        reason: refund.reason,
        note: refund.note,
        amount: refund.amount,
        created_at: refund.now,
      })
      .onConflict((conflict) => conflict.column('owed_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }

  /** The charge that paid the booking (not a late or second one), if it was paid. */
  findPayingCharge(
    reservationId: number,
    db: Executor = this.db,
  ): Promise<{ id: number; amount: number } | undefined> {
    return (
      db
        .selectFrom('payments')
        .select(['id', 'amount'])
        // The booking's own charge, or for a moved booking (decision 0040) the charges of the
        // bookings it replaced too: the money of the ticket was mostly paid on the first.
        .where(
          'reservation_id',
          'in',
          sql<number>`(WITH RECURSIVE chain(id) AS (
          SELECT ${reservationId}::int
          UNION
          SELECT r.moved_from_id FROM reservations r JOIN chain ON r.id = chain.id
          WHERE r.moved_from_id IS NOT NULL
        ) SELECT id FROM chain)`,
        )
        .where('status', '=', 'paid')
        .where('is_late', '=', false)
        .orderBy('amount', 'desc')
        .orderBy('paid_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    );
  }

  private queueQuery(db: Executor) {
    return db
      .selectFrom('refunds')
      .innerJoin('payments', 'payments.id', 'refunds.payment_id')
      .innerJoin('reservations', 'reservations.id', 'refunds.reservation_id')
      .select(REFUND_COLUMNS)
      .select([
        'payments.order_id',
        'payments.method_code',
        'reservations.code as reservation_code',
        'reservations.booker_name',
        'reservations.booker_phone',
        'reservations.booker_email',
        (eb) =>
          eb
            .selectFrom('reservation_legs')
            .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
            .innerJoin('routes', 'routes.id', 'schedules.route_id')
            .innerJoin('operators', 'operators.id', 'routes.operator_id')
            .select('operators.code')
            .whereRef('reservation_legs.reservation_id', '=', 'refunds.reservation_id')
            .orderBy('reservation_legs.departure_at')
            .limit(1)
            .as('operator_code'),
      ]);
  }

  /**
   * The queue, open refunds first (oldest first), then the done ones (newest first).
   * `operatorCode`: only bookings with a leg on that operator's schedules.
   */
  queue(
    filter: { operatorCode: string | null; status?: RefundStatus; limit: number },
    db: Executor = this.db,
  ): Promise<RefundQueueRow[]> {
    let query = this.queueQuery(db);
    if (filter.operatorCode !== null) {
      const code = filter.operatorCode;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('reservation_legs')
            .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
            .innerJoin('routes', 'routes.id', 'schedules.route_id')
            .innerJoin('operators', 'operators.id', 'routes.operator_id')
            .select(sql`1`.as('one'))
            .whereRef('reservation_legs.reservation_id', '=', 'refunds.reservation_id')
            .where('operators.code', '=', code),
        ),
      );
    }
    if (filter.status) query = query.where('refunds.status', '=', filter.status);
    return query
      .orderBy(sql`CASE WHEN refunds.status = 'refunded' THEN 1 ELSE 0 END`)
      .orderBy(
        sql`CASE WHEN refunds.status = 'refunded' THEN -extract(epoch FROM refunds.refunded_at) ELSE extract(epoch FROM refunds.created_at) END`,
      )
      .orderBy('refunds.id')
      .limit(filter.limit)
      .execute() as Promise<RefundQueueRow[]>;
  }

  findQueued(id: number, db: Executor = this.db): Promise<RefundQueueRow | undefined> {
    return this.queueQuery(db).where('refunds.id', '=', id).executeTakeFirst() as Promise<
      RefundQueueRow | undefined
    >;
  }

  /** Locks the refund row until the transaction ends: two clicks are served one by one. */
  lock(id: number, db: Executor = this.db): Promise<RefundRow | undefined> {
    return db
      .selectFrom('refunds')
      .select(REFUND_COLUMNS)
      .where('refunds.id', '=', id)
      .forUpdate()
      .executeTakeFirst() as Promise<RefundRow | undefined>;
  }

  async markProcessing(id: number, now: Date, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('refunds')
      .set({
        status: 'processing',
        processing_started_at: now,
        attempts: sql`attempts + 1`,
        last_error: null,
      })
      .where('id', '=', id)
      .execute();
  }

  /** True when this call finished it (it was still processing). */
  async markRefunded(
    id: number,
    values: { now: Date; gatewayRefundId: string; staffId: number | null },
    db: Executor = this.db,
  ): Promise<boolean> {
    const result = await db
      .updateTable('refunds')
      .set({
        status: 'refunded',
        refunded_at: values.now,
        gateway_refund_id: values.gatewayRefundId,
        processed_by: values.staffId,
      })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async markFailed(id: number, error: string, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('refunds')
      .set({ status: 'failed', last_error: error.slice(0, 500) })
      .where('id', '=', id)
      .where('status', '=', 'processing')
      .execute();
  }

  findByOwedKey(owedKey: string, db: Executor = this.db): Promise<RefundRow | undefined> {
    return db
      .selectFrom('refunds')
      .select(REFUND_COLUMNS)
      .where('refunds.owed_key', '=', owedKey)
      .executeTakeFirst() as Promise<RefundRow | undefined>;
  }

  /** What the refunds owed on a charge add up to (given back or not yet). */
  async owedOnCharge(paymentId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount), 0)::int`.as('amount'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return row.amount;
  }

  /** Refunds of a booking that are not done yet. */
  async countOpen(reservationId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('reservation_id', '=', reservationId)
      .where('status', '<>', 'refunded')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  ofReservation(reservationId: number, db: Executor = this.db): Promise<RefundRow[]> {
    return db
      .selectFrom('refunds')
      .select(REFUND_COLUMNS)
      .where('reservation_id', '=', reservationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute() as Promise<RefundRow[]>;
  }
}
