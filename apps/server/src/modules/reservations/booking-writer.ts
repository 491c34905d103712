import type { ReservationBody } from '@lintas/domain/reservation-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { sha256Hex } from '../../lib/random.js';
import type { Quote, QuoteInput } from '../pricing/pricing.types.js';
import { quoteInputFromSelection } from '../pricing/quote-input.js';
import type { SeatHoldLeg, SeatInventoryService } from '../seats/seat-inventory.service.js';
import { type InsertedLeg, isBookingNotAdmitted } from './booking-statement.js';
import type { CheckoutContext } from './checkout.service.js';
import { idempotencyKeyHash, sealSecret } from './checkout-idempotency.js';
import { contactKeys, type HoldLimits } from './hold-limits.js';
import type {
  ChargeMethod,
  PaymentsPort,
  PendingCharge,
  PricingPort,
  ResolvedLeg,
  VoucherQuotaPort,
} from './reservation.ports.js';
import {
  pricingOfQuote,
  type ReservationDraft,
  type ReservationLifecycle,
} from './reservation-lifecycle.service.js';
import type { ReservationRepository } from './reservation.repository.js';

/** One try at step 2 of a checkout: when, until when, under which code and secret. */
export interface BookingAttempt {
  now: Date;
  expiresAt: Date;
  code: string;
  guestToken: string;
  fingerprint: string;
  method: QuoteInput['paymentMethod'];
}

/** What step 2 wrote. */
export interface WrittenCheckout {
  id: number;
  quote: Quote;
  legs: InsertedLeg[];
  /** The charge's pending row, when the booking's statement wrote it (decision 0034). */
  charge?: PendingCharge & { method: ChargeMethod };
}

/** The normalised contact columns hold limits count by. */
function contactKeysOf(email: string, phone: string) {
  const { emailKey, phoneKey } = contactKeys(email, phone);
  return { booker_email_key: emailKey, booker_phone_key: phoneKey };
}

/**
 * Step 2 of the checkout (CheckoutService): everything the database does to write a
 * booking. A plain booking (no voucher, seat promo or points) is first tried as ONE
 * statement with no transaction (decision 0032); everything else, and a plain booking that
 * statement did not admit, takes one transaction (decision 0024).
 */
export class BookingWriter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pricing: PricingPort,
    private readonly inventory: SeatInventoryService,
    private readonly vouchers: VoucherQuotaPort,
    private readonly lifecycle: ReservationLifecycle,
    private readonly repository: ReservationRepository,
    private readonly holdLimits: HoldLimits,
    private readonly payments: Pick<PaymentsPort, 'pendingChargeAlongside'>,
  ) {}

  /** Writes the booking; errors as the checkout answers them (PRICE_CHANGED, RATE_LIMITED, ...). */
  async write(
    body: ReservationBody,
    context: CheckoutContext,
    legs: ResolvedLeg[],
    holdLegs: SeatHoldLeg[],
    attempt: BookingAttempt,
  ): Promise<WrittenCheckout> {
    const plain =
      !body.voucher_kode &&
      !body.flag_point &&
      legs.every((leg) => leg.seats.every((seat) => !seat.promo_kode?.trim()));
    return (
      (plain ? await this.inOneStatement(body, context, legs, holdLegs, attempt) : null) ??
      (await this.inTransaction(body, context, legs, holdLegs, attempt))
    );
  }

  /**
   * Step 2: everything the database does for a checkout, in one transaction. The quote
   * runs inside it (on PGlite: one at a time), so a promo seat or voucher is not counted
   * by two checkouts at once; the method's row is the one read with the legs.
   */
  private inTransaction(
    body: ReservationBody,
    context: CheckoutContext,
    legs: ResolvedLeg[],
    holdLegs: SeatHoldLeg[],
    attempt: BookingAttempt,
  ): Promise<WrittenCheckout> {
    return this.db.transaction().execute(async (trx) => {
      await this.holdLimits.assertWithinLimits(
        trx,
        { email: body.pemesan_email, phone: body.pemesan_telp },
        context.clientAddress,
        attempt.now,
      );
      const quote = await this.checkedQuote(body, context, legs, attempt.method, trx);
      if (quote.voucher) {
        await this.vouchers.assertQuotaAvailable(trx, quote.voucher.code, attempt.now);
      }
      const draft = this.draftFor(body, context, legs, holdLegs, quote, attempt);
      const { id, legs: written } = await this.lifecycle.holdBooking(trx, draft, attempt.now);
      return { id, quote, legs: written };
    });
  }

  /**
   * Step 2 for a plain booking (no voucher, seat promo or points: nothing to count or
   * spend but the seats and the hold limits) in ONE statement with no transaction around
   * it (decision 0032): the hold limits' locks and counts, the seats' check, the booking
   * and its seats, and the charge's pending row (decision 0034). Null when the statement
   * did not admit it (a limit reached, or a row on a seat: someone's, or a dead hold to end
   * first): nothing was written, and the transaction does it the long way and names the
   * reason.
   */
  private async inOneStatement(
    body: ReservationBody,
    context: CheckoutContext,
    legs: ResolvedLeg[],
    holdLegs: SeatHoldLeg[],
    attempt: BookingAttempt,
  ): Promise<WrittenCheckout | null> {
    const quote = await this.checkedQuote(body, context, legs, attempt.method);
    const draft = this.draftFor(body, context, legs, holdLegs, quote, attempt);
    const admission = this.repository.admission(
      this.holdLimits.withinLimits(
        { email: body.pemesan_email, phone: body.pemesan_telp },
        context.clientAddress,
        attempt.now,
      ),
      this.inventory.seatsFree(holdLegs),
    );
    // The method's row as read with the legs (the quote priced it): the charge's too.
    const method = attempt.method;
    const charge = method
      ? this.payments.pendingChargeAlongside?.({
          reservationCode: attempt.code,
          amount: quote.total,
          methodCode: method.code,
          expiresAt: attempt.expiresAt,
          now: attempt.now,
        })
      : undefined;
    try {
      const written = await this.lifecycle.holdAdmittedBooking(this.db, draft, admission, charge);
      const pending = written.alongside;
      return {
        id: written.id,
        quote,
        legs: written.legs,
        ...(method && pending ? { charge: { ...pending, method } } : {}),
      };
    } catch (error) {
      if (isBookingNotAdmitted(error)) return null;
      throw error;
    }
  }

  /** The quote of the booking, or PRICE_CHANGED when it is not the total the client saw. */
  private async checkedQuote(
    body: ReservationBody,
    context: CheckoutContext,
    legs: ResolvedLeg[],
    method: QuoteInput['paymentMethod'],
    db?: Kysely<DB>,
  ): Promise<Quote> {
    const quote = await this.pricing.quote(
      {
        ...quoteInputFromSelection(body, legs, context.customerId, {
          email: body.pemesan_email,
          phone: body.pemesan_telp,
        }),
        paymentMethod: method,
      },
      db,
    );
    if (quote.total !== body.total_bayar) {
      throw new AppError(
        'PRICE_CHANGED',
        `Harga telah berubah menjadi Rp ${quote.total.toLocaleString('id-ID')}. Periksa kembali rincian harga sebelum melanjutkan.`,
        { total_bayar: quote.total, rincian: quote.lines },
      );
    }
    return quote;
  }

  /** What the checkout writes for `quote`: the reservation, its legs and passengers, its key. */
  private draftFor(
    body: ReservationBody,
    context: CheckoutContext,
    legs: ResolvedLeg[],
    holdLegs: SeatHoldLeg[],
    quote: Quote,
    { now, expiresAt, code, guestToken, fingerprint }: BookingAttempt,
  ): ReservationDraft {
    const draft: ReservationDraft = {
      reservation: {
        code,
        customer_id: context.customerId,
        guest_secret_hash: sha256Hex(guestToken),
        booker_name: body.pemesan_nama,
        booker_phone: body.pemesan_telp,
        booker_email: body.pemesan_email,
        ...contactKeysOf(body.pemesan_email, body.pemesan_telp),
        client_address: context.clientAddress,
        is_round_trip: legs.some((leg) => leg.direction === 'return'),
        is_connecting: legs.some((leg) => leg.legIndex > 0),
        ...pricingOfQuote(quote, body.jenis_pembayaran_kode),
        price_lines: JSON.stringify(quote.lines),
        voucher_code: quote.voucher?.code ?? null,
        donation_comment: quote.donation > 0 ? body.komentar_donasi : null,
        ads_code: body.ads_kode,
        referer_url: body.url_referer,
        platform: context.platform,
        expires_at: expiresAt,
        created_at: now,
      },
      legs: legs.map((leg) => ({
        leg: {
          direction: leg.direction,
          leg_index: leg.legIndex,
          schedule_id: leg.trip.schedule.id,
          trip_date: leg.trip.tripDate,
          from_stop: leg.trip.fromStop,
          to_stop: leg.trip.toStop,
          departure_at: leg.trip.departureAt,
          arrival_at: leg.trip.arrivalAt,
          fare_per_seat: leg.trip.farePerSeat,
        },
        passengers: leg.seats.map((seat) => {
          const priced = quote.seats.find(
            (quoted) =>
              quoted.direction === leg.direction &&
              quoted.legIndex === leg.legIndex &&
              quoted.no === seat.no,
          );
          return {
            seat_no: seat.no,
            passenger_name: (seat.nama ?? '').trim(),
            promo_code: priced?.promoCode ?? null,
            fare: priced?.fare ?? leg.trip.farePerSeat,
            promo_discount: priced?.promoDiscount ?? 0,
          };
        }),
      })),
      seats: holdLegs,
    };
    if (context.idempotencyKey) {
      // Same statement as the reservation: the key's record exists exactly when the
      // booking does, and a concurrent copy of the request fails on its unique key.
      draft.idempotencyKey = {
        key_hash: idempotencyKeyHash(context.idempotencyKey),
        scope: 'reservasi',
        request_hash: fingerprint,
        sealed_guest_token: sealSecret(guestToken, context.idempotencyKey),
        created_at: now,
      };
    }
    return draft;
  }
}
