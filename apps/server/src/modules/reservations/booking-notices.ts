import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ServiceLogger } from '../../lib/logger.js';
import {
  type BookingLinks,
  type BookingSnapshot,
  type ConfirmationSnapshot,
  confirmationMessages,
  ticketMessages,
} from './booking-messages.js';
import { type CancellationOutcome, cancellationMessages } from './cancellation-messages.js';
import type { BookingMessage, BookingNotifier, WithChargeAnswer } from './reservation.ports.js';
import type { PassengerRow, ReservationRepository } from './reservation.repository.js';

/**
 * Queues the booker's messages about a booking in the notifications outbox: the
 * confirmation after a checkout, the e-ticket when a payment makes it paid. A booking
 * never fails or is undone because of a message: the confirmation is queued after the
 * booking is safe, and a failure there is logged and swallowed.
 */
export class BookingNotices {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ReservationRepository,
    private readonly notifier: BookingNotifier,
    private readonly links: BookingLinks,
    private readonly logger: ServiceLogger,
  ) {}

  /**
   * The confirmation of a new booking, written in the statement that records its charge's
   * answer (the payments module calls this with the charge as the booker will see it), so
   * it carries the VA number or payment code, exists exactly when the charge does, and
   * costs no round trip of its own (issue 11). Built from what the checkout that has just
   * written the booking holds in memory. Never throws: messages that cannot be built are
   * logged, and the booking goes on without them. `dispatchSoon` once the charge is made.
   */
  confirmWithCharge(reservationId: number, known: ConfirmationSnapshot): WithChargeAnswer {
    return (payment, recorded) => {
      try {
        return this.notifier.enqueueAllWhen(
          confirmationMessages(known, payment, this.links),
          recorded,
        );
      } catch (error) {
        this.logger.error(
          { err: error, reservation_id: reservationId },
          'could not queue the booking confirmation',
        );
        return null;
      }
    };
  }

  /** After the charge that wrote the confirmation: send it now, not at the next interval. */
  dispatchSoon(): void {
    this.notifier.dispatchSoon();
  }

  /**
   * The confirmation of a booking whose first attempt died after its commit and before its
   * charge (a replay made the charge): the booking read back in a small transaction. Never
   * throws.
   */
  async confirm(reservationId: number, payment: PaymentView | null): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const snapshot = await this.snapshot(trx, reservationId);
        if (!snapshot) return;
        await this.notifier.enqueueAll(trx, confirmationMessages(snapshot, payment, this.links));
      });
      this.notifier.dispatchSoon();
    } catch (error) {
      this.logger.error(
        { err: error, reservation_id: reservationId },
        'could not queue the booking confirmation',
      );
    }
  }

  /**
   * The e-ticket, queued inside the settlement's transaction (pending -> paid), so it
   * exists exactly when the payment was committed and a repeated notification (which
   * finds the reservation paid already) queues nothing. The dispatcher's next pass sends
   * it (OUTBOX_POLL_MS).
   */
  async queueTicket(trx: Kysely<DB>, reservationId: number): Promise<void> {
    const snapshot = await this.snapshot(trx, reservationId);
    if (!snapshot) return;
    let messages;
    try {
      messages = ticketMessages(snapshot, this.links);
    } catch (error) {
      // Building is pure; a defect there must not refuse a payment already made.
      this.logger.error(
        { err: error, reservasi_kode: snapshot.reservation.code },
        'could not build the e-ticket message',
      );
      return;
    }
    await this.notifier.enqueueAll(trx, messages);
  }

  /**
   * The booker's cancellation e-mail and SMS, in the cancellation's transaction: the whole
   * booking, or (with `passengerIds`) the passengers cancelled and who still travels.
   */
  async queueCancellation(
    trx: Kysely<DB>,
    reservationId: number,
    outcome: CancellationOutcome,
  ): Promise<void> {
    const snapshot = await this.snapshot(trx, reservationId);
    if (!snapshot) return;
    await this.notifier.enqueueAll(trx, cancellationMessages(snapshot, outcome, this.links));
  }

  /** A message outside any booking change (the access link): queued and sent now. */
  async sendNow(message: BookingMessage): Promise<void> {
    await this.notifier.enqueueAll(this.db, [message]);
    this.notifier.dispatchSoon();
  }

  private async snapshot(
    trx: Kysely<DB>,
    reservationId: number,
  ): Promise<(BookingSnapshot & { passengers: PassengerRow[] }) | undefined> {
    const reservation = await this.repository.findById(reservationId, trx);
    if (!reservation) return undefined;
    const legs = await this.repository.findLegs(reservationId, trx);
    const passengers = await this.repository.findPassengers(
      legs.map((leg) => leg.id),
      trx,
    );
    const movedFrom =
      reservation.moved_from_id === null
        ? null
        : await this.repository.findById(reservation.moved_from_id, trx);
    return { reservation, legs, passengers, movedFromCode: movedFrom?.code ?? null };
  }
}
