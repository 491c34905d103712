import { formatRupiah } from '@lintas/domain/format';
import { adminFeeFor } from '@lintas/domain/price-lines';
import type {
  PaymentMethodGroup,
  PaymentMethodItem,
  PaymentMethodsQuery,
  PaymentMethodsResult,
} from '@lintas/domain/pricing-schemas';
import type { Kysely } from 'kysely';
import type { ReadAlongside } from '../../db/read-alongside.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { accessOpens, type ReservationAccess } from '../../http/guest-access.js';
import type { Clock } from '../../lib/clock.js';
import { voucherAllowsMethod, type VoucherRow } from '../vouchers/voucher-rules.js';
import type { VoucherService } from '../vouchers/voucher.service.js';
import type { PaymentMethodRepository, PaymentMethodRow } from './payment-method.repository.js';

/** A payment method as stored: what other modules (pricing) read through this service. */
export type { PaymentMethodRow };

/**
 * Why a method cannot take `amount`, or null. The limits apply to the amount the fee is
 * computed on (everything but the admin fee), which is also the `amount` the client
 * passes to list-jenis-pembayaran, so the list and the quote always agree.
 */
function amountProblem(method: PaymentMethodRow, amount: number): string | null {
  if (amount < method.min_amount) {
    return `Minimal transaksi ${formatRupiah(method.min_amount)} untuk pembayaran dengan ${method.name}.`;
  }
  if (amount > method.max_amount) {
    return `Maksimal transaksi ${formatRupiah(method.max_amount)} untuk pembayaran dengan ${method.name}.`;
  }
  return null;
}

/**
 * How long a person has to pay with a method (config PAYMENT_WINDOWS): by method code,
 * else by group, else the general hold.
 */
export interface PaymentWindows {
  defaultMinutes: number;
  /** Minutes by method code or group code. */
  byCode: Readonly<Record<string, number>>;
}

export class PaymentMethodService {
  constructor(
    private readonly repository: PaymentMethodRepository,
    private readonly vouchers: VoucherService,
    private readonly clock: Clock,
    private readonly windows: PaymentWindows = { defaultMinutes: 15, byCode: {} },
  ) {}

  /** Minutes a person has to pay with this method, from the moment of booking. */
  paymentWindowMinutes(method: Pick<PaymentMethodRow, 'code' | 'group_code'>): number {
    return (
      this.windows.byCode[method.code] ??
      this.windows.byCode[method.group_code] ??
      this.windows.defaultMinutes
    );
  }

  /** An active method, or PAYMENT_METHOD_NOT_FOUND. */
  /**
   * The checkout's method, read inside another statement (decision 0029): decoded to a
   * function that answers the row with its payment window, or throws require's
   * PAYMENT_METHOD_NOT_FOUND, so the caller checks it when its own checks are done.
   */
  checkoutChoiceRead(
    code: string,
  ): ReadAlongside<() => { method: PaymentMethodRow; windowMinutes: number }> {
    const read = this.repository.findActiveRead(code.trim());
    return {
      query: read.query,
      decode: (value) => {
        const method = read.decode(value);
        return () => {
          if (!method) throw methodNotFound(code);
          return { method, windowMinutes: this.paymentWindowMinutes(method) };
        };
      },
    };
  }

  async require(code: string, db?: Kysely<DB>): Promise<PaymentMethodRow> {
    const method = await this.repository.findActive(code.trim(), db);
    if (!method) throw methodNotFound(code);
    return method;
  }

  /** Throws PAYMENT_AMOUNT_OUT_OF_RANGE when the method cannot take the amount. */
  assertAmount(method: PaymentMethodRow, amount: number): void {
    const problem = amountProblem(method, amount);
    if (problem) {
      throw new AppError('PAYMENT_AMOUNT_OUT_OF_RANGE', problem, {
        jenis_pembayaran_kode: method.code,
        minimal_transaksi: method.min_amount,
        maksimal_transaksi: method.max_amount,
      });
    }
  }

  /**
   * list-jenis-pembayaran: active methods by group, with the fee and availability for the
   * amount. For a pending reservation (change of method) the amount is what it still owes
   * before the fee and, unless the client names one, its own voucher marks the methods
   * it allows: ganti-pembayaran re-prices with that voucher and would refuse the others.
   */
  async list(
    query: PaymentMethodsQuery,
    access: ReservationAccess = { customerId: null, guestToken: null },
  ): Promise<PaymentMethodsResult> {
    let amount = query.amount ?? null;
    let voucherCode = query.voucher_kode ?? null;
    let voucherOfReservation = false;
    if (query.reservasi_kode && (amount === null || voucherCode === null)) {
      const pending = await this.repository.pendingReservationPricing(
        query.reservasi_kode,
        this.clock.now(),
      );
      // What a booking owes is its owner's to read: to anyone else it does not exist.
      if (pending === undefined || !accessOpens(pending.owner, access))
        throw new AppError('RESERVATION_NOT_FOUND');
      amount ??= pending.amount;
      if (voucherCode === null && pending.voucherCode !== null) {
        voucherCode = pending.voucherCode;
        voucherOfReservation = true;
      }
    }
    const voucher = voucherCode ? await this.vouchers.find(voucherCode) : null;
    // The reservation's voucher is not named: anyone who knows a booking code may ask.
    const refusal = voucher
      ? voucherOfReservation
        ? 'Voucher pada pesanan ini tidak berlaku untuk metode pembayaran ini.'
        : `Voucher ${voucher.code} tidak berlaku untuk metode pembayaran ini.`
      : null;

    const groups = new Map<string, PaymentMethodGroup>();
    for (const method of await this.repository.listActive()) {
      const item = this.describe(method, amount, voucher, refusal);
      let group = groups.get(method.group_code);
      if (!group) {
        group = {
          grup_kode: method.group_code,
          grup_nama: method.group_name,
          list_jenis_pembayaran: [],
        };
        groups.set(method.group_code, group);
      }
      group.list_jenis_pembayaran.push(item);
    }
    return { amount, list_grup: [...groups.values()] };
  }

  private describe(
    method: PaymentMethodRow,
    amount: number | null,
    voucher: VoucherRow | null,
    voucherRefusal: string | null,
  ): PaymentMethodItem {
    const feeType = method.fee_type.toLowerCase() as 'flat' | 'percent';
    let reason = amount === null ? null : amountProblem(method, amount);
    if (!reason && voucher && !voucherAllowsMethod(voucher, method.code)) {
      reason = voucherRefusal;
    }
    return {
      jenis_pembayaran_kode: method.code,
      nama: method.name,
      grup_kode: method.group_code,
      grup_nama: method.group_name,
      tipe_admin_fee: feeType,
      nilai_admin_fee: Number(method.fee_value),
      admin_fee:
        amount !== null
          ? adminFeeFor(feeType, Number(method.fee_value), amount)
          : feeType === 'flat'
            ? adminFeeFor('flat', Number(method.fee_value), 0)
            : null,
      minimal_transaksi: method.min_amount,
      maksimal_transaksi: method.max_amount,
      tersedia: reason === null,
      keterangan: reason,
      logo: method.logo_url,
      batas_waktu_menit: this.paymentWindowMinutes(method),
    };
  }
}

function methodNotFound(code: string): AppError {
  return new AppError(
    'PAYMENT_METHOD_NOT_FOUND',
    `Metode pembayaran ${code.trim()} tidak tersedia.`,
  );
}
