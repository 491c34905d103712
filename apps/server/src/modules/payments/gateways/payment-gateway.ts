import type { PaymentMethodsTable } from '../../../db/schema.js';

/**
 * What we need from a payment gateway, in the shape Indonesia's common gateways share
 * (Midtrans-style): create a charge, ask its status, cancel it. The gateway tells us
 * the outcome by a signed notification to our webhook; `getStatus` recovers one that
 * never arrived.
 */
export interface PaymentGateway {
  readonly name: 'simulator' | 'midtrans';
  createCharge(request: ChargeRequest): Promise<ChargeResult>;
  /** The gateway's view of a charge, or null when this gateway has nothing to add to ours. */
  getStatus(orderId: string): Promise<GatewayStatus | null>;
  cancel(orderId: string): Promise<void>;
  /**
   * Gives back (part of) a paid charge. `refundKey` is ours and stable per refund: asked
   * again with the same key, the gateway answers the refund it made, never a second one.
   * Throws PaymentGatewayError when the gateway refuses or cannot be reached.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface RefundRequest {
  orderId: string;
  refundKey: string;
  /** Integer rupiah, at most what the charge took. */
  amount: number;
  reason: string;
  now: Date;
}

export interface RefundResult {
  /** The gateway's id of the refund (Midtrans: refund_chargeback_id). */
  refundId: string;
  amount: number;
}

export interface PaymentMethodRef {
  code: string;
  name: string;
  groupCode: PaymentMethodsTable['group_code'];
}

export interface ChargeRequest {
  orderId: string;
  /** Integer rupiah. */
  amount: number;
  method: PaymentMethodRef;
  /** The charge must not outlive the reservation's hold. */
  expiresAt: Date;
  now: Date;
  booker: { name: string; email: string; phone: string };
  /** What the booker sees on the gateway's side, e.g. "Tiket Lintas ABC123". */
  description: string;
  /**
   * The origin to send the booker back to after paying, already checked against the
   * allow-list (http/return-origin.ts); absent or null: PUBLIC_BASE_URL.
   */
  returnOrigin?: string | null;
}

/** How the booker pays a charge: the fields a payment page shows. */
export interface PaymentDetails {
  va_number?: string;
  bank?: string;
  biller_code?: string;
  payment_code?: string;
  qr_string?: string;
  redirect_url?: string;
}

export interface ChargeResult {
  transactionId: string;
  details: PaymentDetails;
}

/** A charge's state at the gateway, in the fields a notification carries. */
export interface GatewayStatus {
  orderId: string;
  transactionId: string;
  transactionStatus: string;
  statusCode: string;
  grossAmount: string;
  paymentType?: string;
  fraudStatus?: string;
  transactionTime?: string;
  signatureKey?: string;
}
