import { createHash } from 'node:crypto';
import type { Clock } from '../../../lib/clock.js';
import { formatGrossAmount } from '../notification-signature.js';
import { PaymentGatewayError } from './midtrans-gateway.js';
import { midtransChargeShape } from './midtrans-payment-types.js';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayStatus,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './payment-gateway.js';
import type { SimulatorEntry } from './simulator-ledger.repository.js';

/** Where the local simulator's payment page lives (outside /api). */
export const SIMULATOR_PAGE_PATH = '/simulator/pembayaran';

/**
 * The LOCAL PAYMENT SIMULATOR, for development and tests only (config refuses it in
 * production). It answers charges in-process with numbers derived from the order id,
 * so the same charge always shows the same virtual account, and keeps nothing of its
 * own but its books (the ledger): each charge's last status, which its status API
 * answers, as Midtrans' does. A person pays on its page (`/simulator/pembayaran/:order_id`),
 * which records the status and sends our webhook the signed notification a real
 * gateway would.
 */
export class SimulatorGateway implements PaymentGateway {
  readonly name = 'simulator' as const;

  constructor(
    private readonly publicBaseUrl: string,
    private readonly ledger: SimulatorBooks,
    private readonly clock: Clock,
  ) {}

  async createCharge(request: ChargeRequest): Promise<ChargeResult> {
    const shape = midtransChargeShape(request.method, request.description);
    const digits = digitsFrom(request.orderId, 16);
    const result: ChargeResult = {
      transactionId: simulatorTransactionId(request.orderId),
      details: {
        // The page is served on the origin the booker pays from, so its relative
        // "back to the booking" redirect lands where their guest token is stored. The
        // origin was allow-listed by the route (http/return-origin.ts): never a foreign one.
        redirect_url: `${request.returnOrigin ?? this.publicBaseUrl}${SIMULATOR_PAGE_PATH}/${encodeURIComponent(request.orderId)}`,
      },
    };
    switch (shape.payment_type) {
      case 'bank_transfer': {
        const bank = String((shape.options.bank_transfer as { bank: string }).bank);
        const prefix = BANK_PREFIX[bank] ?? '988';
        result.details.bank = bank;
        result.details.va_number = prefix + digits.slice(0, 16 - prefix.length);
        break;
      }
      case 'echannel':
        result.details.biller_code = '70012';
        result.details.payment_code = digits.slice(0, 12);
        break;
      case 'cstore':
        result.details.payment_code = `LNT${digits.slice(0, 11)}`;
        break;
      case 'gopay':
      case 'shopeepay':
      case 'qris':
        result.details.qr_string = `LINTAS-SIMULATOR-QRIS|${request.orderId}|${request.amount}|${digits.slice(0, 8)}`;
        break;
    }
    await this.ledger.record(
      {
        orderId: request.orderId,
        transactionId: result.transactionId,
        transactionStatus: 'pending',
        statusCode: SIMULATOR_STATUS_CODE.pending,
        grossAmount: formatGrossAmount(request.amount),
        paymentType: shape.payment_type,
      },
      request.now,
    );
    return result;
  }

  /** The status API: what the simulator last reported for the order; null if it never charged it. */
  async getStatus(orderId: string): Promise<GatewayStatus | null> {
    const entry = await this.ledger.find(orderId);
    if (!entry) return null;
    return {
      orderId: entry.orderId,
      transactionId: entry.transactionId,
      transactionStatus: entry.transactionStatus,
      statusCode: entry.statusCode,
      grossAmount: entry.grossAmount,
      paymentType: entry.paymentType,
      fraudStatus: 'accept',
    };
  }

  /** Like Midtrans: a pending charge is cancelled; a paid one cannot be (refund instead). */
  async cancel(orderId: string): Promise<void> {
    const entry = await this.ledger.find(orderId);
    if (!entry || entry.transactionStatus === 'cancel') return;
    if (entry.transactionStatus !== 'pending') {
      throw new PaymentGatewayError(`cancel ${orderId}: status is ${entry.transactionStatus}`);
    }
    await this.ledger.record(
      { ...entry, transactionStatus: 'cancel', statusCode: SIMULATOR_STATUS_CODE.cancel },
      this.clock.now(),
    );
  }

  /**
   * Like Midtrans' refund API: a settled charge gives back up to what it took; the same
   * refund_key again answers the refund already made (the ledger records each key once).
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const outcome = await this.ledger.refund(
      request.orderId,
      request.refundKey,
      request.amount,
      request.now,
    );
    if (outcome === 'refused') {
      throw new PaymentGatewayError(
        `refund ${request.orderId}: not a settled charge, or more than it took`,
      );
    }
    return { refundId: simulatorRefundId(request.refundKey), amount: request.amount };
  }
}

/** Where the simulator keeps its books (SimulatorLedgerRepository, in the database). */
export interface SimulatorBooks {
  record(entry: SimulatorEntry, now: Date): Promise<void>;
  refund(
    orderId: string,
    refundKey: string,
    amount: number,
    now: Date,
  ): Promise<'done' | 'repeat' | 'refused'>;
  find(orderId: string): Promise<SimulatorEntry | undefined>;
}

/**
 * The status_code Midtrans sends with each transaction_status, which the simulator signs
 * with: 200 success, 201 pending, 202 denied, expired or cancelled (card cancels say 200).
 */
export const SIMULATOR_STATUS_CODE = {
  settlement: '200',
  pending: '201',
  cancel: '202',
  expire: '202',
} as const;

// Real banks' VA prefixes look like these; only the shape matters here.
const BANK_PREFIX: Record<string, string> = {
  bca: '12345',
  bni: '8808',
  bri: '88810',
  permata: '8778',
  cimb: '5919',
};

/** The simulator's transaction id of an order: UUID-shaped, stable for the order. */
export function simulatorTransactionId(orderId: string): string {
  const hex = createHash('sha256').update(`simulator-transaction:${orderId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The simulator's id of a refund: stable for its refund_key, as a repeat must answer the same. */
function simulatorRefundId(refundKey: string): string {
  return `sim-refund-${createHash('sha256').update(`simulator-refund:${refundKey}`).digest('hex').slice(0, 16)}`;
}

function digitsFrom(seed: string, count: number): string {
  const hex = createHash('sha256').update(`simulator-digits:${seed}`).digest('hex');
  let out = '';
  for (let i = 0; out.length < count; i += 2)
    out += String(parseInt(hex.slice(i % 64, (i % 64) + 2), 16) % 10);
  return out;
}
