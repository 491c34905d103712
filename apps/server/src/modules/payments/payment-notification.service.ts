import type { NotificationOutcome, PaymentNotification } from '@lintas/domain/payment-schemas';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { randomSecret } from '../../lib/random.js';
import type { GatewayStatus } from './gateways/payment-gateway.js';
import { isValidNotificationSignature, parseGrossAmount } from './notification-signature.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';

/**
 * Marks a reservation paid inside the caller's transaction (the reservations module
 * owns it). 'late': the hold had run out and the seats could not be kept, so the money
 * is owed back; 'already_paid': another charge paid it first.
 */
export type SettleReservation = (
  trx: Transaction<DB>,
  reservationId: number,
  paidAt: Date,
) => Promise<'paid' | 'already_paid' | 'late'>;

export interface NotificationResult {
  orderId: string;
  outcome: NotificationOutcome;
}

/** What a gateway's transaction_status means for our charge. */
type ChargeTransition = 'paid' | 'expired' | 'cancelled' | 'failed' | 'none';

function transitionOf(
  transactionStatus: string,
  fraudStatus: string | undefined,
): ChargeTransition {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid';
    // Card payments: captured money held for fraud review is not paid yet.
    case 'capture':
      return fraudStatus === undefined || fraudStatus === 'accept' ? 'paid' : 'none';
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

/**
 * Applies the gateway's notifications to our charges. One notification is one
 * transaction: it is recorded, the charge changes, and a paid charge settles its
 * reservation, all committed together or not at all. The same notification twice
 * finds its record already there and changes nothing.
 */
export class PaymentNotificationService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly settleReservation: SettleReservation,
    private readonly clock: Clock,
    private readonly serverKey: string,
  ) {}

  /** A notification POSTed to our webhook: its signature decides whether we act on it. */
  async receive(notification: PaymentNotification): Promise<NotificationResult> {
    if (!isValidNotificationSignature(notification, this.serverKey)) {
      // Kept for audit, under a transaction id of its own: an unverified body must not
      // take the de-duplication key that the genuine notification will need.
      await this.repository.insertNotificationOnce({
        order_id: notification.order_id,
        transaction_id: `unverified:${randomSecret(12)}`,
        transaction_status: notification.transaction_status,
        body: notification,
        outcome: 'invalid_signature',
        received_at: this.clock.now(),
      });
      return { orderId: notification.order_id, outcome: 'invalid_signature' };
    }
    return this.apply(notification);
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
    return this.repository.transaction(async (repository, trx) => {
      const now = this.clock.now();
      // Recorded first: on PostgreSQL a concurrent copy of this notification waits on
      // the unique key until we commit, then finds it taken.
      const recordId = await repository.insertNotificationOnce({
        order_id: orderId,
        transaction_id: notification.transaction_id,
        transaction_status: notification.transaction_status,
        body: notification,
        outcome: 'processing',
        received_at: now,
      });
      if (recordId === null) return { orderId, outcome: 'duplicate' as const };

      const outcome = await this.applyToCharge(repository, trx, notification, now);
      await repository.setNotificationOutcome(recordId, outcome);
      return { orderId, outcome };
    });
  }

  private async applyToCharge(
    repository: PaymentsRepository,
    trx: Transaction<DB>,
    notification: PaymentNotification,
    now: Date,
  ): Promise<NotificationOutcome> {
    const payment = await repository.findByOrderIdForUpdate(notification.order_id);
    if (!payment) return 'unknown_order';
    if (parseGrossAmount(notification.gross_amount) !== payment.amount) return 'amount_mismatch';

    const transition = transitionOf(notification.transaction_status, notification.fraud_status);
    switch (transition) {
      case 'paid':
        return this.settle(repository, trx, payment, notification.transaction_id, now);
      case 'expired':
      case 'cancelled':
      case 'failed':
        // Only a charge still waiting can end this way; a paid one stays paid.
        if (payment.status !== 'pending') return 'ignored';
        await repository.closeCharge(payment.id, transition);
        return transition;
      case 'none':
        return 'ignored';
    }
  }

  private async settle(
    repository: PaymentsRepository,
    trx: Transaction<DB>,
    payment: PaymentRow,
    transactionId: string,
    now: Date,
  ): Promise<NotificationOutcome> {
    // Card payments notify 'capture' then 'settlement' for one charge: pay it once.
    if (payment.status === 'paid') return 'already_paid';
    // Money arrived even if we had given up on the charge (cancelled, expired): it is
    // settled all the same, and the reservation decides whether the seats are still ours.
    await repository.settleCharge(payment.id, { paidAt: now, transactionId });
    const settled = await this.settleReservation(trx, payment.reservation_id, now);
    if (settled === 'paid') return 'paid';
    await repository.flagRefundOwed(payment.id);
    return settled === 'late' ? 'late' : 'double_payment';
  }
}
