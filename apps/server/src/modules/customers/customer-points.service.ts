import { pointsEarnedFor } from '@lintas/domain/price-lines';
import {
  type CustomerPointResult,
  POINT_HISTORY_PAGE_SIZE,
  type PointHistoryResult,
} from '@lintas/domain/points-schemas';
import type { Executor } from '../../db/executor.js';
import type { PointEntryKind } from '../../db/schema.js';
import { type Clock, systemClock } from '../../lib/clock.js';
import type { CustomerPointsRepository } from './customer-points.repository.js';

/** Points some reservation spent and now gives back (1 point = Rp 1). */
export interface PointsRefund {
  customerId: number | null;
  points: number;
  /** The reservation that gives them back: named in the customer's history. */
  reservationId?: number | null;
}

/** A reservation that has just become paid, with what its earning is computed from. */
export interface PaidReservation {
  customerId: number | null;
  reservationId: number;
  fareTotal: number;
  voucherDiscount: number;
  pointsUsed: number;
}

/** What the history shows for an entry written without words of its own. */
const DEFAULT_NOTES: Record<PointEntryKind, string> = {
  earned: 'Poin dari perjalanan yang dibayar',
  spent: 'Dipakai untuk membayar reservasi',
  returned: 'Poin dikembalikan',
  adjusted: 'Penyesuaian saldo',
};

/**
 * A customer's points: the only writer of customers.points_balance and of its ledger
 * (customer_point_entries). Every change of the balance writes an entry with the balance
 * after it, in the caller's transaction (a checkout, a reservation ending unpaid, a
 * payment), so the balance moves exactly when the reservation's state does and the
 * history always adds up to it (decision 0009).
 */
export class CustomerPointsService {
  constructor(
    private readonly repository: CustomerPointsRepository,
    private readonly clock: Clock = systemClock,
  ) {}

  balance(customerId: number, db?: Executor): Promise<number> {
    return this.repository.balance(customerId, db);
  }

  /** False when the balance no longer covers `points` (a concurrent checkout spent them). */
  async spend(
    trx: Executor,
    customerId: number,
    points: number,
    reservationId: number | null = null,
  ): Promise<boolean> {
    if (points <= 0) return true;
    const after = await this.repository.subtract(customerId, points, trx);
    if (after === undefined) return false;
    await this.record(trx, customerId, reservationId, 'spent', -points, after);
    return true;
  }

  /**
   * Credits points back, one entry per reservation, customers in id order so concurrent
   * transactions lock customer rows in the same order (no deadlock). The caller calls it
   * once per reservation, right where that reservation left the state in which its points
   * were spent; `note` says why (expired, cancelled...).
   */
  async giveBack(trx: Executor, refunds: PointsRefund[], note?: string): Promise<void> {
    const due = refunds
      .filter((refund): refund is PointsRefund & { customerId: number } => {
        return refund.customerId !== null && refund.points > 0;
      })
      .sort(
        (a, b) => a.customerId - b.customerId || (a.reservationId ?? 0) - (b.reservationId ?? 0),
      );
    for (const { customerId, points, reservationId } of due) {
      const after = await this.repository.add(customerId, points, trx);
      if (after === undefined) continue;
      await this.record(trx, customerId, reservationId ?? null, 'returned', points, after, note);
    }
  }

  /**
   * Credits what a paid reservation earns (decision 0009), exactly once per reservation:
   * the 'earned' entry is inserted first under the customer's row lock, and the partial
   * UNIQUE index refuses a second one even from another process, in which case the
   * balance is left alone. Guests' reservations earn nothing. Returns the points credited.
   */
  async earn(trx: Executor, paid: PaidReservation): Promise<number> {
    if (paid.customerId === null) return 0;
    const points = pointsEarnedFor(paid);
    if (points <= 0) return 0;
    const before = await this.repository.lockBalance(paid.customerId, trx);
    if (before === undefined) return 0;
    const inserted = await this.repository.insertEarnedOnce(
      {
        customer_id: paid.customerId,
        reservation_id: paid.reservationId,
        kind: 'earned',
        points,
        balance_after: before + points,
        note: DEFAULT_NOTES.earned,
        created_at: this.clock.now(),
      },
      trx,
    );
    if (!inserted) return 0;
    await this.repository.add(paid.customerId, points, trx);
    return points;
  }

  /**
   * A paid booking the customer cancelled gives back the points it earned: as many as the
   * balance still holds (some may have been spent since), as an 'adjusted' entry. The
   * caller calls it once, in the transaction that cancelled the booking (its status moves
   * from paid under the booking's lock). Returns the points taken.
   *
   * With `share` (some passengers cancelled, decision 0046): only that part of what is
   * not taken back yet, floor(left * part / whole), where part is the money of the seats
   * cancelled and whole the money of every seat still in the booking before. What earlier
   * partial cancellations took is never taken twice: a later whole cancellation takes the
   * rest.
   */
  async takeBackEarned(
    trx: Executor,
    customerId: number | null,
    reservationId: number,
    note: string,
    share?: { part: number; whole: number },
  ): Promise<number> {
    if (customerId === null) return 0;
    const earned = await this.repository.earnedFor(reservationId, trx);
    if (earned <= 0) return 0;
    const left = Math.max(0, earned - (await this.repository.takenBackFor(reservationId, trx)));
    const due = share
      ? share.whole > 0
        ? Math.floor((left * Math.min(share.part, share.whole)) / share.whole)
        : 0
      : left;
    if (due <= 0) return 0;
    const before = await this.repository.lockBalance(customerId, trx);
    const points = Math.min(due, before ?? 0);
    if (points <= 0) return 0;
    const after = await this.repository.subtract(customerId, points, trx);
    if (after === undefined) return 0;
    await this.record(trx, customerId, reservationId, 'adjusted', -points, after, note);
    return points;
  }

  /** customer-point: the balance, and what the customer's unpaid bookings hold and will earn. */
  async summary(customerId: number): Promise<CustomerPointResult> {
    const now = this.clock.now();
    const [balance, pending] = await Promise.all([
      this.repository.balance(customerId),
      this.repository.pendingReservations(customerId, now),
    ]);
    const list = pending.map((row) => ({
      reservasi_kode: row.code,
      point_digunakan: row.points_used,
      point_didapat: pointsEarnedFor({
        fareTotal: row.fare_total,
        voucherDiscount: row.voucher_discount,
        pointsUsed: row.points_used,
      }),
      batas_bayar: row.expires_at.toISOString(),
    }));
    return {
      total_point: balance,
      point_pending: list.reduce((sum, row) => sum + row.point_didapat, 0),
      point_ditahan: list.reduce((sum, row) => sum + row.point_digunakan, 0),
      pending: list,
    };
  }

  /** customer-history-point: one page of the ledger, newest first. */
  async history(customerId: number, page: number): Promise<PointHistoryResult> {
    const [rows, total] = await Promise.all([
      this.repository.history(
        customerId,
        POINT_HISTORY_PAGE_SIZE,
        (page - 1) * POINT_HISTORY_PAGE_SIZE,
      ),
      this.repository.countEntries(customerId),
    ]);
    return {
      page,
      total_page: Math.ceil(total / POINT_HISTORY_PAGE_SIZE),
      total_data: total,
      list: rows.map((row) => ({
        id: Number(row.id),
        tipe: row.kind,
        point: row.points,
        saldo: row.balance_after,
        keterangan: row.note ?? DEFAULT_NOTES[row.kind],
        reservasi_kode: row.reservation_code,
        tanggal: row.created_at.toISOString(),
      })),
    };
  }

  private record(
    trx: Executor,
    customerId: number,
    reservationId: number | null,
    kind: PointEntryKind,
    points: number,
    balanceAfter: number,
    note?: string,
  ): Promise<void> {
    return this.repository.insertEntry(
      {
        customer_id: customerId,
        reservation_id: reservationId,
        kind,
        points,
        balance_after: balanceAfter,
        note: note ?? DEFAULT_NOTES[kind],
        created_at: this.clock.now(),
      },
      trx,
    );
  }
}
