import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { RawBuilder } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import { paymentInstructions } from './payment-instructions.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type {
  ChargePayer,
  PaymentMethodRow,
  PaymentRow,
  PaymentsRepository,
} from './payments.repository.js';
import type { WriteAlongside } from '../../db/write-alongside.js';
import { isUniqueViolation } from '../../db/sql-state.js';

export interface CreateChargeInput {
  reservationId: number;
  reservationCode: string;
  /** Integer rupiah. */
  amount: number;
  methodCode: string;
  /** The end of the reservation's hold; the charge ends with it. */
  expiresAt: Date;
  booker: { name: string; email: string; phone: string };
  /** Allow-listed origin the booker pays from (http/return-origin.ts); null: PUBLIC_BASE_URL. */
  returnOrigin?: string | null;
}

/** A flash-sale purchase's charge (the flashsale module calls it after its commit). */
export interface FlashSaleChargeInput {
  purchaseId: number;
  purchaseCode: string;
  amount: number;
  methodCode: string;
  expiresAt: Date;
  booker: { name: string; email: string; phone: string };
  returnOrigin?: string | null;
}

/**
 * A statement the caller wants written with the charge's answer (a data-modifying CTE: the
 * booking's confirmation messages), built from the charge as its client will see it, and
 * guarded by `recorded` (true only when the answer was recorded), so both are written or
 * neither and no round trip of its own is spent (issue 11). Null: nothing to write.
 */
export type WithChargeAnswer = (
  charge: PaymentView,
  recorded: RawBuilder<boolean>,
) => RawBuilder<unknown> | null;

/** A charge whose pending row is already written (pendingChargeAlongside), with its method. */
type WrittenCharge = { id: number; orderId: string; method: PaymentMethodRow };

// Order ids are `<reservation code>-<n>`; a concurrent charge for the same reservation
// can take the same n, so the insert is retried with the next one.
const MAX_ORDER_ID_ATTEMPTS = 3;

/**
 * Charges at the payment gateway for reservations. The reservations module calls
 * these after its own transaction has committed: every method here may talk to the
 * gateway over HTTP, which must never happen inside a transaction.
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {}

  /**
   * Records a charge, asks the gateway for it and answers how the booker pays it.
   * A gateway failure leaves the charge marked failed and throws PAYMENT_FAILED.
   */
  createCharge(
    input: CreateChargeInput,
    withAnswer?: WithChargeAnswer,
    pending?: WrittenCharge,
  ): Promise<PaymentView> {
    return this.charge({ reservationId: input.reservationId }, input.reservationCode, input, {
      description: `Tiket Lintas ${input.reservationCode}`,
      withAnswer,
      pending,
    });
  }

  /**
   * A new reservation's first charge, its pending row written by the booking's own
   * statement (decision 0034: one round trip fewer per booking); createCharge then takes
   * the decoded row as `pending` and asks the gateway. Decodes null when nothing was
   * written (the method is gone): createCharge writes it, or refuses, as without.
   */
  pendingChargeAlongside(charge: {
    reservationCode: string;
    amount: number;
    methodCode: string;
    expiresAt: Date;
    now: Date;
  }): WriteAlongside<{ id: number; orderId: string } | null> {
    return {
      statement: (reservationId) =>
        this.repository.pendingChargeStatement({
          reservationId,
          code: charge.reservationCode,
          gateway: this.gateway.name,
          methodCode: charge.methodCode,
          amount: charge.amount,
          expiresAt: charge.expiresAt,
          now: charge.now,
        }),
      decode: (rows) => {
        const row = rows[0] as { id: number | string; order_id: string } | undefined;
        return row ? { id: Number(row.id), orderId: row.order_id } : null;
      },
    };
  }

  /** The same charge for a flash-sale purchase: same gateway, webhook and simulator. */
  createFlashSaleCharge(input: FlashSaleChargeInput): Promise<PaymentView> {
    return this.charge({ flashSalePurchaseId: input.purchaseId }, input.purchaseCode, input, {
      description: `Flash sale Lintas ${input.purchaseCode}`,
    });
  }

  private async charge(
    payer: ChargePayer,
    code: string,
    input: Omit<CreateChargeInput, 'reservationId' | 'reservationCode'>,
    options: {
      description: string;
      withAnswer?: WithChargeAnswer;
      /** Its pending row, already written (pendingChargeAlongside). */
      pending?: WrittenCharge;
    },
  ): Promise<PaymentView> {
    const now = this.clock.now();
    if (input.expiresAt.getTime() <= now.getTime()) {
      // The rare refusal, in the order it has always had: an unknown method first.
      if (!(await this.repository.findMethod(input.methodCode)))
        throw new AppError('PAYMENT_METHOD_NOT_FOUND');
      throw new AppError('RESERVATION_EXPIRED');
    }

    const { method, id, orderId } =
      options.pending ?? (await this.insertWithFreshOrderId(payer, code, input, now));
    const withAnswer = options.withAnswer;
    let row: PaymentRow | undefined;
    try {
      const answer = await this.gateway.createCharge({
        orderId,
        amount: input.amount,
        method: { code: method.code, name: method.name, groupCode: method.group_code },
        expiresAt: input.expiresAt,
        now,
        booker: input.booker,
        description: options.description,
        returnOrigin: input.returnOrigin ?? null,
      });
      row = await this.repository.recordChargeAnswerAndRead(
        id,
        answer.transactionId,
        answer.details,
        undefined,
        withAnswer &&
          ((recorded) =>
            withAnswer(
              this.view(this.answeredRow(payer, { id, orderId, method }, input, answer, now)),
              recorded,
            )),
      );
    } catch (error) {
      await this.repository.markChargeFailed(id);
      throw error;
    }
    if (!row) throw new Error(`payment ${orderId} vanished after its charge`);
    return this.view(row);
  }

  /**
   * The reservation's newest charge; `answeredOnly`: the newest the gateway answered (a
   * checkout's pending row is written before the gateway is asked, decision 0034).
   */
  async latestPayment(
    reservationId: number,
    options: { answeredOnly?: boolean } = {},
  ): Promise<PaymentView | null> {
    const row = await this.repository.findLatest(
      reservationId,
      undefined,
      options.answeredOnly ?? false,
    );
    return row ? this.view(row) : null;
  }

  async latestFlashSalePayment(purchaseId: number): Promise<PaymentView | null> {
    const row = await this.repository.findLatest({ flashSalePurchaseId: purchaseId });
    return row ? this.view(row) : null;
  }

  /**
   * Marks the reservation's pending charges cancelled, then asks the gateway to cancel
   * them too. Our row is the authority: a gateway that cannot be reached is logged, and
   * a payment it still takes arrives as a notification for a cancelled charge, which is
   * settled and flagged for refund if the seats are gone.
   */
  async cancelPendingCharges(reservationId: number): Promise<void> {
    const orderIds = await this.repository.cancelPending(reservationId);
    for (const orderId of orderIds) {
      try {
        await this.gateway.cancel(orderId);
      } catch (error) {
        this.logger.warn(
          { err: error, orderId, gateway: this.gateway.name },
          'payment gateway did not cancel a charge',
        );
      }
    }
  }

  /** A charge as clients see it. A pending charge past its expiry reads as expired. */
  view(row: PaymentRow): PaymentView {
    const now = this.clock.now();
    const status =
      row.status === 'pending' && row.expires_at.getTime() <= now.getTime()
        ? 'expired'
        : row.status;
    const details = row.details;
    const view: PaymentView = {
      payment_kode: row.order_id,
      status,
      jenis_pembayaran_kode: row.method_code,
      nama_pembayaran: row.method_name,
      jumlah: row.amount,
      kedaluwarsa: row.expires_at.toISOString(),
      redirect_url: typeof details.redirect_url === 'string' ? details.redirect_url : null,
      perlu_refund: row.is_late,
      paid_at: row.paid_at ? row.paid_at.toISOString() : null,
      grup_kode: row.method_group,
      instruksi: paymentInstructions(
        { name: row.method_name, group: row.method_group, stored: row.method_instructions ?? [] },
        details,
      ),
    };
    for (const key of ['va_number', 'biller_code', 'payment_code', 'qr_string'] as const) {
      const value = details[key];
      if (typeof value === 'string' && value.length > 0) view[key] = value;
    }
    return view;
  }

  /** The charge as it reads once the gateway's answer is recorded (what `withAnswer` builds on). */
  private answeredRow(
    payer: ChargePayer,
    charge: WrittenCharge,
    input: Pick<CreateChargeInput, 'amount' | 'expiresAt'>,
    answer: { transactionId: string; details: PaymentRow['details'] },
    now: Date,
  ): PaymentRow {
    return {
      id: charge.id,
      reservation_id: 'reservationId' in payer ? payer.reservationId : null,
      flash_sale_purchase_id: 'flashSalePurchaseId' in payer ? payer.flashSalePurchaseId : null,
      order_id: charge.orderId,
      gateway: this.gateway.name,
      method_code: charge.method.code,
      amount: input.amount,
      status: 'pending',
      gateway_transaction_id: answer.transactionId,
      details: answer.details,
      expires_at: input.expiresAt,
      paid_at: null,
      is_late: false,
      created_at: now,
      method_name: charge.method.name,
      method_group: charge.method.group_code,
      method_instructions: charge.method.instructions,
    };
  }

  /**
   * The method (PAYMENT_METHOD_NOT_FOUND when unknown) and the charge's pending row under
   * the payer's next order id, in one statement per try; a concurrent charge that took
   * the id makes it try the next one.
   */
  private async insertWithFreshOrderId(
    payer: ChargePayer,
    code: string,
    input: Pick<CreateChargeInput, 'methodCode' | 'amount' | 'expiresAt'>,
    now: Date,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        const inserted = await this.repository.insertChargeOfMethod({
          payer,
          code,
          offset: attempt,
          gateway: this.gateway.name,
          methodCode: input.methodCode,
          amount: input.amount,
          expiresAt: input.expiresAt,
          now,
        });
        if (!inserted) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
        return inserted;
      } catch (error) {
        if (attempt >= MAX_ORDER_ID_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }
}
