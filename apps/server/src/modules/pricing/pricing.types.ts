import type { PaymentMethodRow } from '../payment-methods/payment-method.service.js';
import type { TripSegment } from '../trips/trip-segment.js';

/**
 * The contract between the checkout (reservations) and pricing. Pricing computes every
 * amount from the server's own data; the client's numbers are never trusted.
 */
export interface PricedSeatInput {
  no: string;
  /** Per-seat promo code (spec `promo_kode`), optional. */
  promoCode?: string | null;
}

export interface PricedLegInput {
  direction: 'go' | 'return';
  legIndex: number;
  trip: TripSegment;
  seats: PricedSeatInput[];
}

export interface QuoteInput {
  legs: PricedLegInput[];
  paymentMethodCode?: string | null;
  /**
   * The active method's row when the caller has read it already (the checkout, for its
   * payment window, decision 0024): used instead of reading it again when its code is
   * `paymentMethodCode`. A method's row is configuration, not a quota: reading it before
   * the transaction counts nothing twice (promo seats and vouchers are still read in it).
   */
  paymentMethod?: PaymentMethodRow | null;
  voucherCode?: string | null;
  withInsurance: boolean;
  donation: number;
  usePoints: boolean;
  customerId: number | null;
  bookerEmail?: string | null;
  bookerPhone?: string | null;
  /**
   * A reservation being priced again (e.g. ganti-pembayaran): its own voucher use and
   * promo seats do not count against the quota and the per-trip promo limit.
   */
  excludeReservationCode?: string | null;
}

/** One line of the price detail (spec §3): type is less | add | total | cashback-point | potongan-point | normal. */
export interface PriceLine {
  title: string;
  value: number;
  type: 'less' | 'add' | 'total' | 'cashback-point' | 'potongan-point' | 'normal';
}

export interface QuotedSeat {
  direction: 'go' | 'return';
  legIndex: number;
  no: string;
  fare: number;
  promoCode: string | null;
  promoDiscount: number;
}

export interface Quote {
  seats: QuotedSeat[];
  /** Sum of seat fares after seat promos. */
  fareTotal: number;
  voucher: { code: string; name: string; discount: number } | null;
  pointsUsed: number;
  insuranceFee: number;
  donation: number;
  adminFee: number;
  paymentMethod: {
    code: string;
    name: string;
    feeType: 'flat' | 'percent';
    feeValue: number;
  } | null;
  /** Everything but the admin fee: what the fee is computed on and the method's limits apply to. */
  subtotal: number;
  /** The customer's points balance before this booking (0 for guests). */
  pointsBalance: number;
  total: number;
  lines: PriceLine[];
}

/** A seat promo a trip offers now: what one seat saves, and how many seats may still use it. */
export interface OfferedSeatPromo {
  code: string;
  name: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  /** Off one seat's fare on this trip, integer rupiah. */
  discountPerSeat: number;
  /** Seats of this trip that may still use it; null = no limit. Never 0 (those are not offered). */
  seatsLeft: number | null;
}
