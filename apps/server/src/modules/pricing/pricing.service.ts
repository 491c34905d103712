import {
  discountFor,
  fareTotalOf,
  MAX_DONATION,
  type PricedSeat,
  settlePrice,
} from '@lintas/domain/price-lines';
import type { AssuranceTerms } from '@lintas/domain/pricing-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type {
  PaymentMethodRow,
  PaymentMethodService,
} from '../payment-methods/payment-method.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import { voucherDiscountRule } from '../vouchers/voucher-rules.js';
import type { AppliedVoucher, VoucherService } from '../vouchers/voucher.service.js';
import { assuranceTerms } from './assurance-terms.js';
import type { PricingRepository, SeatPromoRow } from './pricing.repository.js';
import type {
  OfferedSeatPromo,
  PricedLegInput,
  Quote,
  QuoteInput,
  QuotedSeat,
} from './pricing.types.js';
import { seatPromoProblem, seatPromoSeatsLeft } from './seat-promo-rules.js';

/** A customer's points balance (the customers module owns it). */
export interface PointsBalance {
  balance(customerId: number, db?: Kysely<DB>): Promise<number>;
}

export interface PricingOptions {
  /** Refund assurance per passenger per leg, rupiah. */
  insuranceFeePerSeat: number;
}

/**
 * The price quote engine. Every amount comes from the server's own data (fares of the
 * resolved trips, promos, vouchers, payment methods, points); the client's figures are
 * never read. The order of application is that of `settlePrice` (price-lines.ts):
 *   seat fares - seat promos = fare total; - voucher (on the fare total); + assurance;
 *   + donation; - points = subtotal; + admin fee (on the subtotal) = total.
 *
 * `quote` only reads. Give it the transaction's executor when pricing inside one, so the
 * quota and promo-seat counts see the same snapshot the reservation is written into.
 */
export class PricingService {
  constructor(
    private readonly repository: PricingRepository,
    private readonly vouchers: VoucherService,
    private readonly paymentMethods: PaymentMethodService,
    private readonly points: PointsBalance,
    private readonly clock: Clock,
    private readonly options: PricingOptions,
  ) {}

  async quote(input: QuoteInput, db?: Kysely<DB>): Promise<Quote> {
    assertShape(input);
    const excludeCode = input.excludeReservationCode ?? null;

    const quotedSeats = await this.priceSeats(input.legs, excludeCode, db);
    const pricedSeats: PricedSeat[] = quotedSeats.map((seat) => ({
      direction: seat.direction,
      legIndex: seat.legIndex,
      fare: seat.fare,
      promoCode: seat.promoCode,
      promoDiscount: seat.promoDiscount,
    }));
    const fareTotal = fareTotalOf(pricedSeats);

    const method: PaymentMethodRow | null = input.paymentMethodCode
      ? input.paymentMethod?.code === input.paymentMethodCode.trim()
        ? input.paymentMethod
        : await this.paymentMethods.require(input.paymentMethodCode, db)
      : null;

    let applied: AppliedVoucher | null = null;
    if (input.voucherCode) {
      applied = await this.vouchers.apply(
        input.voucherCode,
        {
          fareTotal,
          operatorCodes: input.legs.map((leg) => leg.trip.operator.code),
          paymentMethodCode: method?.code ?? null,
          excludeReservationCode: excludeCode,
        },
        { customerId: input.customerId, email: input.bookerEmail, phone: input.bookerPhone },
        db,
      );
    }

    const pointsBalance =
      input.customerId !== null ? await this.points.balance(input.customerId, db) : 0;
    const passengerLegs = quotedSeats.length;
    const settlement = settlePrice({
      seats: pricedSeats,
      // The voucher row is judged already; settlePrice applies its discount in order.
      voucher: applied
        ? { code: applied.voucher.code, rule: voucherDiscountRule(applied.voucher) }
        : null,
      insuranceFee: input.withInsurance ? passengerLegs * this.options.insuranceFeePerSeat : 0,
      donation: input.donation,
      pointsAvailable: input.usePoints ? pointsBalance : 0,
      // The cashback-point line: what a logged-in customer's booking earns once paid.
      earnsPoints: input.customerId !== null,
      paymentMethod: method
        ? {
            feeType: method.fee_type,
            feeValue: Number(method.fee_value),
            minAmount: method.min_amount,
          }
        : null,
    });
    if (method) this.paymentMethods.assertAmount(method, settlement.subtotal);

    return {
      seats: quotedSeats,
      fareTotal: settlement.fareTotal,
      voucher: applied
        ? {
            code: applied.voucher.code,
            name: applied.voucher.name,
            discount: settlement.voucherDiscount,
          }
        : null,
      pointsUsed: settlement.pointsUsed,
      insuranceFee: settlement.insuranceFee,
      donation: settlement.donation,
      adminFee: settlement.adminFee,
      paymentMethod: method
        ? {
            code: method.code,
            name: method.name,
            feeType: method.fee_type,
            feeValue: Number(method.fee_value),
          }
        : null,
      subtotal: settlement.subtotal,
      pointsBalance,
      total: settlement.total,
      lines: settlement.lines,
    };
  }

  /** asuransi-snk: the refund-assurance terms, naming the fee `quote` charges. */
  assuranceTerms(): AssuranceTerms {
    return assuranceTerms(this.options.insuranceFeePerSeat);
  }

  /**
   * The seat promos one trip offers at `now`: those `seatPromoProblem` accepts for one more
   * seat (the same rule `quote` applies), with the discount on this trip's fare and the
   * seats left under the per-trip limit. A promo with no seat left is not offered.
   */
  async seatPromosFor(
    trip: TripSegment,
    now: Date = this.clock.now(),
    db?: Kysely<DB>,
  ): Promise<OfferedSeatPromo[]> {
    const offered: OfferedSeatPromo[] = [];
    for (const promo of await this.repository.activeSeatPromos(db)) {
      const taken =
        promo.seats_per_trip !== null
          ? await this.repository.countPromoSeatsTaken(
              promo.code,
              trip.schedule.id,
              trip.tripDate,
              now,
              null,
              db,
            )
          : 0;
      if (seatPromoProblem(promo.code, promo, trip, { taken, requested: 1 }) !== null) continue;
      offered.push({
        code: promo.code,
        name: promo.name,
        discountType: promo.discount_type,
        discountValue: Number(promo.discount_value),
        discountPerSeat: discountFor(
          { type: promo.discount_type, value: promo.discount_value },
          trip.farePerSeat,
        ),
        seatsLeft: seatPromoSeatsLeft(promo, taken),
      });
    }
    return offered;
  }

  /** Each seat's fare and promo discount; PROMO_INVALID names the first promo that fails. */
  private async priceSeats(
    legs: PricedLegInput[],
    excludeCode: string | null,
    db?: Kysely<DB>,
  ): Promise<QuotedSeat[]> {
    const promoCodes = [
      ...new Set(
        legs
          .flatMap((leg) => leg.seats.map((seat) => seat.promoCode?.trim().toUpperCase() ?? ''))
          .filter(Boolean),
      ),
    ];
    const promos = new Map<string, SeatPromoRow>();
    for (const promo of await this.repository.findSeatPromos(promoCodes, db))
      promos.set(promo.code.toUpperCase(), promo);

    // Seats asking for a promo per (promo, trip), across every leg of this request.
    const requested = new Map<string, number>();
    const tripKey = (code: string, trip: TripSegment) =>
      `${code}|${trip.schedule.id}|${trip.tripDate}`;
    for (const leg of legs) {
      for (const seat of leg.seats) {
        const code = seat.promoCode?.trim().toUpperCase();
        if (code)
          requested.set(tripKey(code, leg.trip), (requested.get(tripKey(code, leg.trip)) ?? 0) + 1);
      }
    }

    const now = this.clock.now();
    const checked = new Set<string>();
    const seats: QuotedSeat[] = [];
    for (const leg of legs) {
      for (const seat of leg.seats) {
        const code = seat.promoCode?.trim().toUpperCase() || null;
        const promo = code ? promos.get(code) : undefined;
        if (code && !checked.has(tripKey(code, leg.trip))) {
          checked.add(tripKey(code, leg.trip));
          const taken =
            promo && promo.seats_per_trip !== null
              ? await this.repository.countPromoSeatsTaken(
                  promo.code,
                  leg.trip.schedule.id,
                  leg.trip.tripDate,
                  now,
                  excludeCode,
                  db,
                )
              : 0;
          const problem = seatPromoProblem(code, promo, leg.trip, {
            taken,
            requested: requested.get(tripKey(code, leg.trip)) ?? 0,
          });
          if (problem)
            throw new AppError('PROMO_INVALID', problem, { promo_kode: code, kursi: seat.no });
        }
        const fare = leg.trip.farePerSeat;
        seats.push({
          direction: leg.direction,
          legIndex: leg.legIndex,
          no: seat.no,
          fare,
          promoCode: promo ? promo.code : null,
          promoDiscount: promo
            ? discountFor({ type: promo.discount_type, value: promo.discount_value }, fare)
            : 0,
        });
      }
    }
    return seats;
  }
}

/** Guards for callers that build QuoteInput themselves (the HTTP schemas check the same). */
function assertShape(input: QuoteInput): void {
  if (input.legs.length === 0 || input.legs.some((leg) => leg.seats.length === 0)) {
    throw new AppError('VALIDATION_ERROR', 'Pilih minimal satu kursi.');
  }
  if (!Number.isInteger(input.donation) || input.donation < 0 || input.donation > MAX_DONATION) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Donasi harus bilangan bulat rupiah antara 0 dan 1.000.000.',
    );
  }
  for (const leg of input.legs) {
    const numbers = new Set(
      leg.trip.layout.cells
        .filter((cell) => cell.type === 'seat' && cell.no)
        .map((cell) => cell.no),
    );
    const unknown = leg.seats.filter((seat) => !numbers.has(seat.no)).map((seat) => seat.no);
    if (unknown.length > 0) {
      throw new AppError(
        'SEAT_INVALID',
        `Kursi ${unknown.join(', ')} tidak ada pada denah kendaraan ini.`,
        {
          kursi: unknown,
        },
      );
    }
    if (new Set(leg.seats.map((seat) => seat.no)).size !== leg.seats.length) {
      throw new AppError('VALIDATION_ERROR', 'Kursi yang sama dipilih lebih dari sekali.');
    }
  }
}
