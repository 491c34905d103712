import type { CheckPembayaranResult } from '@lintas/domain/payment-schemas';
import type { ReservationStatus } from '../../db/schema.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from './gateways/payment-gateway.js';
import type { PaymentNotificationService } from './payment-notification.service.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { PaymentsService } from './payments.service.js';
import type { ServiceLogger } from '../../lib/logger.js';

/** A reservation as the payment status needs it. */
export interface PayableReservation {
  id: number;
  code: string;
  status: ReservationStatus;
  expiresAt: Date;
  paidAt: Date | null;
}

/** Who asks: a logged-in customer, or the browser holding the guest secret of the booking. */
export interface ReservationCaller {
  customerId: number | null;
  guestToken: string | null;
}

/**
 * The reservation with this code if the caller may see it, else null (the caller
 * cannot tell "not yours" from "does not exist").
 */
export type FindPayableReservation = (
  code: string,
  caller: ReservationCaller,
) => Promise<PayableReservation | null>;

/**
 * check-pembayaran: where a reservation's payment stands, for clients polling after
 * the booker went to pay. With a gateway that can be asked, a charge still pending
 * here is checked there, so a notification that never arrived is recovered.
 */
export class PaymentStatusService {
  constructor(
    private readonly findReservation: FindPayableReservation,
    private readonly repository: PaymentsRepository,
    private readonly payments: PaymentsService,
    private readonly notifications: PaymentNotificationService,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
  ) {}

  async check(
    reservationCode: string,
    paymentCode: string | undefined,
    caller: ReservationCaller,
  ): Promise<CheckPembayaranResult> {
    let reservation = await this.findReservation(reservationCode, caller);
    if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
    let payment = await this.findPayment(reservation.id, paymentCode);

    // Asked outside any transaction: the gateway call is HTTP.
    if (payment?.status === 'pending' && (await this.recoverFromGateway(payment.order_id))) {
      reservation = (await this.findReservation(reservationCode, caller)) ?? reservation;
      payment = await this.findPayment(reservation.id, payment.order_id);
    }

    const now = this.clock.now();
    const status =
      reservation.status === 'pending' && reservation.expiresAt.getTime() <= now.getTime()
        ? 'expired'
        : reservation.status;
    const view = payment ? this.payments.view(payment) : null;
    return {
      reservasi_kode: reservation.code,
      status,
      status_pembayaran: view?.status ?? null,
      paid_at: reservation.paidAt ? reservation.paidAt.toISOString() : null,
      expired_time: reservation.expiresAt.toISOString(),
      pembayaran: view,
    };
  }

  private async findPayment(reservationId: number, paymentCode: string | undefined) {
    if (paymentCode === undefined) return (await this.repository.findLatest(reservationId)) ?? null;
    const payment = await this.repository.findByOrderId(paymentCode);
    // Another reservation's charge is "not found" here, like a code that does not exist.
    if (!payment || payment.reservation_id !== reservationId)
      throw new AppError('PAYMENT_NOT_FOUND');
    return payment;
  }

  /**
   * Another payer's pending charge (a flash-sale purchase) checked at the gateway, as
   * check() does for a reservation's: true when a lost notification was applied.
   */
  recoverCharge(orderId: string): Promise<boolean> {
    return this.recoverFromGateway(orderId);
  }

  /** True when the gateway knew more than we did and that has now been applied. */
  private async recoverFromGateway(orderId: string): Promise<boolean> {
    try {
      const status = await this.gateway.getStatus(orderId);
      if (!status || status.transactionStatus === 'pending') return false;
      const result = await this.notifications.applyGatewayStatus(status);
      if (result.outcome === 'late' || result.outcome === 'double_payment') {
        this.logger.warn(
          { orderId, outcome: result.outcome },
          'payment recovered from the gateway owes a refund',
        );
      }
      return result.outcome !== 'duplicate';
    } catch (error) {
      // The booker still gets our own answer; the webhook may yet arrive.
      this.logger.warn({ err: error, orderId }, 'payment gateway status query failed');
      return false;
    }
  }
}

/** The reservations module's access rule (ReservationService.requireAccessible). */
export interface ReservationAccessRule {
  requireAccessible(
    code: string,
    caller: ReservationCaller,
  ): Promise<{
    id: number;
    code: string;
    status: ReservationStatus;
    expires_at: Date;
    paid_at: Date | null;
  }>;
}

/**
 * check-pembayaran answers exactly whom detail-reservasi answers: the reservations
 * module decides. `rule` is read at call time because that module is built after
 * this one (it charges through our PaymentsService).
 */
export function findPayableReservationVia(
  rule: () => ReservationAccessRule,
): FindPayableReservation {
  return async (code, caller) => {
    try {
      const row = await rule().requireAccessible(code, caller);
      return {
        id: row.id,
        code: row.code,
        status: row.status,
        expiresAt: row.expires_at,
        paidAt: row.paid_at,
      };
    } catch (error) {
      if (isAppError(error) && error.code === 'RESERVATION_NOT_FOUND') return null;
      throw error;
    }
  };
}
