import { formatDate } from '@lintas/domain/format';
import {
  type FlashSaleCardDetail,
  type FlashSaleCardsResult,
  type FlashSaleHome,
  type FlashSaleSessionsResult,
  KEY_AUTH_MINUTES,
  QUIZ_LOCK_MINUTES,
  QUIZ_WRONG_LIMIT,
  type QuizAnswerResult,
  type QuizQuestion,
} from '@lintas/domain/flashsale-schemas';
import type { Kysely } from 'kysely';
import type { RateLimiter } from '../../db/rate-limiter.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { randomSecret, sha256Hex } from '../../lib/random.js';
import { addDays, BUSINESS_ZONE, localDate, zonedInstant } from '../../lib/zoned-time.js';
import type { CardRecord, FlashSaleRepository } from './flashsale.repository.js';
import type { FlashSaleQuizRepository } from './flashsale-quiz.repository.js';
import { cardState, cardView, sessionView, wibTime } from './flashsale-views.js';

/** Days of date tabs beranda offers, today included. */
const HOME_DAYS = 7;
/** Quiz answers one client address may send per window, whatever visitor ids it claims. */
const QUIZ_ANSWERS_PER_ADDRESS = 60;
const QUIZ_ADDRESS_WINDOW_MS = 15 * 60_000;

/** Who answers a quiz: a customer, a browser (its random-user-id) or, failing both, an address. */
export interface QuizVisitor {
  /** 'customer:<id>', 'visitor:<random-user-id>' or 'address:<ip>'. */
  key: string;
  address: string;
}

const CHOICE_CODES = ['A', 'B', 'C', 'D'] as const;

export function cardNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Card flash sale tidak ditemukan.');
}

/** Refuses a card that cannot be bought now: not begun, ended or sold out. */
export function assertOnSale(card: CardRecord, now: Date): void {
  switch (cardState(card, now)) {
    case 'belum_mulai':
      throw new AppError('FLASH_SALE_NOT_STARTED');
    case 'berakhir':
      throw new AppError('FLASH_SALE_ENDED');
    case 'habis':
      throw new AppError('FLASH_SALE_SOLD_OUT');
    case 'tersedia':
      return;
  }
}

/**
 * The flash sale as visitors browse it (beranda, sessions by date, cards, a card) and
 * its quiz: a question per card, answers limited per visitor (held in the database,
 * flash_sale_quiz_state) and per address, and a one-time key_auth for a right answer.
 */
export class FlashSaleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: FlashSaleRepository,
    private readonly quiz: FlashSaleQuizRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async home(): Promise<FlashSaleHome> {
    const now = this.clock.now();
    const today = localDate(now, BUSINESS_ZONE);
    const [current, upcoming] = await Promise.all([
      this.repository.currentOrNextSession(now),
      this.repository.sessionsBetween(
        zonedInstant(today, '00:00', BUSINESS_ZONE),
        zonedInstant(addDays(today, HOME_DAYS), '00:00', BUSINESS_ZONE),
      ),
    ]);
    const byDate = new Map<string, number>();
    for (const row of upcoming) {
      const date = localDate(row.starts_at, BUSINESS_ZONE);
      byDate.set(date, (byDate.get(date) ?? 0) + 1);
    }
    const sesi = current ? sessionView(current, now) : null;
    let judul = 'Flash Sale';
    let subjudul = 'Belum ada sesi flash sale. Nantikan sesi berikutnya.';
    if (sesi?.status === 'berlangsung') {
      judul = 'Flash Sale sedang berlangsung';
      subjudul = `Sesi ${sesi.jam_mulai}–${sesi.jam_selesai} WIB: jawab kuis, dapatkan voucher tiket harga spesial.`;
    } else if (sesi) {
      const day =
        localDate(new Date(sesi.mulai), BUSINESS_ZONE) === today
          ? 'hari ini'
          : formatDate(new Date(sesi.mulai), 'dddd, D MMMM');
      judul = 'Flash Sale segera dimulai';
      subjudul = `Sesi berikutnya ${day} pukul ${sesi.jam_mulai} WIB. Siapkan diri Anda!`;
    }
    return {
      judul,
      subjudul,
      sesi,
      list_tanggal: [...byDate].map(([tanggal, jumlah_sesi]) => ({ tanggal, jumlah_sesi })),
    };
  }

  async sessions(tanggal: string): Promise<FlashSaleSessionsResult> {
    const now = this.clock.now();
    // A valid date far from now has no sessions (and year 1 is beyond the zone's rules).
    const year = Number(tanggal.slice(0, 4));
    if (year < 2000 || year > 2200) return { tanggal, list_sesi: [] };
    const rows = await this.repository.sessionsBetween(
      zonedInstant(tanggal, '00:00', BUSINESS_ZONE),
      zonedInstant(addDays(tanggal, 1), '00:00', BUSINESS_ZONE),
    );
    return { tanggal, list_sesi: rows.map((row) => sessionView(row, now)) };
  }

  async cards(sessionId: number): Promise<FlashSaleCardsResult> {
    const now = this.clock.now();
    const session = await this.repository.findSession(sessionId);
    if (!session) throw new AppError('NOT_FOUND', 'Sesi flash sale tidak ditemukan.');
    const cards = await this.repository.cardsOfSession(sessionId, now);
    return { sesi: sessionView(session, now), list_card: cards.map((card) => cardView(card, now)) };
  }

  async card(cardId: number): Promise<FlashSaleCardDetail> {
    const now = this.clock.now();
    const card = await this.repository.findCard(cardId, now);
    if (!card) throw cardNotFound();
    const session = await this.repository.findSession(card.session_id);
    if (!session) throw cardNotFound();
    return {
      ...cardView(card, now),
      syarat: card.terms,
      voucher: {
        tipe_diskon: card.discount_type,
        nilai_diskon: card.discount_value,
        maksimal_diskon: card.max_discount,
        minimal_transaksi: card.min_spend,
        berlaku_hari: card.valid_days,
        operator_kode: card.operator_codes,
      },
      sesi: sessionView(session, now),
    };
  }

  /**
   * soal-card: the visitor's question on a card on sale. The question served stays the
   * visitor's until they answer it (a reload shows the same one); after an answer the
   * next call draws again among the card's questions.
   */
  async question(cardId: number, visitor: QuizVisitor): Promise<QuizQuestion> {
    const now = this.clock.now();
    const card = await this.repository.findCard(cardId, now);
    if (!card) throw cardNotFound();
    assertOnSale(card, now);
    const questions = await this.quiz.activeQuestions(cardId);
    if (questions.length === 0) {
      throw new AppError('NOT_FOUND', 'Pertanyaan untuk card ini belum tersedia.');
    }
    const state = await this.quiz.quizState(cardId, visitor.key);
    assertNotLocked(state?.locked_until ?? null, now);
    const wrong = lockPassed(state, now) ? 0 : (state?.wrong_count ?? 0);
    let question = questions.find((row) => row.id === state?.question_id);
    if (!question) {
      question = questions[Math.floor(Math.random() * questions.length)] ?? questions[0]!;
      await this.quiz.serveQuestion({
        cardId,
        visitor: visitor.key,
        questionId: question.id,
        now,
      });
    }
    return {
      card_id: cardId,
      pertanyaan: question.question,
      pilihan: question.choices.map((teks, index) => ({ kode: CHOICE_CODES[index] ?? '?', teks })),
      sisa_percobaan: Math.max(0, QUIZ_WRONG_LIMIT - wrong),
      batas_percobaan: QUIZ_WRONG_LIMIT,
    };
  }

  /**
   * cek-soal-card: judges the answer to the question served. Right: a key_auth for this
   * card (only its SHA-256 is stored), usable once within KEY_AUTH_MINUTES. Wrong: one of
   * QUIZ_WRONG_LIMIT tries used; the last one locks the card's quiz for QUIZ_LOCK_MINUTES.
   * Counted under the state row's lock, so answers sent at once cannot beat the limit.
   */
  async answer(cardId: number, jawaban: string, visitor: QuizVisitor): Promise<QuizAnswerResult> {
    const limit = await this.rateLimiter.hit(
      `flashsale-quiz:${visitor.address}`,
      QUIZ_ANSWERS_PER_ADDRESS,
      QUIZ_ADDRESS_WINDOW_MS,
    );
    if (!limit.allowed) {
      throw new AppError('RATE_LIMITED', undefined, { retry_after_detik: limit.retryAfterSeconds });
    }
    const now = this.clock.now();
    const card = await this.repository.findCard(cardId, now);
    if (!card) throw cardNotFound();
    assertOnSale(card, now);

    return this.db.transaction().execute(async (trx) => {
      const state = await this.quiz.quizStateForUpdate(cardId, visitor.key, trx);
      if (!state || state.question_id === null) throw new AppError('QUIZ_NOT_STARTED');
      assertNotLocked(state.locked_until, now);
      const question = await this.quiz.findQuestion(state.question_id, trx);
      if (!question || !question.is_active) throw new AppError('QUIZ_NOT_STARTED');
      const wrongBefore = lockPassed(state, now) ? 0 : state.wrong_count;

      if (jawaban === question.answer) {
        const key = randomSecret(32);
        const expiresAt = new Date(now.getTime() + KEY_AUTH_MINUTES * 60_000);
        await this.quiz.insertKey(
          { cardId, keyHash: sha256Hex(key), visitor: visitor.key, expiresAt, now },
          trx,
        );
        await this.quiz.updateQuizState(
          cardId,
          visitor.key,
          { questionId: null, wrongCount: wrongBefore, lockedUntil: null, now },
          trx,
        );
        return {
          benar: true,
          key_auth: key,
          key_kedaluwarsa: expiresAt.toISOString(),
          sisa_percobaan: QUIZ_WRONG_LIMIT - wrongBefore,
          pesan: `Jawaban benar! Selesaikan pembelian dalam ${KEY_AUTH_MINUTES} menit.`,
        };
      }

      const wrong = wrongBefore + 1;
      const locked = wrong >= QUIZ_WRONG_LIMIT;
      const lockedUntil = locked ? new Date(now.getTime() + QUIZ_LOCK_MINUTES * 60_000) : null;
      await this.quiz.updateQuizState(
        cardId,
        visitor.key,
        // The next try draws a question again: a wrong letter says nothing about the next.
        { questionId: null, wrongCount: wrong, lockedUntil, now },
        trx,
      );
      return {
        benar: false,
        key_auth: null,
        key_kedaluwarsa: null,
        sisa_percobaan: QUIZ_WRONG_LIMIT - wrong,
        pesan: lockedUntil
          ? `Jawaban salah. Kesempatan Anda habis; coba lagi pukul ${wibTime(lockedUntil)} WIB.`
          : `Jawaban salah. Sisa kesempatan ${QUIZ_WRONG_LIMIT - wrong} kali.`,
      };
    });
  }
}

function assertNotLocked(lockedUntil: Date | null, now: Date): void {
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
    throw new AppError(
      'QUIZ_LOCKED',
      `Jawaban salah terlalu banyak. Silakan coba lagi pukul ${wibTime(lockedUntil)} WIB.`,
      { coba_lagi: lockedUntil.toISOString() },
    );
  }
}

/** A lock that has run out gives the visitor their tries back. */
function lockPassed(
  state: { locked_until: Date | null; wrong_count: number } | undefined,
  now: Date,
): boolean {
  return (
    state !== undefined &&
    state.locked_until !== null &&
    state.locked_until.getTime() <= now.getTime()
  );
}
