import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type {
  FlashSaleCardsTable,
  FlashSalePurchasesTable,
  FlashSaleSessionsTable,
} from '../../db/schema.js';

export type SessionRecord = Selectable<FlashSaleSessionsTable>;
export type PurchaseRecord = Selectable<FlashSalePurchasesTable>;

/** A card as the public sees it: its row, its session's times and its live counts. */
export type CardRecord = Selectable<FlashSaleCardsTable> & {
  session_name: string;
  session_starts_at: Date;
  session_ends_at: Date;
  /** Purchases waiting for payment whose hold still runs (expired holds never count). */
  active_held: number;
};

/**
 * Queries of the flash sale: sessions, cards with their live stock, questions, the quiz
 * state, the one-time keys and purchases. Every method runs on the executor given last
 * (a transaction) or the handle it was built with; the services decide the boundaries.
 */
export class FlashSaleRepository {
  constructor(private readonly db: Executor) {}

  // ------------------------------------------------------------ sessions

  /** Active sessions starting in [from, to), earliest first, with their active card count. */
  sessionsBetween(from: Date, to: Date, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_sessions as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('flash_sale_cards as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.session_id', '=', 's.id')
          .where('c.is_active', '=', true)
          .as('card_count'),
      )
      .where('s.is_active', '=', true)
      .where('s.starts_at', '>=', from)
      .where('s.starts_at', '<', to)
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .execute();
  }

  /** The active session running at `now`, else the next to start (for the home banner). */
  currentOrNextSession(now: Date, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_sessions as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('flash_sale_cards as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.session_id', '=', 's.id')
          .where('c.is_active', '=', true)
          .as('card_count'),
      )
      .where('s.is_active', '=', true)
      .where('s.ends_at', '>', now)
      .orderBy('s.starts_at')
      .orderBy('s.id')
      .limit(1)
      .executeTakeFirst();
  }

  findSession(id: number, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_sessions as s')
      .selectAll('s')
      .select((eb) =>
        eb
          .selectFrom('flash_sale_cards as c')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('c.session_id', '=', 's.id')
          .where('c.is_active', '=', true)
          .as('card_count'),
      )
      .where('s.id', '=', id)
      .where('s.is_active', '=', true)
      .executeTakeFirst();
  }

  // ------------------------------------------------------------ cards

  private selectCards(db: Executor, now: Date) {
    return db
      .selectFrom('flash_sale_cards as c')
      .innerJoin('flash_sale_sessions as s', 's.id', 'c.session_id')
      .selectAll('c')
      .select([
        's.name as session_name',
        's.starts_at as session_starts_at',
        's.ends_at as session_ends_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('flash_sale_purchases as p')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('p.card_id', '=', 'c.id')
          .where('p.status', '=', 'pending')
          .where('p.expires_at', '>', now)
          .as('active_held'),
      )
      .where('c.is_active', '=', true)
      .where('s.is_active', '=', true);
  }

  async cardsOfSession(sessionId: number, now: Date, db: Executor = this.db) {
    const rows = await this.selectCards(db, now)
      .where('c.session_id', '=', sessionId)
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute();
    return rows.map(withCounts);
  }

  async findCard(id: number, now: Date, db: Executor = this.db): Promise<CardRecord | undefined> {
    const row = await this.selectCards(db, now).where('c.id', '=', id).executeTakeFirst();
    return row ? withCounts(row) : undefined;
  }

  /**
   * Locks the card's row for the rest of the transaction: every purchase, settle and
   * sweep of one card takes this lock first, so its stock, holds and counters change one
   * buyer at a time (PostgreSQL; PGlite runs transactions one after another anyway).
   */
  async lockCardRow(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('flash_sale_cards')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes one unit of stock for a new hold, only while sold + held < stock; false when
   * none is left. One conditional UPDATE: on PostgreSQL a concurrent one waits for the
   * row and re-checks the condition on the committed counts (and the CHECK constraint
   * flash_sale_cards_not_oversold refuses an oversell whatever happens).
   */
  async takeStock(cardId: number, db: Executor = this.db): Promise<boolean> {
    const result = await db
      .updateTable('flash_sale_cards')
      .set({ held: sql`held + 1` })
      .where('id', '=', cardId)
      .where(sql<boolean>`sold + held < stock`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A held unit is paid: it moves from held to sold. */
  async holdSold(cardId: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('flash_sale_cards')
      .set({ held: sql`held - 1`, sold: sql`sold + 1` })
      .where('id', '=', cardId)
      .execute();
  }

  /** A late payment whose hold was released: sold only if a unit is still free. */
  async sellIfAvailable(cardId: number, db: Executor = this.db): Promise<boolean> {
    const result = await db
      .updateTable('flash_sale_cards')
      .set({ sold: sql`sold + 1` })
      .where('id', '=', cardId)
      .where(sql<boolean>`sold + held < stock`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives `count` held units back to the stock. */
  async releaseHeld(cardId: number, count: number, db: Executor = this.db): Promise<void> {
    if (count <= 0) return;
    await db
      .updateTable('flash_sale_cards')
      .set({ held: sql`held - ${count}` })
      .where('id', '=', cardId)
      .execute();
  }

  // ------------------------------------------------------------ purchases

  /** True when this e-mail or phone holds (unpaid, hold running) or bought this card. */
  async buyerHasCard(
    cardId: number,
    email: string,
    phone: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<boolean> {
    const row = await db
      .selectFrom('flash_sale_purchases')
      .select('id')
      .where('card_id', '=', cardId)
      .where((eb) =>
        eb.or([
          eb(sql`lower(booker_email)`, '=', email.toLowerCase()),
          eb('booker_phone', '=', phone),
        ]),
      )
      .where((eb) =>
        eb.or([
          eb('status', '=', 'paid'),
          eb.and([eb('status', '=', 'pending'), eb('expires_at', '>', now)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertPurchase(
    values: Insertable<FlashSalePurchasesTable>,
    db: Executor = this.db,
  ): Promise<number> {
    const row = await db
      .insertInto('flash_sale_purchases')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  findPurchaseByCode(code: string, db: Executor = this.db): Promise<PurchaseRecord | undefined> {
    return db
      .selectFrom('flash_sale_purchases')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
  }

  findPurchase(id: number, db: Executor = this.db): Promise<PurchaseRecord | undefined> {
    return db
      .selectFrom('flash_sale_purchases')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  purchaseForUpdate(id: number, db: Executor = this.db): Promise<PurchaseRecord | undefined> {
    return db
      .selectFrom('flash_sale_purchases')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async setPurchase(
    id: number,
    values: Partial<
      Pick<
        Insertable<FlashSalePurchasesTable>,
        'status' | 'paid_at' | 'voucher_code' | 'refund_owed' | 'updated_at'
      >
    >,
    db: Executor = this.db,
  ): Promise<void> {
    await db.updateTable('flash_sale_purchases').set(values).where('id', '=', id).execute();
  }

  /**
   * Ends the card's pending purchases whose hold ran out (status expired) and answers how
   * many: the caller gives their stock back in the same transaction, under the card's lock.
   */
  async expireOverdueOfCard(cardId: number, now: Date, db: Executor = this.db): Promise<number> {
    const rows = await db
      .updateTable('flash_sale_purchases')
      .set({ status: 'expired', updated_at: now })
      .where('card_id', '=', cardId)
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .returning('id')
      .execute();
    return rows.length;
  }

  /**
   * Cards that have pending purchases past their hold (the sweeper's work list). 'pending'
   * is a literal so the prepared statement's generic plan reads the pending purchases'
   * partial index, not every purchase ever made (decision 0033).
   */
  async cardsWithOverdueHolds(now: Date, limit: number, db: Executor = this.db) {
    const rows = await db
      .selectFrom('flash_sale_purchases')
      .select('card_id')
      .distinct()
      .where('status', '=', literal('pending'))
      .where('expires_at', '<=', now)
      .limit(limit)
      .execute();
    return rows.map((row) => row.card_id);
  }

  async purchaseCard(cardId: number, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_cards')
      .select([
        'id',
        'name',
        'kind',
        'image_url',
        'description',
        'terms',
        'discount_type',
        'discount_value',
        'max_discount',
        'min_spend',
        'valid_days',
        'operator_codes',
      ])
      .where('id', '=', cardId)
      .executeTakeFirst();
  }

  async purchasesOfCustomer(
    customerId: number,
    page: number,
    perPage: number,
    db: Executor = this.db,
  ) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('flash_sale_purchases as p')
        .innerJoin('flash_sale_cards as c', 'c.id', 'p.card_id')
        .select([
          'p.code',
          'p.status',
          'p.expires_at',
          'p.total',
          'p.created_at',
          'p.voucher_code',
          'c.name as card_name',
        ])
        .where('p.customer_id', '=', customerId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      db
        .selectFrom('flash_sale_purchases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}

function withCounts<T extends { active_held: unknown }>(row: T): T & { active_held: number } {
  return { ...row, active_held: Number(row.active_held ?? 0) };
}
