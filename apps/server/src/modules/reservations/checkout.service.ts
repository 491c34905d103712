import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReservationBody, ReservationResult } from '@lintas/domain/reservation-schemas';
import type { Kysely } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { DB } from '../../db/schema.js';
import { isDatabaseUnavailable } from '../../db/database.js';
import { isUniqueViolation } from '../../db/sql-state.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { randomCode, randomSecret } from '../../lib/random.js';
import type { QuoteInput } from '../pricing/pricing.types.js';
import {
  isRetryableConflict,
  isSeatConflict,
  type SeatHoldLeg,
  type SeatInventoryService,
} from '../seats/seat-inventory.service.js';
import { BUSINESS_ZONE, localTimestamp } from '../../lib/zoned-time.js';
import type {
  ChargeRequest,
  PaymentsPort,
  PricingPort,
  TripsPort,
  VoucherQuotaPort,
  WithChargeAnswer,
} from './reservation.ports.js';
import type { ReservationLifecycle } from './reservation-lifecycle.service.js';
import { idempotencyKeyHash, openSecret, requestHash } from './checkout-idempotency.js';
import type { HoldLimits } from './hold-limits.js';
import type { BookingNotices } from './booking-notices.js';
import type { IdempotencyKeyRepository } from './idempotency-key.repository.js';
import { BookingWriter, type WrittenCheckout } from './booking-writer.js';
import type { ReservationRepository } from './reservation.repository.js';
import { confirmationLegs } from './booking-messages.js';
import { effectiveStatus } from './reservation-view.js';

export interface PaymentMethodChoice {
  windowMinutes: number;
  method: QuoteInput['paymentMethod'];
}

export interface CheckoutOptions {
  /**
   * The chosen method's row and the minutes a person has to pay with it (payment-methods
   * module, config PAYMENT_WINDOWS): the seats are held exactly as long. Read in the trip
   * lookup's statement (decision 0029) and decoded to a function that answers the choice
   * or throws the method's PAYMENT_METHOD_NOT_FOUND, called once the legs are checked and
   * before anything is held. The row is handed to the quote, which does not read it again
   * (decision 0024); null: the quote reads it.
   */
  paymentMethodRead: (methodCode: string) => ReadAlongside<() => PaymentMethodChoice>;
}

export interface CheckoutContext {
  customerId: number | null;
  platform: string;
  /** The client's address (hold limits count unpaid holds per address). */
  clientAddress: string;
  /** The request's Idempotency-Key (parsed), or null. */
  idempotencyKey: string | null;
  /** Where the gateway's page sends the booker back (http/return-origin.ts); null: PUBLIC_BASE_URL. */
  returnOrigin?: string | null;
}

/** A replay waits this long (real time) for the first attempt's charge to appear. */
const REPLAY_CHARGE_WAIT_MS = 10_000;
/** ...but only for a reservation younger than this: older ones lost their first attempt. */
const REPLAY_FRESH_MS = 20_000;

/** Deadlocks and serialization failures are retried this many times in all. */
const MAX_TRANSACTION_ATTEMPTS = 3;

/**
 * The end of the hold: the method's payment window from now, but never after the first
 * departure, so a ticket cannot be paid for a vehicle that has already left.
 */
export function holdExpiry(
  now: Date,
  holdMinutes: number,
  legs: Array<{ trip: { departureAt: Date } }>,
): Date {
  const firstDeparture = Math.min(...legs.map((leg) => leg.trip.departureAt.getTime()));
  return new Date(Math.min(now.getTime() + holdMinutes * 60_000, firstDeparture));
}

/** 'LTS' + 10 characters of an unambiguous 31-letter alphabet: about 50 bits, not guessable. */
function newReservationCode(): string {
  return `LTS${randomCode(10)}`;
}

/**
 * THE checkout (spec §7 `reservasi`): hold seats -> price -> reserve -> charge. Every
 * state-changing step has its undo:
 *
 * 1. resolve the legs (reads only; unknown or departed trips end here), the payment
 *    method's row read in the same statement;
 * 2. one database transaction: check the hold limits, quote with the transaction,
 *    refuse a stale total (PRICE_CHANGED), lock and recount the voucher quota, insert the
 *    reservation, its legs and passengers, and hold every seat of every leg of both
 *    directions. Undo: the rollback. A concurrent winner's unique violation becomes
 *    SEAT_TAKEN, named from a read after the rollback;
 *    Points the quote spends are taken from the balance here too (given back whenever
 *    the reservation ends unpaid: cancel, expiry, late payment, this undo).
 *    A plain booking (no voucher, seat promo or points) first tries all of it as ONE
 *    statement with no transaction (decision 0032), which writes nothing unless the hold
 *    limits allow and its seats are free; only then does it take the transaction;
 * 3. after commit, ask the gateway for a charge that expires with the hold (HTTP never
 *    runs inside a transaction). Undo when it fails: cancel the reservation, give its
 *    points back and free its seats in one transaction, cancel any charge left pending,
 *    answer PAYMENT_FAILED.
 */
export class CheckoutService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly trips: TripsPort,
    pricing: PricingPort,
    private readonly payments: PaymentsPort,
    private readonly inventory: SeatInventoryService,
    vouchers: VoucherQuotaPort,
    private readonly lifecycle: ReservationLifecycle,
    private readonly repository: ReservationRepository,
    private readonly idempotency: IdempotencyKeyRepository,
    private readonly holdLimits: HoldLimits,
    private readonly clock: Clock,
    private readonly options: CheckoutOptions,
    private readonly logger: ServiceLogger,
    /** The booker's confirmation by e-mail and SMS (absent in bare test wiring). */
    private readonly notices?: Pick<
      BookingNotices,
      'confirm' | 'confirmWithCharge' | 'dispatchSoon'
    >,
  ) {
    this.writer = new BookingWriter(
      db,
      pricing,
      inventory,
      vouchers,
      lifecycle,
      repository,
      holdLimits,
      payments,
    );
  }

  /** Step 2: writes the booking. */
  private readonly writer: BookingWriter;

  async reserve(body: ReservationBody, context: CheckoutContext): Promise<ReservationResult> {
    // A retry of a request whose answer was lost: the reservation it made, once.
    const key = context.idempotencyKey;
    // Only a request with a key is ever compared with another (a replay).
    const fingerprint = key ? requestHash(body, context.customerId, context.platform) : '';
    if (key) {
      const replay = await this.replay(key, fingerprint);
      if (replay) return replay;
    }

    // Step 1.
    const { legs, alongside: chosenMethod } = await this.trips.resolveSelectedLegsWith(
      body,
      this.options.paymentMethodRead(body.jenis_pembayaran_kode),
    );
    const holdLegs: SeatHoldLeg[] = legs.map((leg) => ({
      direction: leg.direction,
      legIndex: leg.legIndex,
      trip: leg.trip,
      seatNos: leg.seats.map((seat) => seat.no),
    }));
    this.inventory.assertSeatsExist(holdLegs);
    this.holdLimits.assertSeatCap(holdLegs);

    const { windowMinutes, method } = chosenMethod();
    const now = this.clock.now();
    const expiresAt = holdExpiry(now, windowMinutes, legs);
    let code = newReservationCode();
    const guestToken = randomSecret(32);

    // Step 2 (BookingWriter): one statement for a plain booking, else a transaction.
    let reserved: WrittenCheckout | null = null;
    for (let attempt = 1; reserved === null; attempt++) {
      try {
        reserved = await this.writer.write(body, context, legs, holdLegs, {
          now,
          expiresAt,
          code,
          guestToken,
          fingerprint,
          method,
        });
      } catch (error) {
        // A concurrent copy of this request (same key) committed first: its seats, its
        // holds and its key are now taken, so this attempt failed. Answer its booking.
        if (key) {
          const replay = await this.replay(key, fingerprint);
          if (replay) return replay;
        }
        if (isSeatConflict(error))
          throw await this.inventory.conflictAfterRollback(this.db, holdLegs, now);
        const retryable = isRetryableConflict(error) || isUniqueViolation(error); // deadlock, or a code collision
        if (!retryable || attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
        code = newReservationCode();
      }
    }

    // Step 3. The confirmation (e-mail and SMS) is written in the statement that records
    // the charge's answer, so it carries the VA number or payment code; built from what
    // this checkout wrote (no reads back of the booking it has just committed).
    const payment = await this.chargeOrUndo(
      {
        reservationId: reserved.id,
        reservationCode: code,
        amount: reserved.quote.total,
        methodCode: reserved.quote.paymentMethod?.code ?? body.jenis_pembayaran_kode,
        expiresAt,
        booker: { name: body.pemesan_nama, email: body.pemesan_email, phone: body.pemesan_telp },
        returnOrigin: context.returnOrigin ?? null,
      },
      this.notices?.confirmWithCharge(reserved.id, {
        reservation: {
          code,
          booker_name: body.pemesan_nama,
          booker_email: body.pemesan_email,
          booker_phone: body.pemesan_telp,
          total: reserved.quote.total,
          expires_at: expiresAt,
        },
        legs: confirmationLegs(legs, reserved.legs),
      }),
      reserved.charge,
    );
    this.notices?.dispatchSoon();

    const zone = legs[0]?.trip.origin.timezone ?? BUSINESS_ZONE;
    return {
      reservasi_kode: code,
      status: 'pending',
      expired_time: expiresAt.toISOString(),
      expired_time_lokal: localTimestamp(expiresAt, zone),
      total: reserved.quote.total,
      rincian: reserved.quote.lines,
      guest_token: guestToken,
      pembayaran: payment,
    };
  }

  /**
   * The answer to a retried request (same Idempotency-Key): the reservation its first
   * attempt committed, with the same guest secret. Undefined when the key is unknown (the
   * first attempt made nothing: run the checkout). A different request under the key is
   * IDEMPOTENCY_MISMATCH. When the first attempt died after its commit but before its
   * charge (a crash), the charge is made now: the booking reaches its client after all.
   */
  private async replay(key: string, fingerprint: string): Promise<ReservationResult | undefined> {
    const record = await this.idempotency.find(idempotencyKeyHash(key));
    if (!record) return undefined;
    if (record.request_hash !== fingerprint) throw new AppError('IDEMPOTENCY_MISMATCH');
    const row = await this.repository.findById(record.reservation_id);
    if (!row) return undefined;
    const legs = await this.repository.findLegs(row.id);
    const zone = legs[0]?.origin.timezone ?? BUSINESS_ZONE;

    // Answered charges only: the booking's statement writes its charge's pending row before
    // the gateway is asked (decision 0034), and a row the gateway never answered (its
    // process died meanwhile) has no VA number or payment code to give.
    let payment = await this.payments.latestPayment(row.id, { answeredOnly: true });
    // The first attempt may still be asking the gateway: give it time before charging.
    for (
      let waited = 0;
      !payment &&
      waited < REPLAY_CHARGE_WAIT_MS &&
      this.clock.now().getTime() - row.created_at.getTime() < REPLAY_FRESH_MS;
      waited += 250
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      payment = await this.payments.latestPayment(row.id, { answeredOnly: true });
    }
    const status = effectiveStatus(row, this.clock.now());
    if (!payment) {
      if (status !== 'pending') {
        throw new AppError(
          status === 'expired' ? 'RESERVATION_EXPIRED' : 'RESERVATION_NOT_PENDING',
        );
      }
      payment = await this.chargeOrUndo({
        reservationId: row.id,
        reservationCode: row.code,
        amount: row.total,
        methodCode: row.payment_method_code,
        expiresAt: row.expires_at,
        booker: { name: row.booker_name, email: row.booker_email, phone: row.booker_phone },
      });
      // The first attempt died before its charge, so before its confirmation too.
      await this.notices?.confirm(row.id, payment);
    }
    return {
      reservasi_kode: row.code,
      status,
      expired_time: row.expires_at.toISOString(),
      expired_time_lokal: localTimestamp(row.expires_at, zone),
      total: row.total,
      rincian: row.price_lines as ReservationResult['rincian'],
      guest_token: openSecret(record.sealed_guest_token, key),
      pembayaran: payment,
    };
  }

  /** Step 3: the gateway's charge; when it fails, the reservation is undone. */
  private async chargeOrUndo(
    charge: ChargeRequest,
    withAnswer?: WithChargeAnswer,
    pending?: WrittenCheckout['charge'],
  ): Promise<PaymentView> {
    try {
      return await this.payments.createCharge(charge, withAnswer, pending);
    } catch (error) {
      await this.undoReservation(charge.reservationId, charge.reservationCode, error);
      if (isAppError(error) && error.statusCode < 500) throw error;
      // The database went away, not the gateway: 503 like every other request meanwhile.
      if (isDatabaseUnavailable(error)) throw error;
      throw new AppError('PAYMENT_FAILED');
    }
  }

  /** Undo of steps 2 and 3: cancel, free the seats, and cancel whatever charge is pending. */
  private async undoReservation(
    reservationId: number,
    code: string,
    cause: unknown,
  ): Promise<void> {
    try {
      await this.db.transaction().execute((trx) =>
        this.lifecycle.cancel(trx, reservationId, this.clock.now(), 'payment_failed', {
          whateverExpiry: true,
        }),
      );
    } catch (undoError) {
      // The hold still expires by itself; the person is told the payment failed.
      this.logger.error({ err: undoError, cause, reservasi_kode: code }, 'checkout undo failed');
      return;
    }
    try {
      await this.payments.cancelPendingCharges(reservationId);
    } catch (cancelError) {
      this.logger.error(
        { err: cancelError, reservasi_kode: code },
        'could not cancel charges after a failed checkout',
      );
    }
  }
}
