import {
  FEEDBACK_PAGE_SIZE,
  type FeedbackCategory,
  type FeedbackDetail,
  type FeedbackHistoryResult,
  type FeedbackSummary,
} from '@lintas/domain/feedback-schemas';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { FeedbackRepository } from './feedback.repository.js';

type SummaryRow = Awaited<ReturnType<FeedbackRepository['customerPage']>>[number];

/** A field of the request that the database, not the schema, refuses: 400 naming it. */
function invalidField(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Data tidak valid pada ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

/** The staff module's audit log as the feedback module writes to it (decision 0014). */
export interface FeedbackAuditPort {
  record(
    entry: {
      staffId: number;
      action: string;
      entity: string;
      entityKey: string;
      before: unknown;
      after: unknown;
      at: Date;
    },
    trx: Executor,
  ): Promise<void>;
}

/**
 * Customer feedback is the company's, not one operator's: an admin reads and answers it
 * (a petugas gets 403 with the reason; nothing in it is an operator's to hide with 404).
 */
function assertAdmin(staff: StaffPrincipal): void {
  if (staff.role !== 'admin')
    throw new AppError('FORBIDDEN', 'Masukan pelanggan hanya dapat dibaca dan dibalas oleh admin.');
}

/** Someone else's thread answers exactly like one that does not exist: nothing leaks. */
const THREAD_NOT_FOUND = 'Masukan tidak ditemukan.';

function summaryOf(row: SummaryRow): FeedbackSummary {
  return {
    feedback_id: Number(row.id),
    kategori: row.category,
    pesan: row.message,
    kode_booking: row.reservation_code,
    status: row.status,
    tanggal: row.created_at.toISOString(),
    jumlah_balasan: row.replies ?? 0,
    balasan_belum_dibaca: row.unread ?? 0,
  };
}

function pageCount(total: number): number {
  return Math.ceil(total / FEEDBACK_PAGE_SIZE);
}

/**
 * Customer feedback and staff replies: the only writer of feedback and feedback_replies.
 * A customer reaches only their own threads (the customer comes from the bearer token and
 * every query names them); staff reach all of them through the staff routes.
 */
export class FeedbackService {
  constructor(
    private readonly db: Executor,
    private readonly repository: FeedbackRepository,
    private readonly audit: FeedbackAuditPort,
    private readonly clock: Clock = systemClock,
  ) {}

  async categories(): Promise<FeedbackCategory[]> {
    const rows = await this.repository.categories();
    return rows.map((row) => ({ kategori_id: row.id, nama: row.name }));
  }

  /** Sends new feedback; answers the new thread. */
  async send(
    customerId: number,
    input: { kategori_id: number; pesan: string; kode_booking?: string | undefined },
  ): Promise<FeedbackDetail> {
    if (!(await this.repository.categoryExists(input.kategori_id)))
      throw invalidField('kategori_id', 'Kategori tidak ditemukan');
    let reservationId: number | null = null;
    if (input.kode_booking !== undefined) {
      // Only the customer's own bookings: a stranger's code is refused like a wrong one.
      const found = await this.repository.customersReservationId(customerId, input.kode_booking);
      if (found === undefined)
        throw invalidField('kode_booking', 'Kode booking tidak ditemukan di pesanan Anda');
      reservationId = found;
    }
    const id = await this.repository.insert({
      customerId,
      categoryId: input.kategori_id,
      reservationId,
      reservationCode: input.kode_booking ?? null,
      message: input.pesan,
      now: this.clock.now(),
    });
    return this.detail(customerId, id, false);
  }

  /** feedback-riwayat: one page of the customer's threads, newest first. */
  async history(customerId: number, page: number): Promise<FeedbackHistoryResult> {
    const [rows, total] = await Promise.all([
      this.repository.customerPage(customerId, FEEDBACK_PAGE_SIZE, (page - 1) * FEEDBACK_PAGE_SIZE),
      this.repository.countForCustomer(customerId),
    ]);
    return {
      page,
      total_page: pageCount(total),
      total_data: total,
      list: rows.map(summaryOf),
    };
  }

  /**
   * feedback-detail: the thread with its replies. With markRead (flag_read=1) the replies
   * are marked read first, so the answer and the next unread count agree.
   */
  async detail(customerId: number, feedbackId: number, markRead: boolean): Promise<FeedbackDetail> {
    const owned = await this.repository.customersThread(customerId, feedbackId);
    if (!owned) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
    if (markRead && (owned.unread ?? 0) > 0) {
      await this.repository.markRepliesRead(feedbackId, this.clock.now());
    }
    const [row, replies] = await Promise.all([
      markRead ? this.repository.customersThread(customerId, feedbackId) : owned,
      this.repository.replies(feedbackId),
    ]);
    if (!row) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
    return {
      ...summaryOf(row),
      balasan: replies.map((reply) => ({
        balasan_id: Number(reply.id),
        pesan: reply.message,
        nama_staf: reply.staff_name,
        tanggal: reply.created_at.toISOString(),
        dibaca: reply.read_at !== null,
      })),
    };
  }

  /** The root state's totalReplyFeedback: unread staff replies over all the customer's threads. */
  unreadCount(customerId: number): Promise<number> {
    return this.repository.unreadCount(customerId);
  }

  /** Staff: threads by status (oldest first, the order to answer them in). */
  async staffList(staff: StaffPrincipal, status: 'open' | 'answered' | 'all', page: number) {
    assertAdmin(staff);
    const [rows, total] = await Promise.all([
      this.repository.staffPage(status, FEEDBACK_PAGE_SIZE, (page - 1) * FEEDBACK_PAGE_SIZE),
      this.repository.countByStatus(status),
    ]);
    return {
      page,
      total_page: pageCount(total),
      total_data: total,
      list: rows.map((row) => {
        const { balasan_belum_dibaca: _unread, ...summary } = summaryOf(row);
        return {
          ...summary,
          customer_id: Number(row.customer_id),
          nama_pelanggan: row.customer_name,
        };
      }),
    };
  }

  /**
   * An admin's reply: added, the thread marked answered and the audit entry written (who
   * replied, to which thread, under which name the customer sees), in one transaction.
   */
  async reply(
    staff: StaffPrincipal,
    input: { feedback_id: number; pesan: string; nama_staf: string },
  ) {
    assertAdmin(staff);
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.repository.lockThread(input.feedback_id, trx)))
        throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
      const id = await this.repository.insertReply(
        { feedbackId: input.feedback_id, message: input.pesan, staffName: input.nama_staf, now },
        trx,
      );
      await this.repository.markAnswered(input.feedback_id, now, trx);
      await this.audit.record(
        {
          staffId: staff.id,
          action: 'feedback.balas',
          entity: 'feedback',
          entityKey: String(input.feedback_id),
          before: undefined,
          after: { balasan_id: id, nama_staf: input.nama_staf, pesan: input.pesan },
          at: now,
        },
        trx,
      );
      return { balasan_id: id, feedback_id: input.feedback_id, status: 'answered' as const };
    });
  }
}
