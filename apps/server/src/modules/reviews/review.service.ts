import {
  REVIEW_PAGE_SIZE,
  type Review,
  type ReviewListResult,
  type ReviewRateResult,
  type ReviewTagsResult,
} from '@lintas/domain/review-schemas';
import type { ReadAlongside } from '../../db/read-alongside.js';
import { AppError } from '../../http/app-error.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { OperatorRating, ReviewRepository } from './review.repository.js';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['byId']>>>;

/** Someone else's reservation answers exactly like one that does not exist: nothing leaks. */
const RESERVATION_NOT_FOUND = 'Pesanan tidak ditemukan di akun Anda.';

/** 'Budi Santoso' → 'Budi S.': a public review names its writer without identifying them. */
function shortName(fullName: string | null): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return 'Pelanggan';
  // Names are stored as typed ('siti aminah'): the public line starts with capitals.
  const given = first.charAt(0).toUpperCase() + first.slice(1);
  const second = words[1];
  return second ? `${given} ${second.charAt(0).toUpperCase()}.` : given;
}

function reviewOf(row: ReviewRow): Review {
  return {
    review_id: Number(row.id),
    operator_kode: row.operator_code,
    nama: shortName(row.customer_name),
    rating: row.rating,
    tags: row.tags,
    komentar: row.comment,
    tanggal: row.created_at.toISOString(),
  };
}

/**
 * What the schedules module reads: operators' review figures, as a read it runs inside its
 * own statement (decision 0029).
 */
export interface OperatorRatingsPort {
  ratingsRead(operatorCodes: readonly string[]): ReadAlongside<Map<string, OperatorRating>>;
}

/**
 * Reviews after a completed trip: the only writer of reviews. A customer rates only their
 * own reservation, once, when it is paid and its last leg has arrived (by the injected
 * clock); the public sees an operator's reviews with shortened names.
 */
export class ReviewService implements OperatorRatingsPort {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  async tags(rating: number): Promise<ReviewTagsResult> {
    const rows = await this.repository.tagsFor(rating);
    return { rating, list: rows.map((row) => ({ id: row.id, nama: row.name })) };
  }

  async rate(
    customerId: number,
    input: { reservasi_kode: string; rating: number; tags: number[]; komentar: string },
  ): Promise<ReviewRateResult> {
    const reservation = await this.repository.customersReservation(
      customerId,
      input.reservasi_kode,
    );
    if (!reservation) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);
    if (reservation.status !== 'paid')
      throw new AppError(
        'REVIEW_NOT_ALLOWED',
        'Hanya pesanan yang sudah dibayar yang dapat diulas.',
      );
    const now = this.clock.now();
    if (
      reservation.lastArrivalAt === null ||
      reservation.operatorId === null ||
      reservation.lastArrivalAt.getTime() > now.getTime()
    )
      throw new AppError(
        'REVIEW_NOT_ALLOWED',
        'Ulasan dapat diberikan setelah perjalanan Anda selesai.',
      );

    const offered = new Map((await this.repository.tagsFor(input.rating)).map((t) => [t.id, t]));
    const chosen = [...new Set(input.tags)];
    const unknown = chosen.filter((id) => !offered.has(id));
    if (unknown.length > 0) {
      const message = `Tag tidak tersedia untuk rating ${input.rating}`;
      throw new AppError('VALIDATION_ERROR', `Data tidak valid pada tags: ${message}`, {
        fields: [{ field: 'tags', message }],
      });
    }

    const id = await this.repository.insertOnce({
      reservationId: reservation.id,
      customerId,
      operatorId: reservation.operatorId,
      rating: input.rating,
      tags: chosen.map((tagId) => offered.get(tagId)!.name),
      comment: input.komentar,
      now,
    });
    if (id === undefined)
      throw new AppError('REVIEW_EXISTS', 'Pesanan ini sudah Anda beri ulasan.');
    const row = await this.repository.byId(id);
    if (!row) throw new AppError('NOT_FOUND', RESERVATION_NOT_FOUND);
    return { ...reviewOf(row), reservasi_kode: reservation.code };
  }

  /**
   * list-review-rating: an operator's reviews (or, without one, every operator's), newest
   * first, with the average and count.
   */
  async list(operatorCode: string | null, page: number): Promise<ReviewListResult> {
    if (operatorCode !== null && !(await this.repository.operatorExists(operatorCode)))
      throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    const [rows, figures] = await Promise.all([
      this.repository.page(operatorCode, REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE),
      operatorCode === null
        ? this.repository.overallRating()
        : this.repository
            .ratingsByOperatorCode([operatorCode])
            .then((ratings) => ratings.get(operatorCode) ?? { rating: null, count: 0 }),
    ]);
    return {
      operator_kode: operatorCode,
      rating: figures.rating,
      jumlah_ulasan: figures.count,
      page,
      total_page: Math.ceil(figures.count / REVIEW_PAGE_SIZE),
      list: rows.map(reviewOf),
    };
  }

  ratingsRead(operatorCodes: readonly string[]): ReadAlongside<Map<string, OperatorRating>> {
    return this.repository.ratingsRead(operatorCodes);
  }
}
