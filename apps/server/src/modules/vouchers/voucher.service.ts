import type {
  VoucherDetail,
  VoucherItem,
  VoucherListItem,
  VoucherListQuery,
  VoucherValidation,
  VoucherValidationQuery,
} from '@lintas/domain/pricing-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { randomCode } from '../../lib/random.js';
import {
  judgeVoucher,
  type NewCustomerStatus,
  remainingQuota,
  type VoucherRow,
  voucherDiscountRule,
} from './voucher-rules.js';
import type { VoucherRepository } from './voucher.repository.js';

/** A personal voucher to issue (VoucherService.issuePersonal). */
export interface PersonalVoucher {
  codePrefix: string;
  name: string;
  description: string;
  terms: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  maxDiscount: number | null;
  minSpend: number;
  validFrom: Date;
  validUntil: Date;
  operatorCodes: string[] | null;
}

/** Who is booking, as far as voucher rules care. */
export interface VoucherBooker {
  customerId: number | null;
  email?: string | null;
  phone?: string | null;
}

/** The order a voucher is applied to. */
export interface VoucherOrder {
  fareTotal: number;
  operatorCodes: string[];
  paymentMethodCode: string | null;
  /** A reservation being priced again (change of method) does not count against the quota. */
  excludeReservationCode?: string | null;
}

export interface AppliedVoucher {
  voucher: VoucherRow;
  discount: number;
}

/** Phone numbers are stored as typed; a booker may have written 08... or 62... */
function phoneVariants(phone: string | null | undefined): string[] {
  const digits = (phone ?? '').replace(/[^\d]/g, '');
  if (digits.length < 6) return [];
  if (digits.startsWith('62')) return [digits, `0${digits.slice(2)}`, `+${digits}`];
  if (digits.startsWith('0')) return [digits, `62${digits.slice(1)}`, `+62${digits.slice(1)}`];
  return [digits];
}

/**
 * Vouchers: lookup, the public list, validation and application. Every path judges a
 * voucher with `judgeVoucher` (voucher-rules.ts) on facts loaded here.
 */
export class VoucherService {
  constructor(
    private readonly repository: VoucherRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Inside a checkout's transaction: refuses the voucher when its quota is used up,
   * recounted under the voucher row's lock (PostgreSQL: concurrent checkouts with one
   * voucher count in turn; PGlite serialises whole transactions). The quote checked the
   * quota too, but without the lock two checkouts could both pass.
   */
  async assertQuotaAvailable(trx: Kysely<DB>, code: string, now: Date): Promise<void> {
    const usage = await this.repository.lockUsage(code, now, trx);
    if (!usage) throw new AppError('VOUCHER_NOT_FOUND');
    if (usage.quota !== null && usage.used >= usage.quota) {
      throw new AppError('VOUCHER_INVALID', 'Kuota voucher ini sudah habis.', {
        voucher_kode: code,
      });
    }
  }

  /**
   * A personal voucher for one booking (quota 1, not listed publicly): what a paid
   * flash-sale purchase gives, inside the caller's transaction. Answers the code made.
   */
  async issuePersonal(trx: Kysely<DB>, voucher: PersonalVoucher): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = `${voucher.codePrefix}${randomCode(8)}`;
      const inserted = await this.repository.insertIfAbsent(
        {
          code,
          name: voucher.name,
          description: voucher.description,
          terms: voucher.terms,
          discount_type: voucher.discountType,
          discount_value: voucher.discountValue,
          max_discount: voucher.maxDiscount,
          min_spend: voucher.minSpend,
          quota: 1,
          valid_from: voucher.validFrom,
          valid_until: voucher.validUntil,
          operator_codes: voucher.operatorCodes,
          payment_method_codes: null,
          is_public: false,
        },
        trx,
      );
      if (inserted) return code;
    }
    throw new Error('no free voucher code after 5 attempts');
  }

  async find(code: string, db?: Kysely<DB>): Promise<VoucherRow> {
    const voucher = await this.repository.findByCode(code.trim(), db);
    if (!voucher)
      throw new AppError('VOUCHER_NOT_FOUND', `Kode voucher ${code.trim()} tidak ditemukan.`);
    return voucher;
  }

  /**
   * Applies a voucher to an order, or throws VOUCHER_NOT_FOUND / VOUCHER_INVALID with the
   * reason. Used by the price quote (cek-harga, reservasi) and by validasi-voucher.
   */
  async apply(
    code: string,
    order: VoucherOrder,
    booker: VoucherBooker,
    db?: Kysely<DB>,
  ): Promise<AppliedVoucher> {
    const voucher = await this.find(code, db);
    const now = this.clock.now();
    const used = await this.repository.countHolding(
      [voucher.code],
      now,
      order.excludeReservationCode ?? null,
      db,
    );
    const verdict = judgeVoucher(voucher, {
      now,
      usedCount: used.get(voucher.code) ?? 0,
      newCustomer: voucher.new_customer_only ? await this.newCustomerStatus(booker, db) : 'unknown',
      order: {
        fareTotal: order.fareTotal,
        operatorCodes: order.operatorCodes,
        paymentMethodCode: order.paymentMethodCode,
      },
      paymentMethodNames: await this.repository.paymentMethodNames(
        voucher.payment_method_codes ?? [],
        db,
      ),
    });
    if (!verdict.usable)
      throw new AppError('VOUCHER_INVALID', verdict.reason, { voucher_kode: voucher.code });
    return { voucher, discount: verdict.discount };
  }

  async detail(code: string, customerId: number | null): Promise<VoucherDetail> {
    const voucher = await this.find(code);
    const now = this.clock.now();
    const usedCount =
      (await this.repository.countHolding([voucher.code], now)).get(voucher.code) ?? 0;
    // Detail answers "can this be used at all right now"; the order is checked at cek-harga.
    const newCustomer = voucher.new_customer_only
      ? await this.newCustomerStatus({ customerId })
      : 'unknown';
    const verdict = judgeVoucher(voucher, { now, usedCount, newCustomer });
    return {
      ...toVoucherItem(voucher, usedCount),
      dapat_digunakan: verdict.usable,
      keterangan: verdict.usable ? null : verdict.reason,
    };
  }

  /**
   * list-voucher. Without an order: public vouchers usable now (dates, quota, new-customer
   * rules), as a catalogue. With an order (`total_amount`, the operators, the method so
   * far): every public voucher valid now, each judged by `judgeVoucher` on the same facts
   * cek-harga would judge it on, so the list never offers a voucher the quote then refuses;
   * the ones that do not apply carry the reason, and the usable ones come first.
   * New-customer vouchers are judged with what the caller tells about themselves (an
   * account, or an e-mail/phone with a paid booking, or is_new_customer=0).
   */
  async list(query: VoucherListQuery, customerId: number | null): Promise<VoucherListItem[]> {
    const now = this.clock.now();
    const vouchers = await this.repository.listPublicValid(now, query.search);
    const used = await this.repository.countHolding(
      vouchers.map((voucher) => voucher.code),
      now,
    );
    const order =
      query.total_amount !== undefined
        ? {
            fareTotal: query.total_amount,
            operatorCodes: query.operator_kode,
            paymentMethodCode: query.jenis_pembayaran_kode ?? null,
          }
        : undefined;
    const methodNames = order
      ? await this.repository.paymentMethodNames([
          ...new Set(vouchers.flatMap((voucher) => voucher.payment_method_codes ?? [])),
        ])
      : undefined;
    let newCustomer: NewCustomerStatus | null = null;
    const usable: VoucherListItem[] = [];
    const notUsable: VoucherListItem[] = [];
    for (const voucher of vouchers) {
      const usedCount = used.get(voucher.code) ?? 0;
      if (voucher.new_customer_only && newCustomer === null) {
        newCustomer =
          query.is_new_customer === false
            ? 'no'
            : await this.newCustomerStatus(
                { customerId, email: query.email, phone: query.telp },
                undefined,
                true,
              );
      }
      const verdict = judgeVoucher(voucher, {
        now,
        usedCount,
        newCustomer: newCustomer ?? 'unknown',
        ...(order ? { order, paymentMethodNames: methodNames } : {}),
      });
      const item = {
        ...toVoucherItem(voucher, usedCount),
        dapat_digunakan: verdict.usable,
        keterangan: verdict.usable ? null : verdict.reason,
      };
      if (verdict.usable) usable.push(item);
      else if (order) notUsable.push(item);
    }
    return [...usable, ...notUsable];
  }

  /**
   * validasi-voucher: the client's view of the order (operators, method, fare total) judged
   * by the same rule as cek-harga. The fare total is the client's figure here; cek-harga
   * and reservasi recompute it from the server's fares before anything is charged.
   */
  async validate(
    query: VoucherValidationQuery,
    customerId: number | null,
  ): Promise<VoucherValidation> {
    const operatorCodes = [
      query.operator_kode,
      query.flag_pp ? query.operator_kode_pulang : undefined,
    ].filter((code): code is string => Boolean(code));
    const applied = await this.apply(
      query.voucher_kode,
      {
        fareTotal: query.total_amount,
        operatorCodes,
        paymentMethodCode: query.jenis_pembayaran_kode ?? null,
      },
      { customerId, email: query.email, phone: query.telp },
    );
    return {
      voucher_kode: applied.voucher.code,
      nama: applied.voucher.name,
      total_amount: query.total_amount,
      diskon: applied.discount,
      total_setelah_diskon: query.total_amount - applied.discount,
    };
  }

  /**
   * New if nobody with this account, its e-mail or phone, or the booker's e-mail or phone
   * has a paid reservation. Guests are 'unknown' (anyone can type a fresh address), except
   * when listing, where a guest's own e-mail/phone may reveal that they are not new.
   */
  private async newCustomerStatus(
    booker: VoucherBooker,
    db?: Kysely<DB>,
    guestContactCounts = false,
  ): Promise<NewCustomerStatus> {
    const emails = booker.email ? [booker.email] : [];
    const phones = phoneVariants(booker.phone);
    if (booker.customerId !== null) {
      const contact = await this.repository.customerContact(booker.customerId, db);
      if (contact?.email) emails.push(contact.email);
      phones.push(...phoneVariants(contact?.phone));
      const paid = await this.repository.hasPaidReservation(
        { customerId: booker.customerId, emails, phones },
        db,
      );
      return paid ? 'no' : 'yes';
    }
    if (guestContactCounts && (emails.length > 0 || phones.length > 0)) {
      const paid = await this.repository.hasPaidReservation(
        { customerId: null, emails, phones },
        db,
      );
      if (paid) return 'no';
    }
    return 'unknown';
  }
}

function toVoucherItem(voucher: VoucherRow, usedCount: number): VoucherItem {
  const rule = voucherDiscountRule(voucher);
  return {
    voucher_kode: voucher.code,
    nama: voucher.name,
    deskripsi: voucher.description,
    syarat: voucher.terms,
    tipe_diskon: voucher.discount_type,
    nilai_diskon: voucher.discount_value,
    maksimal_diskon: rule.maxDiscount ?? null,
    minimal_transaksi: voucher.min_spend,
    kuota: voucher.quota,
    sisa_kuota: remainingQuota(voucher, usedCount),
    berlaku_mulai: voucher.valid_from.toISOString(),
    berlaku_sampai: voucher.valid_until.toISOString(),
    operator_kode: voucher.operator_codes,
    jenis_pembayaran_kode: voucher.payment_method_codes,
    khusus_pelanggan_baru: voucher.new_customer_only,
  };
}
