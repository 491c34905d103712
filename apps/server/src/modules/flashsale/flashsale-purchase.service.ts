import {
  FLASH_SALE_PURCHASES_PER_PAGE,
  type FlashSalePurchaseBody,
  type FlashSalePurchaseDetail,
  type FlashSalePurchaseResult,
  type FlashSalePurchasesResult,
} from '@lintas/domain/flashsale-schemas';
import type { PaymentView } from '@lintas/domain/payment-schemas';
import { adminFeeFor } from '@lintas/domain/price-lines';
import type { PaymentMethodsQuery, PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB, PaymentMethodsTable } from '../../db/schema.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { randomCode, randomSecret, safeEqual, sha256Hex } from '../../lib/random.js';
import type { FlashSaleRepository, PurchaseRecord } from './flashsale.repository.js';
import type { FlashSaleQuizRepository } from './flashsale-quiz.repository.js';
import { assertOnSale, cardNotFound } from './flashsale.service.js';

/**
 * A flash-sale hold never outlasts this, whatever the method's own window (a virtual
 * account may give a booking a day): stock held by someone who does not pay is stock
 * other buyers of a short sale cannot have.
 */
const FLASH_SALE_HOLD_MINUTES = 15;

/** The payment-methods module, as the flash sale uses it. */
export interface FlashSaleMethodsPort {
  list(query: PaymentMethodsQuery): Promise<PaymentMethodsResult>;
  require(code: string): Promise<FlashSaleMethod>;
  assertAmount(method: FlashSaleMethod, amount: number): void;
  paymentWindowMinutes(method: FlashSaleMethod): number;
}

export interface FlashSaleMethod {
  code: string;
  group_code: PaymentMethodsTable['group_code'];
  fee_type: string;
  fee_value: number | string;
  min_amount: number;
  max_amount: number;
  name: string;
}

/** The payments module: the booking's gateway charges a purchase, and shows its charge. */
export interface FlashSalePaymentsPort {
  createFlashSaleCharge(input: {
    purchaseId: number;
    purchaseCode: string;
    amount: number;
    methodCode: string;
    expiresAt: Date;
    booker: { name: string; email: string; phone: string };
    returnOrigin?: string | null;
  }): Promise<PaymentView>;
  latestFlashSalePayment(purchaseId: number): Promise<PaymentView | null>;
  /** Asks the gateway about a pending charge; true when a lost notification was applied. */
  recoverCharge(orderId: string): Promise<boolean>;
}

/** The vouchers module: a paid purchase gives the buyer a personal voucher. */
export interface FlashSaleVouchersPort {
  issuePersonal(
    trx: Kysely<DB>,
    voucher: {
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
    },
  ): Promise<string>;
}

export interface PurchaseContext {
  customerId: number | null;
  returnOrigin?: string | null;
}

export interface PurchaseAccess {
  customerId: number | null;
  guestToken: string | null;
}

const DAY_MS = 24 * 60 * 60_000;

function purchaseNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Transaksi flash sale tidak ditemukan.');
}

/**
 * Buying a card: list-jenis-pembayaran, transaksi, detail-transaksi, list-transaksi,
 * the settle a paid charge calls, and the sweep of unpaid holds.
 *
 * transaksi, in one transaction under the card's row lock: the key_auth is used (one
 * UPDATE WHERE used_at IS NULL), overdue holds of the card go back to stock, one unit is
 * taken (UPDATE ... WHERE sold + held < stock) and the purchase is written. The gateway
 * is asked after the commit (never inside it); if it fails the purchase is cancelled,
 * its unit freed and its key given back.
 */
export class FlashSalePurchaseService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: FlashSaleRepository,
    private readonly quiz: FlashSaleQuizRepository,
    private readonly methods: FlashSaleMethodsPort,
    private readonly payments: FlashSalePaymentsPort,
    private readonly vouchers: FlashSaleVouchersPort,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {}

  /** list-jenis-pembayaran: the booking's methods priced for the card, for a key holder. */
  async methodsFor(cardId: number, keyAuth: string): Promise<PaymentMethodsResult> {
    const now = this.clock.now();
    const card = await this.repository.findCard(cardId, now);
    if (!card) throw cardNotFound();
    assertOnSale(card, now);
    if (!(await this.quiz.keyIsUsable(cardId, sha256Hex(keyAuth), now))) {
      throw new AppError('KEY_AUTH_INVALID');
    }
    return this.methods.list({
      amount: card.price,
      voucher_kode: undefined,
      reservasi_kode: undefined,
    });
  }

  async buy(
    body: FlashSalePurchaseBody,
    context: PurchaseContext,
  ): Promise<FlashSalePurchaseResult> {
    const method = await this.methods.require(body.jenis_pembayaran_kode);
    const now = this.clock.now();
    const preview = await this.repository.findCard(body.card_id, now);
    if (!preview) throw cardNotFound();
    assertOnSale(preview, now);
    this.methods.assertAmount(method, preview.price);
    const feeType = method.fee_type.toLowerCase() as 'flat' | 'percent';
    const adminFee = adminFeeFor(feeType, Number(method.fee_value), preview.price);
    const total = preview.price + adminFee;
    const minutes = Math.min(this.methods.paymentWindowMinutes(method), FLASH_SALE_HOLD_MINUTES);
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    const guestToken = randomSecret(24);

    const purchase = await this.db.transaction().execute(async (trx) => {
      if (!(await this.repository.lockCardRow(body.card_id, trx))) throw cardNotFound();
      const card = await this.repository.findCard(body.card_id, now, trx);
      if (!card) throw cardNotFound();
      // The price the fee was computed on must still be the card's (staff may edit it).
      if (card.price !== preview.price) throw new AppError('PRICE_CHANGED');
      const keyId = await this.quiz.consumeKey(body.card_id, sha256Hex(body.key_auth), now, trx);
      if (keyId === undefined) throw new AppError('KEY_AUTH_INVALID');
      if (
        await this.repository.buyerHasCard(card.id, body.pemesan_email, body.pemesan_telp, now, trx)
      ) {
        throw new AppError('FLASH_SALE_LIMIT');
      }
      const overdue = await this.repository.expireOverdueOfCard(card.id, now, trx);
      await this.repository.releaseHeld(card.id, overdue, trx);
      if (!(await this.repository.takeStock(card.id, trx))) {
        throw new AppError('FLASH_SALE_SOLD_OUT');
      }
      const code = `FS${randomCode(8)}`;
      const id = await this.repository.insertPurchase(
        {
          code,
          card_id: card.id,
          key_id: keyId,
          customer_id: context.customerId,
          booker_name: body.pemesan_nama,
          booker_email: body.pemesan_email,
          booker_phone: body.pemesan_telp,
          price: card.price,
          admin_fee: adminFee,
          total,
          payment_method_code: method.code,
          status: 'pending',
          expires_at: expiresAt,
          guest_token_hash: sha256Hex(guestToken),
          created_at: now,
          updated_at: now,
        },
        trx,
      );
      return { id, code, keyId, cardId: card.id };
    });

    let payment: PaymentView;
    try {
      payment = await this.payments.createFlashSaleCharge({
        purchaseId: purchase.id,
        purchaseCode: purchase.code,
        amount: total,
        methodCode: method.code,
        expiresAt,
        booker: { name: body.pemesan_nama, email: body.pemesan_email, phone: body.pemesan_telp },
        returnOrigin: context.returnOrigin ?? null,
      });
    } catch (error) {
      await this.undo(purchase, error);
      if (isAppError(error) && error.statusCode < 500) throw error;
      throw new AppError('PAYMENT_FAILED');
    }
    return {
      transaksi_kode: purchase.code,
      status: 'pending',
      total,
      expired_time: expiresAt.toISOString(),
      guest_token: guestToken,
      pembayaran: payment,
    };
  }

  /** The charge could not be made: nothing was bought, so the unit and the key go back. */
  private async undo(
    purchase: { id: number; code: string; keyId: number; cardId: number },
    cause: unknown,
  ): Promise<void> {
    this.logger.warn(
      { err: cause, purchase: purchase.code },
      'flash-sale charge failed: purchase cancelled, stock and key given back',
    );
    await this.db.transaction().execute(async (trx) => {
      await this.repository.lockCardRow(purchase.cardId, trx);
      const row = await this.repository.purchaseForUpdate(purchase.id, trx);
      if (row?.status !== 'pending') return;
      await this.repository.setPurchase(
        purchase.id,
        { status: 'cancelled', updated_at: this.clock.now() },
        trx,
      );
      await this.repository.releaseHeld(purchase.cardId, 1, trx);
      await this.quiz.restoreKey(purchase.keyId, trx);
    });
  }

  async detail(code: string, access: PurchaseAccess): Promise<FlashSalePurchaseDetail> {
    let row = await this.repository.findPurchaseByCode(code);
    if (!row || !mayRead(row, access)) throw purchaseNotFound();
    const card = await this.repository.purchaseCard(row.card_id);
    if (!card) throw purchaseNotFound();
    let payment = await this.payments.latestFlashSalePayment(row.id);
    // The buyer is waiting on this page: a payment whose notification never arrived is
    // recovered from the gateway (outside any transaction: the question is HTTP).
    if (row.status === 'pending' && payment?.status === 'pending') {
      if (await this.payments.recoverCharge(payment.payment_kode)) {
        row = (await this.repository.findPurchaseByCode(code)) ?? row;
        payment = await this.payments.latestFlashSalePayment(row.id);
      }
    }
    const now = this.clock.now();
    return {
      transaksi_kode: row.code,
      status: shownStatus(row, now),
      card: {
        card_id: Number(card.id),
        nama: card.name,
        jenis: card.kind,
        gambar: card.image_url,
      },
      pemesan: { nama: row.booker_name, email: row.booker_email, telp: row.booker_phone },
      harga: row.price,
      admin_fee: row.admin_fee,
      total: row.total,
      dibuat: row.created_at.toISOString(),
      expired_time: row.expires_at.toISOString(),
      paid_at: row.paid_at?.toISOString() ?? null,
      voucher_kode: row.voucher_code,
      voucher_berlaku_sampai:
        row.paid_at && row.voucher_code
          ? new Date(row.paid_at.getTime() + card.valid_days * DAY_MS).toISOString()
          : null,
      perlu_refund: row.refund_owed,
      pembayaran: payment,
    };
  }

  async list(customerId: number, page: number): Promise<FlashSalePurchasesResult> {
    const now = this.clock.now();
    const { rows, total } = await this.repository.purchasesOfCustomer(
      customerId,
      page,
      FLASH_SALE_PURCHASES_PER_PAGE,
    );
    return {
      page,
      total_page: Math.max(1, Math.ceil(total / FLASH_SALE_PURCHASES_PER_PAGE)),
      list_transaksi: rows.map((row) => ({
        transaksi_kode: row.code,
        status: shownStatus(row, now),
        nama_card: row.card_name,
        total: row.total,
        dibuat: row.created_at.toISOString(),
        voucher_kode: row.voucher_code,
      })),
    };
  }

  /**
   * A paid charge of the purchase, in the payment notification's transaction. A hold
   * still running is sold and gives its voucher. A payment after the hold ran out is
   * honoured only if a unit is still free (its own was given back); otherwise it is
   * 'late' and the money is owed back.
   */
  async settle(
    trx: Executor,
    purchaseId: number,
    paidAt: Date,
  ): Promise<'paid' | 'already_paid' | 'late'> {
    // The card's lock first, then the purchase's: the order every path takes (no deadlock).
    const first = await this.repository.findPurchase(purchaseId, trx);
    if (!first) return 'late';
    await this.repository.lockCardRow(first.card_id, trx);
    const purchase = await this.repository.purchaseForUpdate(purchaseId, trx);
    if (!purchase) return 'late';
    if (purchase.status === 'paid') return 'already_paid';
    if (purchase.status === 'pending' && purchase.expires_at.getTime() > paidAt.getTime()) {
      await this.repository.holdSold(purchase.card_id, trx);
    } else {
      // Its hold has run out: give back every overdue hold of the card (this one included,
      // if no sweep did yet), then sell a unit only if one is free.
      const overdue = await this.repository.expireOverdueOfCard(purchase.card_id, paidAt, trx);
      await this.repository.releaseHeld(purchase.card_id, overdue, trx);
      if (!(await this.repository.sellIfAvailable(purchase.card_id, trx))) {
        await this.repository.setPurchase(
          purchase.id,
          {
            status: purchase.status === 'pending' ? 'expired' : purchase.status,
            refund_owed: true,
            updated_at: paidAt,
          },
          trx,
        );
        return 'late';
      }
    }
    const card = await this.repository.purchaseCard(purchase.card_id, trx);
    if (!card) throw new Error(`flash-sale card ${purchase.card_id} vanished`);
    const voucherCode = await this.vouchers.issuePersonal(trx, {
      codePrefix: 'FS',
      name: `Voucher Flash Sale: ${card.name}`,
      description: card.description,
      terms: card.terms.join('\n'),
      discountType: card.discount_type,
      discountValue: card.discount_value,
      maxDiscount: card.max_discount,
      minSpend: card.min_spend,
      validFrom: paidAt,
      validUntil: new Date(paidAt.getTime() + card.valid_days * DAY_MS),
      operatorCodes: card.operator_codes,
    });
    await this.repository.setPurchase(
      purchase.id,
      { status: 'paid', paid_at: paidAt, voucher_code: voucherCode, updated_at: paidAt },
      trx,
    );
    return 'paid';
  }

  /**
   * Gives the stock of unpaid holds back (status expired). Reads never count an expired
   * hold anyway and each purchase releases its card's overdue holds first; this keeps the
   * counters and statuses honest between purchases. Also drops keys long expired.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const cardId of await this.repository.cardsWithOverdueHolds(now, 100)) {
      released += await this.db.transaction().execute(async (trx) => {
        await this.repository.lockCardRow(cardId, trx);
        const overdue = await this.repository.expireOverdueOfCard(cardId, now, trx);
        await this.repository.releaseHeld(cardId, overdue, trx);
        return overdue;
      });
    }
    await this.quiz.deleteKeysExpiredBefore(new Date(now.getTime() - DAY_MS));
    return released;
  }
}

function shownStatus(
  row: Pick<PurchaseRecord, 'status' | 'expires_at'>,
  now: Date,
): PurchaseRecord['status'] {
  return row.status === 'pending' && row.expires_at.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}

/** The buying customer, or the browser holding the purchase's guest token (decision 0004's rule). */
function mayRead(row: PurchaseRecord, access: PurchaseAccess): boolean {
  if (access.customerId !== null && row.customer_id === access.customerId) return true;
  return (
    access.guestToken !== null && safeEqual(sha256Hex(access.guestToken), row.guest_token_hash)
  );
}
