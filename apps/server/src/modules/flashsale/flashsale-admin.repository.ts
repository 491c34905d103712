import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type {
  FlashSaleCardsTable,
  FlashSaleQuestionsTable,
  FlashSaleSessionsTable,
} from '../../db/schema.js';

type Kind = 'flash_sale_sessions' | 'flash_sale_cards' | 'flash_sale_questions';

/**
 * Staff writes of sessions, cards and questions, each on the transaction the service
 * passes (the one that also writes the audit entry). Reads here see inactive rows too.
 */
export class FlashSaleAdminRepository {
  constructor(private readonly db: Executor) {}

  async overview(db: Executor = this.db) {
    const [sessions, cards, questions] = await Promise.all([
      db.selectFrom('flash_sale_sessions').selectAll().orderBy('starts_at', 'desc').execute(),
      db
        .selectFrom('flash_sale_cards')
        .selectAll()
        .orderBy('session_id')
        .orderBy('sort_order')
        .execute(),
      db.selectFrom('flash_sale_questions').selectAll().orderBy('card_id').orderBy('id').execute(),
    ]);
    return { sessions, cards, questions };
  }

  /** The row, locked for the rest of the transaction. */
  forUpdate<T extends Kind>(table: T, id: number, db: Executor = this.db) {
    return db
      .selectFrom(table as Kind)
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst() as Promise<Selectable<TableOf<T>> | undefined>;
  }

  async insertSession(values: Insertable<FlashSaleSessionsTable>, db: Executor = this.db) {
    return db
      .insertInto('flash_sale_sessions')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateSession(
    id: number,
    values: Updateable<FlashSaleSessionsTable>,
    db: Executor = this.db,
  ) {
    return db
      .updateTable('flash_sale_sessions')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertCard(values: Insertable<FlashSaleCardsTable>, db: Executor = this.db) {
    return db
      .insertInto('flash_sale_cards')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateCard(id: number, values: Updateable<FlashSaleCardsTable>, db: Executor = this.db) {
    return db
      .updateTable('flash_sale_cards')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertQuestion(values: Insertable<FlashSaleQuestionsTable>, db: Executor = this.db) {
    return db
      .insertInto('flash_sale_questions')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateQuestion(
    id: number,
    values: Updateable<FlashSaleQuestionsTable>,
    db: Executor = this.db,
  ) {
    return db
      .updateTable('flash_sale_questions')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async remove(table: Kind, id: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom(table).where('id', '=', id).execute();
  }

  async sessionHasCards(sessionId: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('flash_sale_cards')
      .select('id')
      .where('session_id', '=', sessionId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async cardHasPurchases(cardId: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('flash_sale_purchases')
      .select('id')
      .where('card_id', '=', cardId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}

type TableOf<T extends Kind> = T extends 'flash_sale_sessions'
  ? FlashSaleSessionsTable
  : T extends 'flash_sale_cards'
    ? FlashSaleCardsTable
    : FlashSaleQuestionsTable;
