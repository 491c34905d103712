/**
 * Price arithmetic shared by the server (which computes every price) and the web client
 * (which shows fees next to payment methods and renders the price lines by type).
 * Integer rupiah in, integer rupiah out. Pure: no I/O, no clock.
 *
 * ORDER OF APPLICATION (the same in cek-harga, reservasi and everywhere else, because
 * every caller goes through `settlePrice`):
 *   1. fare per seat, minus that seat's promo          -> fare total
 *   2. minus the voucher (computed on the fare total,
 *      never more than the fare total)
 *   3. plus refund assurance (per passenger per leg)
 *   4. plus donation
 *   5. minus points (never below zero; never below the
 *      payment method's minimum amount, see below)      -> subtotal
 *   6. plus the payment method's admin fee, computed on
 *      the subtotal (percent rounded up to the rupiah)  -> total
 * Discounts round down and fees round up, so a fraction of a rupiah is never given
 * away twice and the gateway is always charged a whole rupiah.
 */

export type PriceLineType =
  'less' | 'add' | 'total' | 'cashback-point' | 'potongan-point' | 'normal';

/** One line of the price detail (spec §3). Values are positive; the type carries the sign. */
export interface PriceLine {
  title: string;
  value: number;
  type: PriceLineType;
}

export type FeeType = 'flat' | 'percent';
export type DiscountType = 'percent' | 'amount';

export type TravelDirection = 'go' | 'return';

/** A donation above this is refused: it is almost surely a typo, and it inflates the charge. */
export const MAX_DONATION = 1_000_000;

/**
 * The admin fee of a payment method for an amount. `feeValue` of a percent method is a
 * percentage with up to two decimals (0.7 means 0.7%). Computed in hundredths of a
 * percent with integers, so 0.7% of Rp 150.000 is exactly Rp 1.050, not 1049.99...
 */
export function adminFeeFor(feeType: FeeType, feeValue: number, amount: number): number {
  if (amount <= 0 && feeType === 'percent') return 0;
  if (feeType === 'flat') return Math.max(0, Math.round(feeValue));
  const hundredthsOfPercent = Math.round(feeValue * 100);
  return Math.max(0, Math.ceil((amount * hundredthsOfPercent) / 10_000));
}

export interface DiscountRule {
  type: DiscountType;
  /** Percent (1-100) or rupiah. */
  value: number;
  /** Cap of a percent discount, rupiah; null or undefined: no cap. */
  maxDiscount?: number | null;
}

/** The discount a rule gives on `base` rupiah: rounded down, capped, never more than `base`. */
export function discountFor(rule: DiscountRule, base: number): number {
  if (base <= 0) return 0;
  let discount = rule.type === 'percent' ? Math.floor((base * rule.value) / 100) : rule.value;
  if (rule.maxDiscount !== null && rule.maxDiscount !== undefined) {
    discount = Math.min(discount, rule.maxDiscount);
  }
  return Math.max(0, Math.min(discount, base));
}

export interface PricedSeat {
  direction: TravelDirection;
  /** 0 for the first vehicle of the direction, 1.. for connecting legs. */
  legIndex: number;
  /** Fare of the seat on its leg before the promo. */
  fare: number;
  promoCode: string | null;
  promoDiscount: number;
}

export interface PriceComponents {
  seats: PricedSeat[];
  voucher: { code: string; rule: DiscountRule } | null;
  insuranceFee: number;
  donation: number;
  /** Points the booker may spend (0 for guests or when not asked for). 1 point = Rp 1. */
  pointsAvailable: number;
  paymentMethod: { feeType: FeeType; feeValue: number; minAmount: number } | null;
  /** A logged-in customer's booking earns points when paid (decision 0009); guests' do not. */
  earnsPoints?: boolean;
}

export interface PriceSettlement {
  /** Sum of seat fares after seat promos. */
  fareTotal: number;
  voucherDiscount: number;
  insuranceFee: number;
  donation: number;
  pointsUsed: number;
  /** What the admin fee is computed on: everything except the admin fee. */
  subtotal: number;
  adminFee: number;
  total: number;
  /** Points the booking earns once paid (0 for guests): the `cashback-point` line. */
  pointsEarned: number;
  lines: PriceLine[];
}

/** Decision 0009: one point for every full Rp 100 the ride itself costs the customer. */
const RUPIAH_PER_EARNED_POINT = 100;

/**
 * THE earning rule (decision 0009), used by the quote's cashback line and by the
 * settlement that credits the points: the fare after seat promos and the voucher, minus
 * the points spent on it, one point per full Rp 100. Assurance, donation and the admin
 * fee earn nothing (they are not the ride), and spent points do not earn points again.
 */
export function pointsEarnedFor(fare: {
  fareTotal: number;
  voucherDiscount: number;
  pointsUsed: number;
}): number {
  const paidForTheRide = fare.fareTotal - fare.voucherDiscount - fare.pointsUsed;
  return Math.max(0, Math.floor(paidForTheRide / RUPIAH_PER_EARNED_POINT));
}

/** Sum of the seats' fares after their promos: what min_spend and the voucher apply to. */
export function fareTotalOf(seats: readonly PricedSeat[]): number {
  return seats.reduce((sum, seat) => sum + seat.fare - Math.min(seat.promoDiscount, seat.fare), 0);
}

/** Applies every component in the documented order and builds the price lines. */
export function settlePrice(components: PriceComponents): PriceSettlement {
  const lines: PriceLine[] = [];
  for (const direction of ['go', 'return'] as const) {
    const seats = components.seats.filter((seat) => seat.direction === direction);
    if (seats.length === 0) continue;
    const gross = seats.reduce((sum, seat) => sum + seat.fare, 0);
    const label = direction === 'go' ? 'Pergi' : 'Pulang';
    // Passengers, not seats: a connecting trip gives each passenger a seat per leg.
    const count = seats.filter((seat) => seat.legIndex === 0).length || seats.length;
    lines.push({ title: `Harga Tiket ${label} (${count} kursi)`, value: gross, type: 'normal' });
  }

  // 1. Seat promos, one line per promo code.
  const promoTotals = new Map<string, number>();
  for (const seat of components.seats) {
    if (!seat.promoCode) continue;
    const discount = Math.min(seat.promoDiscount, seat.fare);
    promoTotals.set(seat.promoCode, (promoTotals.get(seat.promoCode) ?? 0) + discount);
  }
  for (const [code, discount] of promoTotals) {
    if (discount > 0) lines.push({ title: `Promo ${code}`, value: discount, type: 'less' });
  }
  const fareTotal = fareTotalOf(components.seats);

  // 2. Voucher on the fare total.
  const voucherDiscount = components.voucher ? discountFor(components.voucher.rule, fareTotal) : 0;
  if (components.voucher && voucherDiscount > 0) {
    lines.push({
      title: `Voucher ${components.voucher.code}`,
      value: voucherDiscount,
      type: 'less',
    });
  }

  // 3-4. Assurance and donation.
  const insuranceFee = Math.max(0, components.insuranceFee);
  if (insuranceFee > 0) lines.push({ title: 'Asuransi Refund', value: insuranceFee, type: 'add' });
  const donation = Math.max(0, Math.floor(components.donation));
  if (donation > 0) lines.push({ title: 'Donasi', value: donation, type: 'add' });

  // 5. Points. A gateway cannot charge less than the method's minimum, so points stop
  // there rather than making the booking impossible to pay.
  const beforePoints = fareTotal - voucherDiscount + insuranceFee + donation;
  const floor = components.paymentMethod
    ? Math.min(components.paymentMethod.minAmount, beforePoints)
    : 0;
  const pointsUsed = Math.max(
    0,
    Math.min(Math.floor(components.pointsAvailable), beforePoints - floor),
  );
  if (pointsUsed > 0)
    lines.push({ title: 'Potongan Poin', value: pointsUsed, type: 'potongan-point' });
  const subtotal = beforePoints - pointsUsed;

  // 6. Admin fee last, on what is actually charged.
  const method = components.paymentMethod;
  const adminFee = method ? adminFeeFor(method.feeType, method.feeValue, subtotal) : 0;
  if (method) lines.push({ title: 'Biaya Admin', value: adminFee, type: 'add' });

  const total = subtotal + adminFee;
  lines.push({ title: 'Total Pembayaran', value: total, type: 'total' });

  // Not money: shown after the total, in points, what the booking earns once paid.
  const pointsEarned = components.earnsPoints
    ? pointsEarnedFor({ fareTotal, voucherDiscount, pointsUsed })
    : 0;
  if (pointsEarned > 0)
    lines.push({ title: 'Cashback Poin', value: pointsEarned, type: 'cashback-point' });
  return {
    fareTotal,
    voucherDiscount,
    insuranceFee,
    donation,
    pointsUsed,
    subtotal,
    adminFee,
    total,
    pointsEarned,
    lines,
  };
}
