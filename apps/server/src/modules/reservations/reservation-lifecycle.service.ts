import type { Insertable, RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { WriteAlongside } from '../../db/write-alongside.js';
import type {
  IdempotencyKeysTable,
  PriceLineRecord,
  ReservationLegsTable,
  ReservationPassengersTable,
  ReservationsTable,
} from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Quote } from '../pricing/pricing.types.js';
import type {
  OccupantRow,
  SeatHoldLeg,
  SeatInventoryService,
} from '../seats/seat-inventory.service.js';
import type { BookingNotices } from './booking-notices.js';
import type { PointsPort, SeatsFreedPort } from './reservation.ports.js';
import { effectiveStatus } from './reservation-view.js';
import type { InsertedLeg } from './booking-statement.js';
import { earnPoints, givePointsBack } from './lifecycle-points.js';
import type {
  EndedReservation,
  PricingUpdate,
  ReservationRepository,
  ReservationRow,
} from './reservation.repository.js';
import { MoveCompletion, type SettlementOutcome } from './reservation-move-completion.js';
import {
  PassengerCancellation,
  type PassengersCancelled,
} from './reservation-passenger-cancellation.js';

/** Everything a new reservation writes: its row, its legs with passengers, its seats. */
export interface ReservationDraft {
  reservation: Omit<Insertable<ReservationsTable>, 'status'>;
  legs: Array<{
    leg: Omit<Insertable<ReservationLegsTable>, 'reservation_id'>;
    passengers: Array<Omit<Insertable<ReservationPassengersTable>, 'leg_id'>>;
  }>;
  seats: SeatHoldLeg[];
  /** The checkout's Idempotency-Key record, written with the reservation (decision 0007). */
  idempotencyKey?: Omit<Insertable<IdempotencyKeysTable>, 'reservation_id'>;
}

/** A change of price computed from the reservation as it is now, under its lock. */
export type Reprice = (current: ReservationRow) => Promise<PricingUpdate>;

/**
 * THE owner of a reservation's status. Every transition happens here, inside the
 * caller's transaction, together with what moves with it:
 *
 *   hold            (new) -> pending     points spent, seats held
 *   settle          pending -> paid      seats kept for good, points earned (once), e-ticket queued
 *                   pending -> expired   (paid too late) points back, seats freed, refund owed
 *   expireOverdue   pending -> expired   points back, seats freed
 *   cancel          pending -> cancelled points back, seats freed
 *   cancelPaid      paid -> cancelled    (the booker's) points back as the policy gives,
 *                                        points earned taken back, seats freed
 *   cancelPassengers paid -> paid        some passengers (decision 0046): their seats freed,
 *                                        their points shares back, earned taken in proportion
 *   reprice         pending -> pending   points re-spent at the new price (change of method)
 *   completeMove    a move's new booking pending -> paid and the booking it replaces
 *                   paid -> cancelled ('dipindahkan'), in one transaction (decision 0040)
 *
 * completeMove and cancelPassengers are written in reservation-move-completion.ts and
 * reservation-passenger-cancellation.ts, built here with the lifecycle's own ports.
 *
 * Freeing order (decision 0001): the status moves away from pending first, with a
 * locking UPDATE, and only then are the seat rows deleted; the seats module's `release`
 * deletes nothing of a reservation that is still pending or paid. Points go back exactly
 * once, in the transaction that ended the reservation unpaid.
 */
export class ReservationLifecycle {
  private readonly moves: MoveCompletion;
  private readonly passengers: PassengerCancellation;

  constructor(
    private readonly repository: ReservationRepository,
    private readonly seats: SeatInventoryService,
    private readonly points: PointsPort,
    /** Queues the e-ticket on pending -> paid (absent in tests that build a bare lifecycle). */
    private readonly notices?: Pick<BookingNotices, 'queueTicket'>,
    /** Told which unpaid reservations released seats (seat alerts act after the commit). */
    private readonly seatsFreed?: SeatsFreedPort,
  ) {
    this.moves = new MoveCompletion(repository, seats, points, notices, seatsFreed);
    this.passengers = new PassengerCancellation(repository, seats, points, seatsFreed);
  }

  /**
   * A new pending reservation holding every seat of every leg: all or nothing (the
   * caller's rollback undoes partial work). Holds that expired on the wanted seats are
   * ended first; seats someone else holds answer SEAT_TAKEN.
   */
  async hold(trx: Executor, draft: ReservationDraft, now: Date): Promise<number> {
    return (await this.holdBooking(trx, draft, now)).id;
  }

  /**
   * `holdBooking` in one statement with no transaction around it (decision 0032), for a
   * booking that needs nothing else in a transaction (no points to spend): written only
   * when `admission` admits it (ReservationRepository.admission); otherwise the statement
   * fails with LT001 (isBookingNotAdmitted) and writes nothing, and the caller takes the
   * transaction, which ends dead holds or names the taken seats. `alongside` is written by
   * the same statement (the booking's pending charge, decision 0034).
   */
  async holdAdmittedBooking<T>(
    db: Executor,
    draft: ReservationDraft,
    admission: RawBuilder<string>,
    alongside?: WriteAlongside<T>,
  ): Promise<{ id: number; legs: InsertedLeg[]; alongside: T | null }> {
    if ((draft.reservation.points_used ?? 0) > 0) {
      throw new Error('a booking that spends points is written in a transaction');
    }
    const written = await this.repository.insertBooking(
      { ...draft, reservation: { ...draft.reservation, status: 'pending' } },
      (reservationId) => this.seats.holdCtes(draft.seats, reservationId),
      db,
      admission,
      alongside?.statement,
    );
    return {
      id: written.id,
      legs: written.legs,
      alongside: alongside ? alongside.decode(written.alongside) : null,
    };
  }

  /** `hold`, answering the legs as written too (the checkout's confirmation shows them). */
  async holdBooking(
    trx: Executor,
    draft: ReservationDraft,
    now: Date,
  ): Promise<{ id: number; legs: InsertedLeg[] }> {
    // The reservation, its legs, passengers, key and seats in one statement (decision
    // 0024); it holds the seats only when no row at all is on them.
    const { id, legs, seatsOnKeys } = await this.repository.insertBooking(
      { ...draft, reservation: { ...draft.reservation, status: 'pending' } },
      (reservationId) => this.seats.holdCtes(draft.seats, reservationId),
      trx,
    );
    const customerId = draft.reservation.customer_id ?? null;
    const points = draft.reservation.points_used ?? 0;
    if (points > 0 && customerId !== null) {
      if (!(await this.points.spend(trx, customerId, points, id))) {
        throw new AppError(
          'PRICE_CHANGED',
          'Saldo poin Anda berubah. Periksa kembali rincian harga sebelum melanjutkan.',
        );
      }
    }
    // Rows were on the seats: SEAT_TAKEN when someone holds or bought them, else dead
    // holds to end first, then the seats are held the long way.
    const dead = this.seats.deadHoldersAfterHold(draft.seats, seatsOnKeys as OccupantRow[], now);
    if (dead.length > 0) await this.holdSeatsFor(trx, id, draft.seats, now);
    return { id, legs };
  }

  /**
   * The seat part of a hold, for a pending reservation already written: reservations
   * whose holds on the wanted seats have run out are expired first (points back, rows
   * freed), then every seat is held or SEAT_TAKEN names the ones someone else has.
   */
  async holdSeatsFor(
    trx: Executor,
    reservationId: number,
    seats: SeatHoldLeg[],
    now: Date,
  ): Promise<void> {
    const dead = await this.seats.deadHoldersOn(trx, seats, now);
    if (dead.length > 0) {
      await this.expireOverdue(trx, now, dead);
      // Already expired or cancelled before: only their leftover rows remain to go.
      await this.seats.release(trx, dead);
    }
    await this.seats.holdSeats(trx, reservationId, seats, now);
  }

  /**
   * Applies a confirmed payment. Safe to call twice for the same payment.
   * - pending and `paidAt` before its expiry: paid; its seat rows stay for good;
   * - already paid: nothing changes ('already_paid');
   * - anything else (pending past its expiry, expired, cancelled): never made paid,
   *   because its seats may already belong to someone else. A pending one is marked
   *   expired and gives its points back, its leftover rows are deleted, and
   *   refund_status becomes 'required' ('late').
   * The reservation row is locked first (FOR UPDATE), the lock a hold's expiry of the
   * same reservation also takes, so a payment and a competing hold are ordered.
   */
  async settle(trx: Executor, reservationId: number, paidAt: Date): Promise<SettlementOutcome> {
    // A move's booking settles with the booking it replaces (decision 0040).
    const movedFrom = await this.repository.movedFromOf(reservationId, trx);
    if (movedFrom !== null) return this.completeMove(trx, reservationId, movedFrom, paidAt);

    const reservation = await this.repository.lockStatus(reservationId, trx);
    if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');

    if (reservation.status === 'paid') return 'already_paid';

    if (reservation.status === 'pending' && paidAt.getTime() < reservation.expires_at.getTime()) {
      await this.repository.markPaid(reservationId, paidAt, trx);
      await this.earnPoints(trx, reservationId);
      // Only on this transition: a repeated notification answers 'already_paid' above.
      await this.notices?.queueTicket(trx, reservationId);
      return 'paid';
    }

    await this.repository.markLatePayment(reservationId, trx);
    // Moving it from pending ends it unpaid: the points it spent go back (once).
    if (reservation.status === 'pending') {
      await this.givePointsBack(trx, [reservation], 'Pembayaran melewati batas waktu');
      this.seatsFreed?.seatsFreed([reservationId]);
    }
    await this.seats.release(trx, [reservationId]);
    return 'late';
  }

  /** A move is paid for: see MoveCompletion.complete (decision 0040). */
  completeMove(
    trx: Executor,
    newId: number,
    oldId: number,
    paidAt: Date,
  ): Promise<SettlementOutcome> {
    return this.moves.complete(trx, newId, oldId, paidAt);
  }

  /**
   * Pending reservations whose hold ended by `now` become expired, give their points
   * back and free their seats. `ids` narrows it to those. Returns the ids it expired.
   */
  async expireOverdue(trx: Executor, now: Date, ids?: number[]): Promise<number[]> {
    const ended = await this.repository.expireOverdue(now, ids, trx);
    await this.givePointsBack(trx, ended, 'Reservasi kedaluwarsa');
    const endedIds = ended.map((row) => row.id);
    await this.seats.release(trx, endedIds);
    if (endedIds.length > 0) this.seatsFreed?.seatsFreed(endedIds);
    return endedIds;
  }

  /**
   * A pending reservation becomes cancelled, gives its points back and frees its seats.
   * Only while its hold lasts, unless `whateverExpiry` (the checkout's own undo). False
   * when it was not pending any more; its rows are freed anyway if it has ended.
   */
  async cancel(
    trx: Executor,
    reservationId: number,
    now: Date,
    reason: string,
    { whateverExpiry = false }: { whateverExpiry?: boolean } = {},
  ): Promise<boolean> {
    const ended = await this.repository.cancelPending(
      reservationId,
      now,
      reason,
      whateverExpiry,
      trx,
    );
    if (ended) await this.givePointsBack(trx, [ended], 'Reservasi dibatalkan');
    await this.seats.release(trx, [reservationId]);
    if (ended) this.seatsFreed?.seatsFreed([reservationId]);
    return ended !== undefined;
  }

  /**
   * A paid booking its booker cancelled (decision 0037): cancelled, the points the policy
   * gives back returned and the points it earned taken back, its seats freed for sale at
   * once (seat alerts told). The caller holds its lock and has priced the cancellation.
   * False when it was not paid any more: nothing changed.
   */
  async cancelPaid(
    trx: Executor,
    reservationId: number,
    now: Date,
    change: { reason: string; refundOwed: boolean; pointsBack: number },
  ): Promise<boolean> {
    const ended = await this.repository.cancelPaid(
      reservationId,
      { now, reason: change.reason, refundOwed: change.refundOwed },
      trx,
    );
    if (!ended) return false;
    await this.givePointsBack(
      trx,
      [{ ...ended, points_used: change.pointsBack }],
      'Reservasi dibatalkan',
    );
    await this.points.takeBackEarned(
      trx,
      ended.customer_id,
      reservationId,
      'Poin dari perjalanan yang dibatalkan',
    );
    await this.seats.release(trx, [reservationId]);
    this.seatsFreed?.seatsFreed([reservationId]);
    return true;
  }

  /** Some passengers of a paid booking: see PassengerCancellation.cancel (decision 0046). */
  cancelPassengers(
    trx: Executor,
    reservationId: number,
    now: Date,
    change: PassengersCancelled,
  ): Promise<boolean> {
    return this.passengers.cancel(trx, reservationId, now, change);
  }

  /**
   * Paid bookings whose departure the operator cancelled owe their money back
   * (refund_status 'required'); their status stays paid: the money was received and the
   * booking is not resold. The payments module keeps what is owed (decision 0017).
   */
  async flagRefund(trx: Executor, reservationIds: number[]): Promise<void> {
    await this.repository.flagRefundRequired(reservationIds, trx);
  }

  /** Every refund the booking was owed has been given back: refund_status 'refunded'. */
  async refundSettled(trx: Executor, reservationId: number): Promise<void> {
    await this.repository.markRefunded(reservationId, trx);
  }

  /**
   * Prices a pending, unexpired reservation anew (a change of payment method): under
   * its lock, its own points count as available again while it is priced, and the new
   * price's points are spent. Returns the new pricing and the one it replaced.
   */
  async reprice(
    trx: Executor,
    reservationId: number,
    now: Date,
    price: Reprice,
  ): Promise<{ update: PricingUpdate; previous: PricingUpdate; current: ReservationRow }> {
    const locked = await this.repository.lockStatus(reservationId, trx);
    const current = locked && (await this.repository.findById(reservationId, trx));
    if (!current) throw new AppError('RESERVATION_NOT_FOUND');
    assertPendingAt(current, now);
    await this.givePointsBack(trx, [current], 'Ganti metode pembayaran');
    const update = await price(current);
    await this.spendOrRefuse(trx, current.customer_id, update.points_used, reservationId);
    await this.repository.updatePricing(reservationId, update, trx);
    return { update, previous: pricingOf(current), current };
  }

  /**
   * Undo of a change of method: the old prices, and the old points spent again if the
   * reservation still holds them (pending or paid).
   */
  async restorePricing(
    trx: Executor,
    reservationId: number,
    previous: PricingUpdate,
  ): Promise<void> {
    const locked = await this.repository.lockStatus(reservationId, trx);
    if (!locked) return;
    const stillSpent = locked.status === 'pending' || locked.status === 'paid';
    if (stillSpent) await this.givePointsBack(trx, [locked], 'Ganti metode pembayaran dibatalkan');
    await this.repository.updatePricing(reservationId, previous, trx);
    if (stillSpent && locked.customer_id !== null && previous.points_used > 0) {
      await this.points.spend(trx, locked.customer_id, previous.points_used, reservationId);
    }
  }

  private givePointsBack(
    trx: Executor,
    ended: Array<Pick<EndedReservation, 'id' | 'customer_id' | 'points_used'>>,
    note: string,
  ): Promise<void> {
    return givePointsBack(this.points, trx, ended, note);
  }

  private earnPoints(trx: Executor, reservationId: number): Promise<void> {
    return earnPoints(this.repository, this.points, trx, reservationId);
  }

  private async spendOrRefuse(
    trx: Executor,
    customerId: number | null,
    points: number,
    reservationId: number,
  ): Promise<void> {
    if (points <= 0 || customerId === null) return;
    if (!(await this.points.spend(trx, customerId, points, reservationId))) {
      throw new AppError(
        'PRICE_CHANGED',
        'Saldo poin Anda berubah. Periksa kembali rincian harga sebelum melanjutkan.',
      );
    }
  }
}

/** RESERVATION_EXPIRED / RESERVATION_NOT_PENDING unless pending with its hold running. */
export function assertPendingAt(row: Pick<ReservationRow, 'status' | 'expires_at'>, now: Date) {
  const status = effectiveStatus(row, now);
  if (status === 'expired') throw new AppError('RESERVATION_EXPIRED');
  if (status !== 'pending') throw new AppError('RESERVATION_NOT_PENDING');
}

/** A reservation's price columns as `quote` sets them (a checkout, a change of method). */
export function pricingOfQuote(quote: Quote, methodCode: string): PricingUpdate {
  return {
    payment_method_code: quote.paymentMethod?.code ?? methodCode,
    fare_total: quote.fareTotal,
    voucher_discount: quote.voucher?.discount ?? 0,
    points_used: quote.pointsUsed,
    insurance_fee: quote.insuranceFee,
    donation: quote.donation,
    admin_fee: quote.adminFee,
    total: quote.total,
    price_lines: quote.lines,
  };
}

function pricingOf(row: ReservationRow): PricingUpdate {
  return {
    payment_method_code: row.payment_method_code,
    fare_total: row.fare_total,
    voucher_discount: row.voucher_discount,
    points_used: row.points_used,
    insurance_fee: row.insurance_fee,
    donation: row.donation,
    admin_fee: row.admin_fee,
    total: row.total,
    price_lines: row.price_lines as PriceLineRecord[],
  };
}
