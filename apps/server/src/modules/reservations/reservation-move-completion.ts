import type { Executor } from '../../db/executor.js';
import { AppError } from '../../http/app-error.js';
import type { SeatInventoryService } from '../seats/seat-inventory.service.js';
import type { BookingNotices } from './booking-notices.js';
import { earnPoints } from './lifecycle-points.js';
import type { PointsPort, SeatsFreedPort } from './reservation.ports.js';
import type { ReservationRepository } from './reservation.repository.js';

export type SettlementOutcome = 'paid' | 'already_paid' | 'late';

/** cancel_reason of a paid booking replaced by a move's new booking (decision 0040). */
export const MOVED_AWAY_REASON = 'dipindahkan';

/**
 * The lifecycle's `completeMove` step (decision 0040): a move's new booking
 * pending -> paid and the booking it replaces paid -> cancelled ('dipindahkan'), in the
 * caller's transaction. Built by ReservationLifecycle with its own ports.
 */
export class MoveCompletion {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly seats: Pick<SeatInventoryService, 'release'>,
    private readonly points: PointsPort,
    private readonly notices?: Pick<BookingNotices, 'queueTicket'>,
    private readonly seatsFreed?: SeatsFreedPort,
  ) {}

  /**
   * A move is paid for (or costs nothing): the new booking `newId` becomes paid and the
   * paid booking it replaces, `oldId`, is cancelled ('dipindahkan') with its seats freed,
   * in the caller's transaction, so no moment has both tickets valid or neither (decision
   * 0040). Locks the old row, then the new one (old ids are smaller: every path that
   * takes both takes them in this order). The ticket's points move with it: the old
   * booking's points spent are carried to the new one (not given back), the points it
   * earned are taken back and the new one earns its own. A move whose hold ran out, or
   * whose old booking is no longer paid (cancelled or moved meanwhile), is never made
   * paid: expired, its seats freed, 'late' (the payment is owed back by the caller).
   */
  async complete(
    trx: Executor,
    newId: number,
    oldId: number,
    paidAt: Date,
  ): Promise<SettlementOutcome> {
    const old = await this.repository.lockStatus(oldId, trx);
    const moved = await this.repository.lockStatus(newId, trx);
    if (!moved) throw new AppError('RESERVATION_NOT_FOUND');
    if (moved.status === 'paid') return 'already_paid';
    const inTime = moved.status === 'pending' && paidAt.getTime() < moved.expires_at.getTime();
    if (!inTime || !old || old.status !== 'paid') {
      await this.repository.markLatePayment(newId, trx);
      if (moved.status === 'pending') this.seatsFreed?.seatsFreed([newId]);
      await this.seats.release(trx, [newId]);
      return 'late';
    }
    await this.repository.markPaid(newId, paidAt, trx);
    // Points an earlier partial cancellation gave its share of (decision 0046) stay behind.
    await this.repository.carryPoints(newId, old.points_used - old.points_refunded, trx);
    await this.repository.cancelPaid(
      oldId,
      { now: paidAt, reason: MOVED_AWAY_REASON, refundOwed: false },
      trx,
    );
    await this.seats.release(trx, [oldId]);
    this.seatsFreed?.seatsFreed([oldId]);
    await this.points.takeBackEarned(trx, old.customer_id, oldId, 'Poin pindah ke jadwal baru');
    await earnPoints(this.repository, this.points, trx, newId);
    await this.notices?.queueTicket(trx, newId);
    return 'paid';
  }
}
