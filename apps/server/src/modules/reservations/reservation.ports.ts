import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import type { SeatSelection, TripSelection } from '@lintas/domain/trip-selection-schemas';
import type { Kysely, RawBuilder, Selectable } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { WriteAlongside } from '../../db/write-alongside.js';
import type { DB, PaymentMethodsTable, RefundStatus } from '../../db/schema.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { Quote, QuoteInput } from '../pricing/pricing.types.js';
import type { TripResolver, TripSegment } from '../trips/trip-segment.js';

/**
 * What the reservations module needs from its neighbours, as narrow interfaces: the
 * trips, pricing and payments services satisfy them, and tests pass small fakes.
 */

/** One leg of a selection, resolved to its trip (connecting chains already validated). */
export interface ResolvedLeg {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seats: SeatSelection[];
}

export interface TripsPort extends TripResolver {
  /**
   * The legs of a selection resolved and checked (trips' resolveLegsWith), the catalogue's
   * version read once for them in one statement with `alongside` (decision 0029).
   */
  resolveSelectedLegsWith<T>(
    selection: TripSelection,
    alongside: ReadAlongside<T>,
  ): Promise<{ legs: ResolvedLeg[]; alongside: T }>;
}

export interface PricingPort {
  /** Reads only; pass the transaction so the quote sees what the reservation is written into. */
  quote(input: QuoteInput, db?: Kysely<DB>): Promise<Quote>;
}

export interface ChargeRequest {
  reservationId: number;
  reservationCode: string;
  amount: number;
  methodCode: string;
  /** The hold's end: a charge never outlives the seats it pays for. */
  expiresAt: Date;
  booker: { name: string; email: string; phone: string };
  /** Allow-listed origin the booker pays from (http/return-origin.ts); null: PUBLIC_BASE_URL. */
  returnOrigin?: string | null;
}

/**
 * What to write in the statement that records the gateway's answer (the confirmation's
 * messages), given the charge as the booker will see it; `recorded` is true only when the
 * answer was recorded. Null: nothing.
 */
export type WithChargeAnswer = (
  charge: PaymentView,
  recorded: RawBuilder<boolean>,
) => RawBuilder<unknown> | null;

/** A charge's pending row written before its gateway is asked (PaymentsPort.pendingChargeAlongside). */
export interface PendingCharge {
  id: number;
  orderId: string;
}

/** The charge's method as the checkout read it (the quote's row). */
export type ChargeMethod = Pick<
  Selectable<PaymentMethodsTable>,
  'code' | 'name' | 'group_code' | 'instructions'
>;

/**
 * Every method but pendingChargeAlongside may talk to the gateway over HTTP: never call
 * them inside a transaction.
 */
export interface PaymentsPort {
  /**
   * The first charge's pending row of a new reservation, for the booking's own statement
   * to write (decision 0034); null decoded: not written (the method is gone), createCharge
   * writes it then. Absent: createCharge always writes its row.
   */
  pendingChargeAlongside?(charge: {
    reservationCode: string;
    amount: number;
    methodCode: string;
    expiresAt: Date;
    now: Date;
  }): WriteAlongside<PendingCharge | null>;
  createCharge(
    input: ChargeRequest,
    withAnswer?: WithChargeAnswer,
    pending?: PendingCharge & { method: ChargeMethod },
  ): Promise<PaymentView>;
  /** `answeredOnly`: the newest charge the gateway answered (not a row never sent to it). */
  latestPayment(
    reservationId: number,
    options?: { answeredOnly?: boolean },
  ): Promise<PaymentView | null>;
  cancelPendingCharges(reservationId: number): Promise<void>;
}

/** Money owed back on a booking (the payments module keeps it), as its ticket shows it. */
export interface RefundsPort {
  ofReservation(reservationId: number): Promise<NonNullable<ReservationDetail['refund']>>;
  /**
   * Money a booking its booker cancelled owes back, once per `owedKey` (the whole booking,
   * or one partial cancellation: decision 0046), capped by what the paying charge has left
   * after earlier refunds (null: nothing owed).
   */
  oweForCancellation(
    trx: Kysely<DB>,
    owed: { reservationId: number; amount: number; note: string; owedKey: string },
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null>;
  /** The refund owed under `owedKey`, as a cancellation answers it (null: none). */
  owedUnder(
    owedKey: string,
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null>;
  /** A cheaper move's difference owed back on the move's booking, once (decision 0040). */
  oweForMove(
    trx: Kysely<DB>,
    owed: { reservationId: number; amount: number; note: string },
  ): Promise<{ kode: string; jumlah: number; status: RefundStatus } | null>;
  /** Gives a refund back through the gateway once (throws REFUND_FAILED: it stays owed). */
  process(
    code: string,
    hooks: {
      staffId: null;
      audit(trx: Kysely<DB>, action: string, before: unknown, after: unknown): Promise<void>;
      bookingSettled(trx: Kysely<DB>, reservationId: number): Promise<void>;
    },
  ): Promise<unknown>;
}

/**
 * A refund given back through the gateway right after the commit that owed it (an
 * assurance claim, a cheaper move's difference: no review needed). The gateway refusing
 * or not answering leaves it owed, in the admins' queue (shown there as failed, to try
 * again); what owed it stands either way.
 */
export async function giveBackNow(
  refunds: RefundsPort,
  code: string,
  context: {
    /** The lifecycle's refundSettled: the booking has nothing left to give back. */
    bookingSettled(trx: Kysely<DB>, reservationId: number): Promise<void>;
    logger: ServiceLogger;
    /** What is given back, for the log ('a claim', 'a move'). */
    what: string;
  },
): Promise<void> {
  try {
    await refunds.process(code, {
      staffId: null,
      // The refund's own row records it (processed_by null: nobody's hand).
      audit: async () => undefined,
      bookingSettled: context.bookingSettled,
    });
  } catch (error) {
    context.logger.warn({ err: error, refund: code }, `automatic refund of ${context.what} failed`);
  }
}

/** A customer's points balance and its ledger (the customers module owns them). */
export interface PointsPort {
  /** False when the balance no longer covers `points`. */
  spend(
    trx: Kysely<DB>,
    customerId: number,
    points: number,
    reservationId: number,
  ): Promise<boolean>;
  giveBack(
    trx: Kysely<DB>,
    refunds: Array<{ customerId: number | null; points: number; reservationId: number }>,
    note: string,
  ): Promise<void>;
  /** Credits what a paid reservation earns, once per reservation (decision 0009). */
  earn(
    trx: Kysely<DB>,
    paid: {
      customerId: number | null;
      reservationId: number;
      fareTotal: number;
      voucherDiscount: number;
      pointsUsed: number;
    },
  ): Promise<number>;
  /**
   * A cancelled paid booking's earned points, taken back (as far as the balance holds);
   * with `share`, only that part (some passengers cancelled, decision 0046).
   */
  takeBackEarned(
    trx: Kysely<DB>,
    customerId: number | null,
    reservationId: number,
    note: string,
    share?: { part: number; whole: number },
  ): Promise<number>;
}

/** A voucher's quota, recounted under its lock inside the checkout's transaction. */
export interface VoucherQuotaPort {
  assertQuotaAvailable(trx: Kysely<DB>, code: string, now: Date): Promise<void>;
}

/** Who is asking (the bearer's customer and/or the guest secret): see http/guest-access.ts. */
export type { ReservationAccess } from '../../http/guest-access.js';

/** An e-mail or SMS to the booker, as the notifications module's outbox queues it. */
export interface BookingMessage {
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone in international digits (6281...). */
  recipient: string;
  subject: string | null;
  text: string;
  html?: string | null;
}

/**
 * The notifications module's outbox: a message is queued inside the caller's transaction
 * (it exists exactly when what it announces was committed) and sent after the commit.
 */
export interface BookingNotifier {
  /** Every message in one statement: all or none, even outside a transaction. */
  enqueueAll(db: Kysely<DB>, messages: BookingMessage[]): Promise<void>;
  /** The same insert as a CTE of another statement, writing only when `when` is true. */
  enqueueAllWhen(messages: BookingMessage[], when: RawBuilder<boolean>): RawBuilder<unknown> | null;
  /** After the commit: send now instead of at the dispatcher's next interval. */
  dispatchSoon(): void;
}

/**
 * The seat-alerts module's ear: told, from inside the transaction that ended them, which
 * unpaid reservations released their seats. It only remembers the ids (no I/O, never
 * throws); the alerts are looked at after the commit, in their own transaction.
 */
export interface SeatsFreedPort {
  seatsFreed(reservationIds: number[]): void;
}
