import type { PaymentNotification } from '@lintas/domain/payment-schemas';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { formatGatewayTime } from './gateways/gateway-time.js';
import { midtransChargeShape } from './gateways/midtrans-payment-types.js';
import { SIMULATOR_STATUS_CODE, simulatorTransactionId } from './gateways/simulator-gateway.js';
import type { SimulatorLedgerRepository } from './gateways/simulator-ledger.repository.js';
import { formatGrossAmount, notificationSignature } from './notification-signature.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import { flashSalePurchasePagePath, reservationPagePath } from './payment-simulator.page.js';

/** What the local simulator can report for a charge, as Midtrans names it. */
export type SimulatedStatus = 'settlement' | 'cancel' | 'expire';

export interface SimulatorPage {
  payment: PaymentRow;
  /** The code of what is paid: a reservation's, or a flash-sale purchase's. */
  reservationCode: string;
  /** The site's page the payer goes back to after the simulator. */
  returnPath: string;
  now: Date;
}

/**
 * The gateway side of the LOCAL PAYMENT SIMULATOR: it looks charges up in our payments
 * table, decides a status (recorded in its own books, which its status API answers) and
 * writes the signed notification a real gateway would send, each status signed with its
 * own status_code. Sending it is the caller's job (NotificationSender).
 */
export class PaymentSimulatorService {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly clock: Clock,
    private readonly serverKey: string,
    private readonly ledger: SimulatorLedgerRepository,
  ) {}

  /** What the simulator's page shows for a charge; null for an order it never saw. */
  async page(orderId: string): Promise<SimulatorPage | null> {
    const payment = await this.repository.findByOrderId(orderId);
    if (!payment) return null;
    if (payment.reservation_id === null) {
      const purchaseCode =
        (await this.repository.flashSalePurchaseCodeOf(payment.flash_sale_purchase_id ?? 0)) ?? '';
      return {
        payment,
        reservationCode: purchaseCode,
        returnPath: flashSalePurchasePagePath(purchaseCode),
        now: this.clock.now(),
      };
    }
    const reservationCode = (await this.repository.reservationCodeOf(payment.reservation_id)) ?? '';
    return {
      payment,
      reservationCode,
      returnPath: reservationPagePath(reservationCode),
      now: this.clock.now(),
    };
  }

  /** The notification for the reservation's newest pending charge (the dev settle route). */
  async notificationForReservation(
    reservationCode: string,
    status: SimulatedStatus,
  ): Promise<PaymentNotification> {
    if (!(await this.repository.reservationExists(reservationCode))) {
      throw new AppError('RESERVATION_NOT_FOUND');
    }
    const orderId = await this.repository.latestPendingOrderId(reservationCode);
    if (!orderId) throw new AppError('NO_PENDING_PAYMENT');
    return this.notification(orderId, status);
  }

  async notification(orderId: string, status: SimulatedStatus): Promise<PaymentNotification> {
    const payment = await this.repository.findByOrderId(orderId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    const now = this.clock.now();
    const statusCode = SIMULATOR_STATUS_CODE[status];
    const grossAmount = formatGrossAmount(payment.amount);
    const paymentType = midtransChargeShape(
      { code: payment.method_code, name: payment.method_name, groupCode: payment.method_group },
      '',
    ).payment_type;
    const notification: PaymentNotification = {
      transaction_time: formatGatewayTime(payment.created_at),
      transaction_status: status,
      transaction_id: payment.gateway_transaction_id ?? simulatorTransactionId(orderId),
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: notificationSignature(orderId, statusCode, grossAmount, this.serverKey),
      payment_type: paymentType,
      order_id: orderId,
      merchant_id: 'LINTAS-SIMULATOR',
      gross_amount: grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    };
    if (status === 'settlement') notification.settlement_time = formatGatewayTime(now);
    if (payment.details.va_number) {
      notification.va_numbers = [
        { bank: payment.details.bank ?? '', va_number: payment.details.va_number },
      ];
    }
    if (payment.details.payment_code) notification.payment_code = payment.details.payment_code;
    // The simulator's books first: asked by our webhook before it settles, its status API
    // must already say what the notification says.
    await this.ledger.record(
      {
        orderId,
        transactionId: notification.transaction_id,
        transactionStatus: status,
        statusCode,
        grossAmount,
        paymentType,
      },
      now,
    );
    return notification;
  }
}
