import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { FlashSaleQuestionsTable } from '../../db/schema.js';

export type QuestionRecord = Selectable<FlashSaleQuestionsTable>;

/**
 * The quiz of a card: its questions, each visitor's quiz state (tries, the question
 * served) and the one-time purchase keys a right answer earns (decision 0019).
 */
export class FlashSaleQuizRepository {
  constructor(private readonly db: Executor) {}

  // ------------------------------------------------------------ questions and quiz state

  activeQuestions(cardId: number, db: Executor = this.db): Promise<QuestionRecord[]> {
    return db
      .selectFrom('flash_sale_questions')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
  }

  findQuestion(id: number, db: Executor = this.db): Promise<QuestionRecord | undefined> {
    return db
      .selectFrom('flash_sale_questions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The visitor's quiz state on a card, locked (concurrent answers count one by one). */
  quizStateForUpdate(cardId: number, visitor: string, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_quiz_state')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('visitor', '=', visitor)
      .forUpdate()
      .executeTakeFirst();
  }

  quizState(cardId: number, visitor: string, db: Executor = this.db) {
    return db
      .selectFrom('flash_sale_quiz_state')
      .selectAll()
      .where('card_id', '=', cardId)
      .where('visitor', '=', visitor)
      .executeTakeFirst();
  }

  /** Serves a question to the visitor (a new row, or the next question on the old one). */
  async serveQuestion(
    values: { cardId: number; visitor: string; questionId: number; now: Date },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('flash_sale_quiz_state')
      .values({
        card_id: values.cardId,
        visitor: values.visitor,
        question_id: values.questionId,
        updated_at: values.now,
      })
      .onConflict((conflict) =>
        conflict.columns(['card_id', 'visitor']).doUpdateSet({
          question_id: values.questionId,
          updated_at: values.now,
        }),
      )
      .execute();
  }

  async updateQuizState(
    cardId: number,
    visitor: string,
    values: { questionId: number | null; wrongCount: number; lockedUntil: Date | null; now: Date },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .updateTable('flash_sale_quiz_state')
      .set({
        question_id: values.questionId,
        wrong_count: values.wrongCount,
        locked_until: values.lockedUntil,
        updated_at: values.now,
      })
      .where('card_id', '=', cardId)
      .where('visitor', '=', visitor)
      .execute();
  }

  // ------------------------------------------------------------ keys

  async insertKey(
    values: { cardId: number; keyHash: string; visitor: string; expiresAt: Date; now: Date },
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('flash_sale_keys')
      .values({
        card_id: values.cardId,
        key_hash: values.keyHash,
        visitor: values.visitor,
        expires_at: values.expiresAt,
        created_at: values.now,
      })
      .execute();
  }

  /** True when the key is unused, unexpired and of this card (nothing changes). */
  async keyIsUsable(cardId: number, keyHash: string, now: Date, db: Executor = this.db) {
    const row = await db
      .selectFrom('flash_sale_keys')
      .select('id')
      .where('key_hash', '=', keyHash)
      .where('card_id', '=', cardId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Uses the key: one UPDATE that succeeds only while it is unused, so of two requests
   * with one key exactly one gets its id (the other waits for the row on PostgreSQL and
   * then finds used_at set). Undefined: unknown, used, expired or another card's.
   */
  async consumeKey(
    cardId: number,
    keyHash: string,
    now: Date,
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .updateTable('flash_sale_keys')
      .set({ used_at: now })
      .where('key_hash', '=', keyHash)
      .where('card_id', '=', cardId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The purchase never reached the gateway: its key may buy again (until it expires). */
  async restoreKey(keyId: number, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('flash_sale_keys')
      .set({ used_at: null })
      .where('id', '=', keyId)
      .execute();
  }

  /** Keys that expired a day ago are of no use to anyone. */
  async deleteKeysExpiredBefore(instant: Date, db: Executor = this.db): Promise<void> {
    await db
      .deleteFrom('flash_sale_keys')
      .where('expires_at', '<', instant)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('flash_sale_purchases as p')
              .select('p.id')
              .whereRef('p.key_id', '=', 'flash_sale_keys.id'),
          ),
        ),
      )
      .execute();
  }
}
