import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';

/**
 * Queries of customer feedback (feedback_categories, feedback, feedback_replies). Every
 * query of a customer's threads names the customer, so a thread of someone else is
 * simply not found.
 */
export class FeedbackRepository {
  constructor(private readonly db: Executor) {}

  categories(db: Executor = this.db) {
    return db
      .selectFrom('feedback_categories')
      .select(['id', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  async categoryExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('feedback_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The id of the customer's own reservation with this code (a read of reservations). */
  async customersReservationId(
    customerId: number,
    code: string,
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .selectFrom('reservations')
      .select('id')
      .where('code', '=', code)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  async insert(
    values: {
      customerId: number;
      categoryId: number;
      reservationId: number | null;
      reservationCode: string | null;
      message: string;
      now: Date;
    },
    db: Executor = this.db,
  ): Promise<number> {
    const row = await db
      .insertInto('feedback')
      .values({
        customer_id: values.customerId,
        category_id: values.categoryId,
        reservation_id: values.reservationId,
        reservation_code: values.reservationCode,
        message: values.message,
        created_at: values.now,
        updated_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Threads with their category, reply count and unread reply count, newest first. */
  private summaries(db: Executor) {
    return db
      .selectFrom('feedback')
      .innerJoin('feedback_categories as category', 'category.id', 'feedback.category_id')
      .leftJoin('customers', 'customers.id', 'feedback.customer_id')
      .select((eb) => [
        'feedback.id',
        'feedback.customer_id',
        'customers.name as customer_name',
        'category.name as category',
        'feedback.message',
        'feedback.reservation_code',
        'feedback.status',
        'feedback.created_at',
        eb
          .selectFrom('feedback_replies')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('feedback_replies.feedback_id', '=', 'feedback.id')
          .as('replies'),
        eb
          .selectFrom('feedback_replies')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('feedback_replies.feedback_id', '=', 'feedback.id')
          .where('feedback_replies.read_at', 'is', null)
          .as('unread'),
      ]);
  }

  customerPage(customerId: number, limit: number, offset: number, db: Executor = this.db) {
    return this.summaries(db)
      .where('feedback.customer_id', '=', customerId)
      .orderBy('feedback.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async countForCustomer(customerId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** One thread of the customer's, or undefined (also when it is someone else's). */
  customersThread(customerId: number, feedbackId: number, db: Executor = this.db) {
    return this.summaries(db)
      .where('feedback.id', '=', feedbackId)
      .where('feedback.customer_id', '=', customerId)
      .executeTakeFirst();
  }

  replies(feedbackId: number, db: Executor = this.db) {
    return db
      .selectFrom('feedback_replies')
      .select(['id', 'message', 'staff_name', 'created_at', 'read_at'])
      .where('feedback_id', '=', feedbackId)
      .orderBy('id')
      .execute();
  }

  async markRepliesRead(feedbackId: number, now: Date, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('feedback_replies')
      .set({ read_at: now })
      .where('feedback_id', '=', feedbackId)
      .where('read_at', 'is', null)
      .execute();
  }

  async unreadCount(customerId: number, db: Executor = this.db): Promise<number> {
    const row = await db
      .selectFrom('feedback_replies')
      .innerJoin('feedback', 'feedback.id', 'feedback_replies.feedback_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('feedback.customer_id', '=', customerId)
      .where('feedback_replies.read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  staffPage(
    status: 'open' | 'answered' | 'all',
    limit: number,
    offset: number,
    db: Executor = this.db,
  ) {
    let query = this.summaries(db);
    if (status !== 'all') query = query.where('feedback.status', '=', status);
    // Oldest open thread first: staff answer in the order people wrote.
    return query.orderBy('feedback.id', 'asc').limit(limit).offset(offset).execute();
  }

  async countByStatus(status: 'open' | 'answered' | 'all', db: Executor = this.db) {
    let query = db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('count'));
    if (status !== 'all') query = query.where('status', '=', status);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Locks the thread row until the transaction ends; false when it does not exist. */
  async lockThread(feedbackId: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('feedback')
      .select('id')
      .where('id', '=', feedbackId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertReply(
    values: { feedbackId: number; message: string; staffName: string; now: Date },
    db: Executor = this.db,
  ): Promise<number> {
    const row = await db
      .insertInto('feedback_replies')
      .values({
        feedback_id: values.feedbackId,
        message: values.message,
        staff_name: values.staffName,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async markAnswered(feedbackId: number, now: Date, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('feedback')
      .set({ status: 'answered', updated_at: now })
      .where('id', '=', feedbackId)
      .execute();
  }
}
