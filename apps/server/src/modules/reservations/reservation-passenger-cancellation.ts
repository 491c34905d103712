import type { Executor } from '../../db/executor.js';
import type { SeatInventoryService } from '../seats/seat-inventory.service.js';
import { givePointsBack } from './lifecycle-points.js';
import type { PointsPort, SeatsFreedPort } from './reservation.ports.js';
import type { ReservationRepository } from './reservation.repository.js';

/** What cancelling some passengers of a paid booking changes, priced by the caller. */
export interface PassengersCancelled {
  passengerIds: number[];
  voucherShare: number;
  pointsShare: number;
  pointsBack: number;
  /** The money of the seats cancelled, and of every seat still in the booking before. */
  money: { part: number; whole: number };
}

/**
 * The lifecycle's `cancelPassengers` step (decision 0046): paid -> paid with some
 * passengers gone. Built by ReservationLifecycle with its own ports.
 */
export class PassengerCancellation {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly seats: Pick<SeatInventoryService, 'releaseCancelledPassengers'>,
    private readonly points: PointsPort,
    private readonly seatsFreed?: SeatsFreedPort,
  ) {}

  /**
   * Some passengers of a paid booking its booker cancelled (decision 0046): the status
   * stays paid; their seat rows marked cancelled on every leg, the voucher and points
   * shares of their seats recorded as given, the points the policy gives back returned,
   * the points earned taken back in proportion to the money of their seats, and only
   * their seats freed for sale at once (seat alerts told). The caller holds the booking's
   * lock, has priced the choice and leaves the last passengers to `cancelPaid`. False when
   * they were cancelled already: nothing changed.
   */
  async cancel(
    trx: Executor,
    reservationId: number,
    now: Date,
    change: PassengersCancelled,
  ): Promise<boolean> {
    const row = await this.repository.findById(reservationId, trx);
    if (!row || row.status !== 'paid') return false;
    const marked = await this.repository.cancelPassengers(
      reservationId,
      {
        passengerIds: change.passengerIds,
        now,
        voucherShare: change.voucherShare,
        pointsShare: change.pointsShare,
      },
      trx,
    );
    if (marked === 0) return false;
    await givePointsBack(
      this.points,
      trx,
      [{ id: reservationId, customer_id: row.customer_id, points_used: change.pointsBack }],
      'Penumpang dibatalkan',
    );
    await this.points.takeBackEarned(
      trx,
      row.customer_id,
      reservationId,
      'Poin dari penumpang yang dibatalkan',
      change.money,
    );
    await this.seats.releaseCancelledPassengers(trx, reservationId);
    this.seatsFreed?.seatsFreed([reservationId]);
    return true;
  }
}
