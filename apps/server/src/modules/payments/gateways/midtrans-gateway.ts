import { AppError } from '../../../http/app-error.js';
import { formatGatewayTimeWithZone } from './gateway-time.js';
import { midtransChargeShape } from './midtrans-payment-types.js';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayStatus,
  PaymentDetails,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway.js';

export interface MidtransOptions {
  /** e.g. https://api.sandbox.midtrans.com (no trailing slash). */
  apiBaseUrl: string;
  serverKey: string;
  timeoutMs?: number;
}

/**
 * A failed call to the gateway. People read the catalogue's PAYMENT_FAILED message;
 * `gatewayDetail` (what the gateway answered) goes to the log only.
 */
export class PaymentGatewayError extends AppError {
  readonly gatewayDetail: string;
  constructor(gatewayDetail: string) {
    super('PAYMENT_FAILED');
    this.gatewayDetail = gatewayDetail;
  }
}

type MidtransAnswer = Record<string, unknown> & { status_code?: string; status_message?: string };

/**
 * Midtrans Core API over fetch: POST /v2/charge, GET /v2/{order_id}/status, POST
 * /v2/{order_id}/cancel, POST /v2/{order_id}/refund.
 */
export class MidtransGateway implements PaymentGateway {
  readonly name = 'midtrans' as const;
  private readonly authorization: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: MidtransOptions) {
    // Midtrans authenticates with the server key as the Basic user and an empty password.
    this.authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async createCharge(request: ChargeRequest): Promise<ChargeResult> {
    const seconds = Math.floor((request.expiresAt.getTime() - request.now.getTime()) / 1000);
    if (seconds < 1) throw new AppError('RESERVATION_EXPIRED');
    const shape = midtransChargeShape(request.method, request.description);
    const body = {
      payment_type: shape.payment_type,
      transaction_details: { order_id: request.orderId, gross_amount: request.amount },
      item_details: [
        {
          id: request.orderId,
          price: request.amount,
          quantity: 1,
          name: request.description.slice(0, 50),
        },
      ],
      customer_details: {
        first_name: request.booker.name.slice(0, 255),
        email: request.booker.email,
        phone: request.booker.phone,
      },
      // Counted in seconds so the charge ends exactly when the seats' hold does.
      custom_expiry: {
        order_time: formatGatewayTimeWithZone(request.now),
        expiry_duration: seconds,
        unit: 'second',
      },
      ...shape.options,
    };
    const answer = await this.call('POST', '/v2/charge', body);
    if (answer.status_code !== '201' && answer.status_code !== '200') {
      throw new PaymentGatewayError(`charge ${request.orderId}: ${describe(answer)}`);
    }
    const transactionId = stringField(answer, 'transaction_id');
    if (!transactionId)
      throw new PaymentGatewayError(`charge ${request.orderId}: no transaction_id`);
    return { transactionId, details: paymentDetails(answer) };
  }

  async getStatus(orderId: string): Promise<GatewayStatus | null> {
    const answer = await this.call('GET', `/v2/${encodeURIComponent(orderId)}/status`);
    if (answer.status_code === '404') return null;
    const transactionId = stringField(answer, 'transaction_id');
    const transactionStatus = stringField(answer, 'transaction_status');
    const grossAmount = stringField(answer, 'gross_amount');
    if (!transactionId || !transactionStatus || !grossAmount || !answer.status_code) {
      throw new PaymentGatewayError(`status ${orderId}: ${describe(answer)}`);
    }
    return {
      orderId: stringField(answer, 'order_id') ?? orderId,
      transactionId,
      transactionStatus,
      statusCode: answer.status_code,
      grossAmount,
      paymentType: stringField(answer, 'payment_type'),
      fraudStatus: stringField(answer, 'fraud_status'),
      transactionTime: stringField(answer, 'transaction_time'),
      signatureKey: stringField(answer, 'signature_key'),
    };
  }

  async cancel(orderId: string): Promise<void> {
    const answer = await this.call('POST', `/v2/${encodeURIComponent(orderId)}/cancel`);
    // 404: the gateway never registered the charge, so there is nothing to cancel.
    if (answer.status_code === '200' || answer.status_code === '404') return;
    throw new PaymentGatewayError(`cancel ${orderId}: ${describe(answer)}`);
  }

  /**
   * POST /v2/{order_id}/refund with our refund_key: Midtrans refunds a settled charge
   * (whole or partly) and keeps the key, so asking again with it does not refund twice.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const answer = await this.call('POST', `/v2/${encodeURIComponent(request.orderId)}/refund`, {
      refund_key: request.refundKey,
      amount: request.amount,
      reason: request.reason.slice(0, 255),
    });
    if (answer.status_code !== '200') {
      throw new PaymentGatewayError(`refund ${request.orderId}: ${describe(answer)}`);
    }
    const refundId =
      stringField(answer, 'refund_chargeback_id') ??
      (typeof answer.refund_chargeback_id === 'number'
        ? String(answer.refund_chargeback_id)
        : undefined);
    const amount = parseFloat(String(answer.refund_amount ?? request.amount));
    if (!refundId || !Number.isFinite(amount)) {
      throw new PaymentGatewayError(`refund ${request.orderId}: no refund_chargeback_id`);
    }
    return { refundId, amount: Math.round(amount) };
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<MidtransAnswer> {
    let response: Response;
    try {
      response = await fetch(`${this.options.apiBaseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization: this.authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentGatewayError(`${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = null;
    }
    // Midtrans answers "not found" as HTTP 404 on some endpoints and as status_code "404"
    // inside an HTTP 200 on others; both mean the same to us.
    if (response.status === 404) return { status_code: '404' };
    if (!response.ok || answer === null || typeof answer !== 'object') {
      throw new PaymentGatewayError(
        `${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
    }
    return answer as MidtransAnswer;
  }
}

function stringField(answer: Record<string, unknown>, key: string): string | undefined {
  const value = answer[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function describe(answer: MidtransAnswer): string {
  return `status_code ${answer.status_code ?? '?'} ${answer.status_message ?? ''}`.trim();
}

function paymentDetails(answer: MidtransAnswer): PaymentDetails {
  const details: PaymentDetails = {};
  const vaNumbers = answer.va_numbers;
  if (Array.isArray(vaNumbers) && vaNumbers[0] && typeof vaNumbers[0] === 'object') {
    const first = vaNumbers[0] as Record<string, unknown>;
    details.va_number = stringField(first, 'va_number');
    details.bank = stringField(first, 'bank');
  }
  const permata = stringField(answer, 'permata_va_number');
  if (permata) {
    details.va_number = permata;
    details.bank = 'permata';
  }
  const billKey = stringField(answer, 'bill_key');
  if (billKey) {
    details.payment_code = billKey;
    details.biller_code = stringField(answer, 'biller_code');
  }
  const paymentCode = stringField(answer, 'payment_code');
  if (paymentCode) details.payment_code = paymentCode;
  const qrString = stringField(answer, 'qr_string');
  if (qrString) details.qr_string = qrString;
  const actions = answer.actions;
  if (Array.isArray(actions)) {
    const deeplink = actions.find(
      (action): action is Record<string, unknown> =>
        typeof action === 'object' &&
        action !== null &&
        (action as { name?: unknown }).name === 'deeplink-redirect',
    );
    const url = deeplink ? stringField(deeplink, 'url') : undefined;
    if (url) details.redirect_url = url;
  }
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
}
