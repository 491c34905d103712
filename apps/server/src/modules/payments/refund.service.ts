import {
  refundReasonLabels,
  refundStatusLabels,
  type StaffRefund,
  type StaffRefundListResult,
  type StaffRefundProcessResult,
} from '@lintas/domain/staff-operations-schemas';
import type { Executor } from '../../db/executor.js';
import type { RefundReason, RefundStatus } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import type { RefundQueueRow, RefundRepository, RefundRow } from './refund.repository.js';

/** The queue answers at most this many refunds (open ones first). */
const QUEUE_LIMIT = 500;

/**
 * A refund left 'processing' longer than this (its server stopped while the gateway was
 * being asked) may be taken again: the refund_key is the same, so the gateway does not
 * pay twice. Well above the gateway client's 10-second timeout.
 */
const STALE_PROCESSING_MS = 2 * 60_000;

/** What happens with a refund's execution in the caller's modules, inside its transactions. */
export interface RefundHooks {
  /** The staff member executing it (recorded on the refund); null: given back automatically. */
  staffId: number | null;
  /** The staff audit log, in the transaction of each change. */
  audit(trx: Executor, action: string, before: unknown, after: unknown): Promise<void>;
  /** The booking has nothing left to give back (the reservations module marks it refunded). */
  bookingSettled(trx: Executor, reservationId: number): Promise<void>;
}

/** A refund as the booker's ticket shows it. */
export interface TicketRefund {
  kode: string;
  alasan: string;
  alasan_kode: RefundReason;
  jumlah: number;
  status: RefundStatus;
  status_label: string;
  dikembalikan_pada: string | null;
}

/** RF-<id>: the refund's code on the wire. */
function refundCode(id: number): string {
  return `RF-${id}`;
}

function refundIdOf(code: string): number | null {
  const match = /^RF-(\d{1,12})$/.exec(code);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Money owed back to bookers (decision 0017): owed once per reason (late payment, second
 * payment, cancelled departure), listed for staff, and given back through the payment
 * gateway once, however often "Proses" is pressed and by how many at once.
 *
 * Execution: (1) under the refund's row lock, a refund still owed becomes 'processing'
 * and commits; a second click waits for that lock, then finds it processing (409) or
 * refunded (the same answer again, nothing done); (2) the gateway is asked outside any
 * transaction with a refund_key derived from the row, so a retry never pays twice;
 * (3) 'refunded' (or 'failed', which may be tried again), the booking's flag and the
 * audit entry commit together.
 */
export class RefundService {
  constructor(
    private readonly db: Executor,
    private readonly repository: RefundRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {}

  /** A late or second payment owes its whole amount back (the webhook's transaction). */
  async owePayment(
    trx: Executor,
    payment: { id: number; reservation_id: number | null; amount: number },
    reason: 'terlambat' | 'ganda',
  ): Promise<void> {
    // A charge of something else than a booking (a flash-sale purchase) is not ours to owe.
    if (payment.amount <= 0 || payment.reservation_id === null) return;
    await this.repository.oweOnce(
      {
        paymentId: payment.id,
        reservationId: payment.reservation_id,
        owedKey: `${reason}:${payment.id}`,
        reason,
        note:
          reason === 'terlambat'
            ? 'Dibayar setelah batas waktu; kursi sudah dilepas.'
            : 'Pesanan sudah dibayar dengan tagihan lain.',
        amount: payment.amount,
        now: this.clock.now(),
      },
      trx,
    );
  }

  /**
   * A cancelled departure owes a paid booking `amount` (or, null, all its paying charge
   * took). Once per booking and departure: `created` is false when it was owed already,
   * and `refund` null when the booking has no paying charge to give back.
   */
  async oweForDeparture(
    trx: Executor,
    owed: {
      reservationId: number;
      scheduleId: number;
      tripDate: string;
      amount: number | null;
      note: string;
    },
  ): Promise<{
    created: boolean;
    refund: { kode: string; jumlah: number; status: string } | null;
  }> {
    const charge = await this.repository.findPayingCharge(owed.reservationId, trx);
    if (!charge) return { created: false, refund: null };
    const owedKey = `batal:${charge.id}:${owed.scheduleId}:${owed.tripDate}`;
    const existing = await this.repository.findByOwedKey(owedKey, trx);
    // What the charge has left after its earlier refunds (some passengers cancelled by the
    // booker, decision 0046): never more than was paid, in all.
    const left = existing
      ? charge.amount
      : charge.amount - (await this.repository.owedOnCharge(charge.id, trx));
    const amount = Math.min(left, owed.amount ?? left);
    if (!existing && amount <= 0) return { created: false, refund: null };
    const id = existing
      ? null
      : await this.repository.oweOnce(
          {
            paymentId: charge.id,
            reservationId: owed.reservationId,
            owedKey,
            reason: 'keberangkatan_dibatalkan',
            note: owed.note,
            amount,
            now: this.clock.now(),
          },
          trx,
        );
    if (id !== null) {
      return {
        created: true,
        refund: { kode: refundCode(id), jumlah: amount, status: 'required' },
      };
    }
    // Owed before (a repeated cancellation): that departure's refund, not another leg's.
    const before = existing ?? (await this.repository.findByOwedKey(owedKey, trx));
    return {
      created: false,
      refund: before
        ? { kode: refundCode(before.id), jumlah: before.amount, status: before.status }
        : null,
    };
  }

  /**
   * A booking the customer cancelled owes `amount`, once under `owedKey`: the whole
   * booking (`pelanggan:<id>`) or one partial cancellation (`pelanggan:<id>:<passenger row
   * ids>`, decision 0046). A second call answers the refund owed the first time. Capped by
   * what the paying charge has left after its earlier refunds, so partial cancellations
   * and a last whole one never give back more than was paid.
   */
  async oweForCancellation(
    trx: Executor,
    owed: { reservationId: number; amount: number; note: string; owedKey: string },
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null> {
    return this.oweOnceOnCharge(trx, owed, owed.owedKey, 'dibatalkan_pelanggan');
  }

  /** The refund owed under `owedKey` (a cancellation's repeat answers it), or null. */
  async owedUnder(
    owedKey: string,
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null> {
    const row = await this.repository.findByOwedKey(owedKey);
    return row ? { kode: refundCode(row.id), jumlah: row.amount, status: row.status } : null;
  }

  /**
   * A move to a cheaper departure whose operator gives the difference back (decision
   * 0040) owes `amount` on the new booking, paid back to the charge the ticket was bought
   * with: once per move (a second call answers the first refund). Null: nothing to owe.
   */
  async oweForMove(
    trx: Executor,
    owed: { reservationId: number; amount: number; note: string },
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null> {
    return this.oweOnceOnCharge(
      trx,
      owed,
      `ubah-jadwal:${owed.reservationId}`,
      'selisih_ubah_jadwal',
    );
  }

  /**
   * `amount` owed back on the booking's paying charge (at most what it has left after the
   * refunds already owed on it), once under `owedKey`: a second call answers the refund
   * owed the first time; null when nothing is.
   */
  private async oweOnceOnCharge(
    trx: Executor,
    owed: { reservationId: number; amount: number; note: string },
    owedKey: string,
    reason: RefundReason,
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null> {
    const existing = await this.repository.findByOwedKey(owedKey, trx);
    if (existing)
      return { kode: refundCode(existing.id), jumlah: existing.amount, status: existing.status };
    const charge = await this.repository.findPayingCharge(owed.reservationId, trx);
    if (!charge) return null;
    const left = charge.amount - (await this.repository.owedOnCharge(charge.id, trx));
    const amount = Math.min(left, owed.amount);
    if (amount <= 0) return null;
    const id = await this.repository.oweOnce(
      {
        paymentId: charge.id,
        reservationId: owed.reservationId,
        owedKey,
        reason,
        note: owed.note,
        amount,
        now: this.clock.now(),
      },
      trx,
    );
    if (id === null) return null;
    return { kode: refundCode(id), jumlah: amount, status: 'required' };
  }

  /** The staff queue: open refunds first, then the ones done. */
  async queue(
    operatorCode: string | null,
    status: RefundStatus | undefined,
  ): Promise<StaffRefundListResult> {
    const rows = await this.repository.queue({ operatorCode, status, limit: QUEUE_LIMIT });
    const open = rows.filter((row) => row.status !== 'refunded');
    return {
      list: rows.map(queueView),
      jumlah_terbuka: open.length,
      total_terbuka: open.reduce((sum, row) => sum + row.amount, 0),
    };
  }

  /** The refund named by its code (RF-<id>), or null. */
  async find(code: string): Promise<StaffRefund | null> {
    const id = refundIdOf(code);
    const row = id === null ? undefined : await this.repository.findQueued(id);
    return row ? queueView(row) : null;
  }

  /** Refunds of a booking, for its ticket. */
  async ofReservation(reservationId: number): Promise<TicketRefund[]> {
    const rows = await this.repository.ofReservation(reservationId);
    return rows.map((row) => ({
      kode: refundCode(row.id),
      alasan: refundReasonLabels[row.reason],
      alasan_kode: row.reason,
      jumlah: row.amount,
      status: row.status,
      status_label: refundStatusLabels[row.status],
      dikembalikan_pada: row.refunded_at ? row.refunded_at.toISOString() : null,
    }));
  }

  /** Gives the refund back through the gateway, once (see the class comment). */
  async process(code: string, hooks: RefundHooks): Promise<StaffRefundProcessResult> {
    const id = refundIdOf(code);
    if (id === null) throw refundNotFound();
    const now = this.clock.now();
    const taken = await this.db.transaction().execute(async (trx) => {
      const row = await this.repository.lock(id, trx);
      if (!row) throw refundNotFound();
      if (row.status === 'refunded') return { row, take: false };
      if (
        row.status === 'processing' &&
        row.processing_started_at !== null &&
        now.getTime() - row.processing_started_at.getTime() < STALE_PROCESSING_MS
      ) {
        throw new AppError('REFUND_IN_PROGRESS');
      }
      await this.repository.markProcessing(id, now, trx);
      return { row, take: true };
    });
    if (!taken.take) {
      return { refund: await this.view(id), sudah_diproses: true };
    }

    const refund = await this.viewRow(id);
    let gatewayRefundId: string;
    try {
      const answer = await this.gateway.refund({
        orderId: refund.order_id,
        refundKey: `lintas-refund-${id}`,
        amount: refund.amount,
        reason: `${refundReasonLabels[refund.reason]} (${refund.reservation_code})`,
        now,
      });
      gatewayRefundId = answer.refundId;
    } catch (error) {
      const detail =
        (error as { gatewayDetail?: string }).gatewayDetail ?? (error as Error).message;
      this.logger.warn({ err: error, refund: code, gateway: this.gateway.name }, 'refund failed');
      await this.db.transaction().execute(async (trx) => {
        await this.repository.markFailed(id, detail, trx);
        await hooks.audit(trx, 'refund.gagal', statusOf(taken.row), {
          status: 'failed',
          galat: detail.slice(0, 200),
        });
      });
      throw new AppError('REFUND_FAILED');
    }

    await this.db.transaction().execute(async (trx) => {
      const done = await this.repository.markRefunded(
        id,
        { now: this.clock.now(), gatewayRefundId, staffId: hooks.staffId },
        trx,
      );
      if (!done) return;
      if ((await this.repository.countOpen(refund.reservation_id, trx)) === 0) {
        await hooks.bookingSettled(trx, refund.reservation_id);
      }
      await hooks.audit(trx, 'refund.proses', statusOf(taken.row), {
        status: 'refunded',
        jumlah: refund.amount,
        payment_kode: refund.order_id,
        gateway_refund_id: gatewayRefundId,
      });
    });
    return { refund: await this.view(id), sudah_diproses: false };
  }

  private async viewRow(id: number): Promise<RefundQueueRow> {
    const row = await this.repository.findQueued(id);
    if (!row) throw refundNotFound();
    return row;
  }

  private async view(id: number): Promise<StaffRefund> {
    return queueView(await this.viewRow(id));
  }
}

function refundNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Refund tidak ditemukan.');
}

function statusOf(row: RefundRow) {
  return { status: row.status, jumlah: row.amount, percobaan: row.attempts };
}

function queueView(row: RefundQueueRow): StaffRefund {
  return {
    kode: refundCode(row.id),
    reservasi_kode: row.reservation_code,
    payment_kode: row.order_id,
    operator_kode: row.operator_code,
    alasan: row.reason,
    alasan_label: refundReasonLabels[row.reason],
    keterangan: row.note,
    jumlah: row.amount,
    status: row.status,
    status_label: refundStatusLabels[row.status],
    pemesan: { nama: row.booker_name, telp: row.booker_phone, email: row.booker_email },
    metode_pembayaran: row.method_code,
    percobaan: row.attempts,
    galat_terakhir: row.last_error,
    dibuat_pada: row.created_at.toISOString(),
    dikembalikan_pada: row.refunded_at ? row.refunded_at.toISOString() : null,
  };
}
