import type { NotificationOutcome, PaymentNotification } from '@lintas/domain/payment-schemas';
import type { Executor } from '../../db/executor.js';
import type { RateLimiter } from '../../db/rate-limiter.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { randomSecret, sha256Hex } from '../../lib/random.js';
import type { GatewayStatus, PaymentGateway } from './gateways/payment-gateway.js';
import { isValidNotificationSignature, parseGrossAmount } from './notification-signature.js';
import { PAID_STATUS_CODE, statusCodeFits } from './notification-status.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { RefundService } from './refund.service.js';

/**
 * Marks a reservation paid inside the caller's transaction (the reservations module
 * owns it). 'late': the hold had run out and the seats could not be kept, so the money
 * is owed back; 'already_paid': another charge paid it first.
 */
export type SettleReservation = (
  trx: Executor,
  reservationId: number,
  paidAt: Date,
) => Promise<'paid' | 'already_paid' | 'late'>;

/** The flashsale module's settle of a purchase, in the notification's transaction. */
export type SettleFlashSalePurchase = SettleReservation;

export interface NotificationResult {
  orderId: string;
  outcome: NotificationOutcome;
}

/** What a gateway's transaction_status means for our charge. */
type ChargeTransition = 'paid' | 'expired' | 'cancelled' | 'failed' | 'none';

function transitionOf(
  transactionStatus: string,
  fraudStatus: string | undefined,
  statusCode: string,
): ChargeTransition {
  switch (transactionStatus) {
    case 'settlement':
      return statusCode === PAID_STATUS_CODE ? 'paid' : 'none';
    // Card payments: captured money held for fraud review (201) is not paid yet. The
    // fraud_status is not signed, so only the signed 200 can make a capture pay.
    case 'capture':
      return statusCode === PAID_STATUS_CODE &&
        (fraudStatus === undefined || fraudStatus === 'accept')
        ? 'paid'
        : 'none';
    case 'expire':
      return 'expired';
    case 'cancel':
      return 'cancelled';
    case 'deny':
    case 'failure':
      return 'failed';
    // pending, authorize, refund, chargeback...: nothing for us to change.
    default:
      return 'none';
  }
}

/** How the webhook treats notifications it refuses. */
export interface RejectedNotificationPolicy {
  /** Refused notifications per client address per minute; beyond it, 429. */
  perAddressPerMinute: number;
  /** Refused notifications kept for audit (the newest); older ones are deleted. */
  keep: number;
}

// The fields of a notification kept when it is refused: what an audit needs, nothing
// a sender could use to fill the disk (every one is length-capped by the schema).
const KEPT_FIELDS = [
  'order_id',
  'transaction_id',
  'transaction_status',
  'status_code',
  'gross_amount',
  'signature_key',
  'payment_type',
  'fraud_status',
  'transaction_time',
] as const;

/**
 * Applies the gateway's notifications to our charges. One notification is one
 * transaction: it is recorded, the charge changes, and a paid charge settles its
 * reservation, all committed together or not at all. The same notification twice
 * finds its record already there and changes nothing.
 */
export class PaymentNotificationService {
  constructor(
    private readonly db: Executor,
    private readonly repository: PaymentsRepository,
    private readonly settleReservation: SettleReservation,
    private readonly clock: Clock,
    private readonly serverKey: string,
    private readonly gateway: PaymentGateway,
    private readonly rateLimiter: RateLimiter,
    private readonly rejected: RejectedNotificationPolicy,
    private readonly settleFlashSalePurchase?: SettleFlashSalePurchase,
    /** Owes the money back when a payment cannot pay its booking (decision 0017). */
    private readonly refunds?: Pick<RefundService, 'owePayment'>,
  ) {}

  /**
   * A notification POSTed to our webhook by `clientAddress`. Believed only when its
   * signature is valid AND its status_code is the one the gateway sends with its
   * transaction_status (the signature does not cover the status); one that would pay
   * us is believed only once the gateway's status API says the same. Refused ones are
   * kept small and few, and too many from one address answer RATE_LIMITED.
   * Throws PAYMENT_FAILED (502) when the gateway cannot be asked: the gateway retries.
   */
  async receive(
    notification: PaymentNotification,
    clientAddress: string,
  ): Promise<NotificationResult> {
    if (
      !isValidNotificationSignature(notification, this.serverKey) ||
      !statusCodeFits(notification.transaction_status, notification.status_code)
    ) {
      return this.refuse(notification, 'invalid_signature', clientAddress);
    }
    if (!(await this.confirmedByGateway(notification))) {
      return this.refuse(notification, 'unconfirmed', clientAddress);
    }
    return this.apply(notification);
  }

  /**
   * True unless the notification would pay one of our pending charges and the gateway,
   * asked with our server key, does not say that charge is paid with that amount.
   * Notifications that pay nothing (unknown order, wrong amount, already paid, closing
   * statuses) need no confirmation: they are recorded and change nothing that matters.
   */
  private async confirmedByGateway(notification: PaymentNotification): Promise<boolean> {
    const claim = transitionOf(
      notification.transaction_status,
      notification.fraud_status,
      notification.status_code,
    );
    if (claim !== 'paid') return true;
    const payment = await this.repository.findByOrderId(notification.order_id);
    if (!payment || payment.status === 'paid') return true;
    if (parseGrossAmount(notification.gross_amount) !== payment.amount) return true;
    // Outside any transaction: the status query is HTTP.
    const status = await this.gateway.getStatus(notification.order_id);
    return (
      status !== null &&
      status.orderId === notification.order_id &&
      transitionOf(status.transactionStatus, status.fraudStatus, status.statusCode) === 'paid' &&
      parseGrossAmount(status.grossAmount) === payment.amount
    );
  }

  /**
   * Keeps a refused notification for audit, but only its known fields, a digest of the
   * whole body and the sender's address, under a transaction id of its own (it must not
   * take the de-duplication key the genuine notification will need), and only the
   * newest `keep` of them. Past the per-address limit nothing is written at all.
   */
  private async refuse(
    notification: PaymentNotification,
    outcome: 'invalid_signature' | 'unconfirmed',
    clientAddress: string,
  ): Promise<NotificationResult> {
    const limit = await this.rateLimiter.hit(
      `webhook-refused:${clientAddress}`,
      this.rejected.perAddressPerMinute,
      60_000,
    );
    if (!limit.allowed) {
      throw new AppError('RATE_LIMITED', undefined, {
        retry_after_detik: limit.retryAfterSeconds,
      });
    }
    const body: Record<string, unknown> = {};
    for (const field of KEPT_FIELDS) {
      if (notification[field] !== undefined) body[field] = notification[field];
    }
    const received = notification as Record<string, unknown>;
    body.other_fields = Object.keys(received).filter(
      (key) => !(KEPT_FIELDS as readonly string[]).includes(key),
    ).length;
    body.body_sha256 = sha256Hex(JSON.stringify(received));
    body.client_address = clientAddress;
    await this.repository.insertRefusedNotification(
      {
        order_id: notification.order_id,
        transaction_id: `${outcome === 'unconfirmed' ? 'unconfirmed' : 'unverified'}:${randomSecret(12)}`,
        transaction_status: notification.transaction_status,
        body,
        outcome,
        received_at: this.clock.now(),
      },
      this.rejected.keep,
    );
    return { orderId: notification.order_id, outcome };
  }

  /**
   * A status we fetched from the gateway ourselves (with our server key), applied as if
   * its notification had arrived: a lost webhook is recovered, and the webhook arriving
   * afterwards is a repeat.
   */
  applyGatewayStatus(status: GatewayStatus): Promise<NotificationResult> {
    return this.apply({
      order_id: status.orderId,
      transaction_id: status.transactionId,
      transaction_status: status.transactionStatus,
      status_code: status.statusCode,
      gross_amount: status.grossAmount,
      signature_key: status.signatureKey ?? '',
      payment_type: status.paymentType,
      fraud_status: status.fraudStatus,
      transaction_time: status.transactionTime,
      source: 'status_query',
    });
  }

  private apply(notification: PaymentNotification): Promise<NotificationResult> {
    const orderId = notification.order_id;
    return this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      // Recorded first: on PostgreSQL a concurrent copy of this notification waits on
      // the unique key until we commit, then finds it taken.
      const recordId = await this.repository.insertNotificationOnce(
        {
          order_id: orderId,
          transaction_id: notification.transaction_id,
          transaction_status: notification.transaction_status,
          body: notification,
          outcome: 'processing',
          received_at: now,
        },
        trx,
      );
      if (recordId === null) return { orderId, outcome: 'duplicate' as const };

      const outcome = await this.applyToCharge(trx, notification, now);
      await this.repository.setNotificationOutcome(recordId, outcome, trx);
      return { orderId, outcome };
    });
  }

  private async applyToCharge(
    trx: Executor,
    notification: PaymentNotification,
    now: Date,
  ): Promise<NotificationOutcome> {
    const payment = await this.repository.findByOrderIdForUpdate(notification.order_id, trx);
    if (!payment) return 'unknown_order';
    if (parseGrossAmount(notification.gross_amount) !== payment.amount) return 'amount_mismatch';

    const transition = transitionOf(
      notification.transaction_status,
      notification.fraud_status,
      notification.status_code,
    );
    switch (transition) {
      case 'paid':
        return this.settle(trx, payment, notification.transaction_id, now);
      case 'expired':
      case 'cancelled':
      case 'failed':
        // Only a charge still waiting can end this way; a paid one stays paid.
        if (payment.status !== 'pending') return 'ignored';
        await this.repository.closeCharge(payment.id, transition, trx);
        return transition;
      case 'none':
        return 'ignored';
    }
  }

  private async settle(
    trx: Executor,
    payment: PaymentRow,
    transactionId: string,
    now: Date,
  ): Promise<NotificationOutcome> {
    // Card payments notify 'capture' then 'settlement' for one charge: pay it once.
    if (payment.status === 'paid') return 'already_paid';
    // Money arrived even if we had given up on the charge (cancelled, expired): it is
    // settled all the same, and the reservation decides whether the seats are still ours.
    await this.repository.settleCharge(payment.id, { paidAt: now, transactionId }, trx);
    // A charge is a reservation's or a flash-sale purchase's (CHECK payments_one_payer).
    const settled =
      payment.reservation_id !== null
        ? await this.settleReservation(trx, payment.reservation_id, now)
        : payment.flash_sale_purchase_id !== null && this.settleFlashSalePurchase
          ? await this.settleFlashSalePurchase(trx, payment.flash_sale_purchase_id, now)
          : 'late';
    if (settled === 'paid') return 'paid';
    await this.repository.flagRefundOwed(payment.id, trx);
    await this.refunds?.owePayment(trx, payment, settled === 'late' ? 'terlambat' : 'ganda');
    return settled === 'late' ? 'late' : 'double_payment';
  }
}
