import { dateFormats, formatDate, formatRupiah } from '@lintas/domain/format';
import { type DiscountRule, discountFor } from '@lintas/domain/price-lines';
import type { Selectable } from 'kysely';
import type { VouchersTable } from '../../db/schema.js';
import { BUSINESS_ZONE, zoneLabel } from '../../lib/zoned-time.js';

export type VoucherRow = Selectable<VouchersTable>;

/**
 * Whether the booker counts as a new customer (never paid a reservation):
 * 'unknown' for guests, since anyone can type a fresh e-mail address.
 */
export type NewCustomerStatus = 'yes' | 'no' | 'unknown';

/**
 * The facts a voucher is judged on. The service loads them from the database; this
 * file only decides. Fields of the order are absent when no order exists yet (the
 * voucher list and detail): those rules are then not checked.
 */
export interface VoucherFacts {
  now: Date;
  /** Reservations holding the voucher: paid, or pending and not expired. */
  usedCount: number;
  newCustomer: NewCustomerStatus;
  order?: {
    /** Seat fares after seat promos: what min_spend and the discount apply to. */
    fareTotal: number;
    /** Operator of every leg, go and return. */
    operatorCodes: string[];
    /** Null while the booker has not chosen a method yet. */
    paymentMethodCode: string | null;
  };
  /** Names of the methods a restricted voucher allows, for the reason people read. */
  paymentMethodNames?: Map<string, string>;
}

export type VoucherVerdict = { usable: true; discount: number } | { usable: false; reason: string };

export function voucherDiscountRule(voucher: VoucherRow): DiscountRule {
  return {
    type: voucher.discount_type,
    value: voucher.discount_value,
    maxDiscount: voucher.discount_type === 'percent' ? voucher.max_discount : null,
  };
}

export function remainingQuota(voucher: VoucherRow, usedCount: number): number | null {
  return voucher.quota === null ? null : Math.max(0, voucher.quota - usedCount);
}

function moment(instant: Date): string {
  return `${formatDate(instant, dateFormats.plain)} pukul ${new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_ZONE,
  })
    .format(instant)
    .replace(':', '.')} ${zoneLabel(BUSINESS_ZONE)}`;
}

/**
 * The payment-method restriction alone: a voucher without one allows every method.
 * `judgeVoucher` applies it; list-jenis-pembayaran marks the methods a voucher excludes
 * with it, so the method list and the quote cannot disagree.
 */
export function voucherAllowsMethod(
  voucher: Pick<VoucherRow, 'payment_method_codes'>,
  methodCode: string,
): boolean {
  const allowed = voucher.payment_method_codes;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((code) => code.toUpperCase() === methodCode.toUpperCase());
}

/**
 * THE voucher rule: cek-harga, reservasi, validasi-voucher, detail-voucher and
 * list-voucher all decide through this one function. Checks run from the most general
 * (dates, quota) to the most specific (minimum spend): a person first hears the reason
 * no change to their order can fix, and only then what they could change.
 *
 * Operator restriction: every leg's operator must be allowed; a connecting or round
 * trip with one excluded operator cannot use the voucher (the discount is on the whole
 * fare, so partial eligibility would discount legs the operator does not fund).
 * Payment-method restriction: the chosen method must be listed.
 * Both restrictions are checked against what the order names: validasi-voucher without
 * operator_kode, or cek-harga before a method is chosen, cannot fail them yet;
 * reservasi always names both, so nothing restricted slips through to a charge.
 * New-customer vouchers: need a logged-in customer without a paid reservation.
 */
export function judgeVoucher(voucher: VoucherRow, facts: VoucherFacts): VoucherVerdict {
  const now = facts.now.getTime();
  if (now < voucher.valid_from.getTime()) {
    return {
      usable: false,
      reason: `Voucher ini baru berlaku mulai ${moment(voucher.valid_from)}.`,
    };
  }
  if (now >= voucher.valid_until.getTime()) {
    return {
      usable: false,
      reason: `Voucher ini sudah berakhir pada ${moment(voucher.valid_until)}.`,
    };
  }
  if (remainingQuota(voucher, facts.usedCount) === 0) {
    return { usable: false, reason: 'Kuota voucher ini sudah habis.' };
  }
  if (voucher.new_customer_only) {
    if (facts.newCustomer === 'no') {
      return {
        usable: false,
        reason: 'Voucher ini khusus pelanggan baru yang belum pernah menyelesaikan pemesanan.',
      };
    }
    if (facts.newCustomer === 'unknown' && facts.order) {
      return {
        usable: false,
        reason:
          'Voucher ini khusus pelanggan baru. Silakan masuk ke akun Anda untuk menggunakannya.',
      };
    }
  }
  const order = facts.order;
  if (!order) return { usable: true, discount: 0 };

  if (voucher.operator_codes && voucher.operator_codes.length > 0) {
    const allowed = new Set(voucher.operator_codes.map((code) => code.toUpperCase()));
    const excluded = [...new Set(order.operatorCodes)].filter(
      (code) => !allowed.has(code.toUpperCase()),
    );
    if (excluded.length > 0) {
      return {
        usable: false,
        reason: `Voucher ini tidak berlaku untuk operator ${excluded.join(', ')}.`,
      };
    }
  }
  if (order.paymentMethodCode !== null && !voucherAllowsMethod(voucher, order.paymentMethodCode)) {
    return {
      usable: false,
      reason: `Voucher ini hanya berlaku untuk metode pembayaran ${(
        voucher.payment_method_codes ?? []
      )
        .map((code) => facts.paymentMethodNames?.get(code) ?? code)
        .join(', ')}.`,
    };
  }
  if (order.fareTotal < voucher.min_spend) {
    return {
      usable: false,
      reason: `Minimal transaksi ${formatRupiah(voucher.min_spend)} untuk voucher ini.`,
    };
  }
  return { usable: true, discount: discountFor(voucherDiscountRule(voucher), order.fareTotal) };
}
