import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { CancelReservationResult } from '@lintas/domain/cancellation-schemas';
import {
  type GuestLookupResult,
  ORDERS_PER_PAGE,
  type OrderListResult,
  type ReservationDetail,
} from '@lintas/domain/reservation-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isDatabaseUnavailable } from '../../db/database.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { RateLimiter } from '../../db/rate-limiter.js';
import { formatTripCode } from '../trips/trip-code.js';
import { BUSINESS_ZONE, localParts, localTimestamp } from '../../lib/zoned-time.js';
import type {
  PaymentsPort,
  PricingPort,
  ReservationAccess,
  RefundsPort,
  TripsPort,
} from './reservation.ports.js';
import type {
  LegView,
  PricingUpdate,
  ReservationRepository,
  ReservationRow,
} from './reservation.repository.js';
import type { Quote } from '../pricing/pricing.types.js';
import type { PaidCancellationService } from './paid-cancellation.service.js';
import type { ReservationLifecycle } from './reservation-lifecycle.service.js';
import { assertPendingAt, pricingOfQuote } from './reservation-lifecycle.service.js';
import { MOVED_AWAY_REASON } from './reservation-move-completion.js';
import { accessOpens } from '../../http/guest-access.js';
import { lookupGuestToken } from '../../lib/guest-secret.js';
import { signTicketQr } from '../../lib/ticket-qr.js';
import {
  contactMatches,
  effectiveStatus,
  maskContact,
  remainingTotal,
  ticketView,
} from './reservation-view.js';

export interface ReservationServiceOptions {
  lookupLimits: {
    /** Wrong contacts one booking code may be tried with per hour, from anywhere. */
    failuresPerCodePerHour: number;
    /** Failed look-ups per client address per minute (a backstop: wrong answers only). */
    failuresPerAddressPerMinute: number;
  };
  /** Key of the e-ticket QR's signature (detail-reservasi's qr_content; staff verify it). */
  ticketQrSecret: string;
}

const HOUR_MS = 3_600_000;

function lookupRateLimited(seconds: number): AppError {
  return new AppError('RATE_LIMITED', undefined, { retry_after_detik: seconds });
}

/**
 * The booking code's look-up is locked (too many wrong contacts for it, from anywhere).
 * Saying so reveals nothing: a code that does not exist locks the same way. It names the
 * way that still works, the link e-mailed to the booker (decision 0035).
 */
function lookupCodeLocked(seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'RATE_LIMITED',
    `Pencarian untuk kode ini dikunci sementara karena terlalu banyak data kontak yang salah. ` +
      `Coba lagi dalam ${minutes} menit, atau minta tautan akses dikirim ke email pemesan.`,
    { retry_after_detik: seconds },
  );
}

const PAID_CANCEL_MESSAGE =
  'Reservasi yang sudah dibayar tidak dapat dibatalkan di sini. Silakan hubungi layanan pelanggan.';

/**
 * Reading and changing a reservation after checkout: the ticket (owner only), the guest
 * lookup, cancelling and changing the payment method. Every answer for a code the
 * caller may not see is RESERVATION_NOT_FOUND, the same as for a code that does not
 * exist, so codes cannot be probed.
 */
export class ReservationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ReservationRepository,
    private readonly lifecycle: ReservationLifecycle,
    private readonly trips: TripsPort,
    private readonly pricing: PricingPort,
    private readonly payments: PaymentsPort,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly options: ReservationServiceOptions,
    private readonly logger: ServiceLogger,
    /** What the booking is owed back (none in bare wiring: no refund is shown). */
    private readonly refunds?: RefundsPort,
    /** Cancelling paid bookings (none in bare wiring: refused as before). */
    private readonly paidCancellation?: PaidCancellationService,
  ) {}

  /**
   * The reservation if the caller owns it: the customer it was booked under, or the
   * browser holding its guest secret. Exported for check-pembayaran.
   */
  async requireAccessible(code: string, access: ReservationAccess): Promise<ReservationRow> {
    const row = await this.repository.findByCode(code);
    if (!row || !accessOpens(row, access)) throw new AppError('RESERVATION_NOT_FOUND');
    return row;
  }

  async detail(code: string, access: ReservationAccess): Promise<ReservationDetail> {
    const ticket = await this.ticket(await this.requireAccessible(code, access));
    // Only a paid ticket boards; an unpaid one shows no QR to scan.
    const qrContent =
      ticket.status === 'paid'
        ? signTicketQr(ticket.reservasi_kode, this.options.ticketQrSecret)
        : null;
    return { ...ticket, qr_content: qrContent };
  }

  /**
   * The guest lookup by code plus the booker's e-mail or phone (decision 0035). Wrong
   * contacts are counted per booking code, from wherever they come: past the code's limit
   * its look-up is refused until the hour ends, the right contact too, which is what bounds
   * guessing a booker's phone. The client address only has a backstop against spraying,
   * and it refuses wrong answers only: a right contact is never refused because others on
   * the same address (carrier-grade NAT, a café's Wi-Fi) guessed wrong. The per-code check
   * comes before anything is read; the answer is then checked, which costs one indexed
   * read whether or not the code exists.
   */
  async guestLookup(
    code: string,
    emailOrPhone: string,
    clientAddress: string,
  ): Promise<GuestLookupResult> {
    const { failuresPerCodePerHour, failuresPerAddressPerMinute } = this.options.lookupLimits;
    const codeKey = `lookup-fail:code:${code}`;
    const addressKey = `lookup-fail:ip:${clientAddress}`;
    // Counted before the check, so racing guesses (several servers) cannot all pass it;
    // given back when the contact is right, so only failures stay counted.
    const codeState = await this.rateLimiter.hit(codeKey, failuresPerCodePerHour, HOUR_MS);
    if (!codeState.allowed) throw lookupCodeLocked(codeState.retryAfterSeconds);
    const row = await this.repository.findByCode(code);
    if (row && contactMatches(row, emailOrPhone)) {
      await this.rateLimiter.release(codeKey, HOUR_MS);
      // Proving the contact opens the booking on this device as its own browser would:
      // the token lets it pay, change the method or cancel (decision 0010).
      return this.guestOpened(row);
    }
    const address = await this.rateLimiter.hit(addressKey, failuresPerAddressPerMinute, 60_000);
    if (!address.allowed) throw lookupRateLimited(address.retryAfterSeconds);
    throw new AppError('RESERVATION_NOT_FOUND');
  }

  /**
   * What a proven look-up answers (the right contact, or the booker's e-mailed link):
   * the ticket with the contact masked, and the token that opens it on this device as
   * its own browser would — pay, change the method or cancel (decision 0010).
   */
  async guestOpened(row: ReservationRow): Promise<GuestLookupResult> {
    return { ...maskContact(await this.ticket(row)), guest_token: lookupGuestToken(row) };
  }

  /**
   * batal-reservasi: a pending, unexpired reservation is cancelled and its seats freed
   * in one transaction; the pending charge is cancelled after commit. Cancelling again
   * answers the cancelled state. A paid one goes to the paid cancellation (decision
   * 0037): its quote unless `confirmed`, then the cancellation with its refund.
   */
  async cancel(
    code: string,
    reason: string | null,
    access: ReservationAccess,
    confirmed = false,
    /** Some passengers only (1-based, the ticket's order; decision 0046); absent: all. */
    penumpang?: number[],
  ): Promise<CancelReservationResult> {
    const row = await this.requireAccessible(code, access);
    const now = this.clock.now();
    const status = effectiveStatus(row, now);
    const paidCancellation = this.paidCancellation;
    if (paidCancellation && (status === 'paid' || (status === 'cancelled' && row.paid_at))) {
      // A cancelled one answers as it is, with its refund (nothing changes again).
      return status === 'paid' && !confirmed
        ? paidCancellation.quote(row, penumpang)
        : paidCancellation.cancel(row, reason ?? '', penumpang);
    }
    if (status === 'cancelled') return this.cancelResult(row);
    if (status === 'paid') throw new AppError('RESERVATION_NOT_PENDING', PAID_CANCEL_MESSAGE);
    if (status === 'expired')
      throw new AppError(
        'RESERVATION_EXPIRED',
        'Reservasi ini sudah kedaluwarsa; kursinya sudah dilepas.',
      );

    const cancelled = await this.db
      .transaction()
      .execute((trx) => this.lifecycle.cancel(trx, row.id, now, reason || 'dibatalkan pemesan'));
    const fresh = await this.repository.findById(row.id);
    if (!cancelled || !fresh) {
      // Paid or expired between our read and our update: answer what it is now.
      const current = fresh ? effectiveStatus(fresh, this.clock.now()) : 'expired';
      if (current === 'cancelled' && fresh) return this.cancelResult(fresh);
      throw current === 'paid'
        ? new AppError('RESERVATION_NOT_PENDING', PAID_CANCEL_MESSAGE)
        : new AppError(
            'RESERVATION_EXPIRED',
            'Reservasi ini sudah kedaluwarsa; kursinya sudah dilepas.',
          );
    }
    try {
      await this.payments.cancelPendingCharges(row.id);
    } catch (error) {
      // The charge expires with the hold anyway, and a late payment is flagged for refund.
      this.logger.warn(
        { err: error, reservasi_kode: code },
        'could not cancel the charge of a cancelled reservation',
      );
    }
    return this.cancelResult(fresh);
  }

  /**
   * ganti-pembayaran: re-prices the pending reservation with the new method (the admin
   * fee and voucher rules depend on it), cancels the old charge and creates a new one
   * ending at the SAME expiry. Undo when the new charge fails: the old prices are put
   * back and PAYMENT_FAILED answered; the booker may try again until the hold ends.
   */
  async changePaymentMethod(
    code: string,
    methodCode: string,
    access: ReservationAccess,
    returnOrigin: string | null = null,
  ) {
    const row = await this.requireAccessible(code, access);
    this.assertChangeable(row, this.clock.now());
    const legs = await this.pricedLegsOf(row);

    let quote: Quote | undefined;
    const { previous } = await this.db.transaction().execute((trx) =>
      this.lifecycle.reprice(trx, row.id, this.clock.now(), async (current) => {
        quote = await this.pricing.quote(
          {
            legs,
            paymentMethodCode: methodCode,
            voucherCode: current.voucher_code,
            withInsurance: current.insurance_fee > 0,
            donation: current.donation,
            usePoints: current.points_used > 0,
            customerId: current.customer_id,
            bookerEmail: current.booker_email,
            bookerPhone: current.booker_phone,
            excludeReservationCode: current.code,
          },
          trx,
        );
        return pricingOfQuote(quote, methodCode);
      }),
    );
    if (!quote) throw new Error('reprice finished without a quote');

    await this.payments.cancelPendingCharges(row.id);
    // The old charge may have been paid between our commit and its cancellation: then
    // the old prices are what was paid, and no new charge is made.
    const afterCancel = await this.repository.findById(row.id);
    if (!afterCancel || afterCancel.status !== 'pending') {
      await this.restorePricing(row.id, previous);
      throw afterCancel?.status === 'paid'
        ? new AppError('RESERVATION_NOT_PENDING', 'Reservasi ini sudah dibayar.')
        : new AppError('RESERVATION_EXPIRED');
    }
    let payment: PaymentView;
    try {
      payment = await this.payments.createCharge({
        reservationId: row.id,
        reservationCode: row.code,
        amount: quote.total,
        methodCode: quote.paymentMethod?.code ?? methodCode,
        expiresAt: row.expires_at,
        booker: { name: row.booker_name, email: row.booker_email, phone: row.booker_phone },
        returnOrigin,
      });
    } catch (error) {
      await this.restorePricing(row.id, previous);
      if (isAppError(error) && error.statusCode < 500) throw error;
      if (isDatabaseUnavailable(error)) throw error;
      throw new AppError('PAYMENT_FAILED');
    }
    const zone = legs[0]?.trip.origin.timezone ?? BUSINESS_ZONE;
    return {
      reservasi_kode: row.code,
      status: 'pending' as const,
      expired_time: row.expires_at.toISOString(),
      expired_time_lokal: localTimestamp(row.expires_at, zone),
      total: quote.total,
      rincian: quote.lines,
      pembayaran: payment,
    };
  }

  /**
   * A customer's orders, newest first: 'active' (list-reservasi) still to travel,
   * 'history' (list-riwayat-reservasi) everything else. Three queries per page.
   */
  async listOrders(
    customerId: number,
    kind: 'active' | 'history',
    page: number,
  ): Promise<OrderListResult> {
    const now = this.clock.now();
    const { rows, total } = await this.repository.listForCustomer(customerId, kind, now, {
      limit: ORDERS_PER_PAGE,
      offset: (page - 1) * ORDERS_PER_PAGE,
    });
    const legs = await this.repository.findLegsOf(rows.map((row) => row.id));
    const passengers = await this.repository.findPassengers(legs.map((leg) => leg.id));
    return {
      page,
      total_page: Math.ceil(total / ORDERS_PER_PAGE),
      total_data: total,
      list: rows.map((row) => {
        const { pembayaran: _payment, ...summary } = ticketView(
          row,
          legs.filter((leg) => leg.reservationId === row.id),
          passengers,
          null,
          now,
        );
        return summary;
      }),
    };
  }

  /** The sweeper's pass: expire overdue holds and free their seats; prune old rate counters. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const expired = await this.db
      .transaction()
      .execute(async (trx) => (await this.lifecycle.expireOverdue(trx, now)).length);
    await this.rateLimiter.prune(2 * 60_000);
    return expired;
  }

  /** Undo of a change of method: the old prices (and the old points) are put back. */
  private async restorePricing(reservationId: number, previous: PricingUpdate): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) => this.lifecycle.restorePricing(trx, reservationId, previous));
  }

  private assertChangeable(row: ReservationRow, now: Date): void {
    assertPendingAt(row, now);
  }

  /** The stored legs as pricing wants them, re-resolved from the catalogue. */
  private async pricedLegsOf(row: ReservationRow) {
    const legs = await this.repository.findLegs(row.id);
    const passengers = await this.repository.findPassengers(legs.map((leg) => leg.id));
    return Promise.all(
      legs.map(async (leg) => ({
        direction: leg.direction,
        legIndex: leg.legIndex,
        trip: await this.trips.resolve(
          leg.operatorCode,
          formatTripCode(leg.scheduleCode, leg.fromStop, leg.toStop, leg.lastStop),
          localParts(leg.departureAt, leg.origin.timezone).date,
        ),
        seats: passengers
          .filter((passenger) => passenger.leg_id === leg.id)
          .map((passenger) => ({ no: passenger.seat_no, promoCode: passenger.promo_code })),
      })),
    );
  }

  private async ticket(row: ReservationRow): Promise<ReservationDetail> {
    return (await this.ticketWithLegs(row)).detail;
  }

  /**
   * The ticket of a row whose access was proven already (the e-ticket's files, decision
   * 0041), with its legs as stored: their instants, in the order of `perjalanan`.
   */
  async ticketWithLegs(
    row: ReservationRow,
  ): Promise<{ detail: ReservationDetail; legs: LegView[] }> {
    const legs = await this.repository.findLegs(row.id);
    const passengers = await this.repository.findPassengers(legs.map((leg) => leg.id));
    const payment = await this.payments.latestPayment(row.id);
    const refund = (await this.refunds?.ofReservation(row.id)) ?? [];
    const ticket = ticketView(row, legs, passengers, payment, this.clock.now());
    return {
      detail: {
        ...ticket,
        total_aktif: remainingTotal(ticket, refund),
        refund,
        ...(await this.moveCodes(row)),
      },
      legs,
    };
  }

  /** A moved booking's links (decision 0040): the booking that replaced it, or it replaced. */
  private async moveCodes(
    row: ReservationRow,
  ): Promise<Pick<ReservationDetail, 'dipindahkan_ke' | 'dipindahkan_dari'>> {
    const to =
      row.cancel_reason === MOVED_AWAY_REASON ? await this.repository.findMovedTo(row.id) : null;
    const from = row.moved_from_id ? await this.repository.findById(row.moved_from_id) : null;
    return {
      dipindahkan_ke: to?.status === 'paid' ? to.code : null,
      dipindahkan_dari: from?.code ?? null,
    };
  }

  private cancelResult(row: ReservationRow): CancelReservationResult {
    return {
      reservasi_kode: row.code,
      status: effectiveStatus(row, this.clock.now()),
      dibatalkan_pada: row.cancelled_at ? row.cancelled_at.toISOString() : null,
      pembatalan: null,
      refund: null,
    };
  }
}
