import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Midtrans Core API, for tests: it checks the Basic auth of
 * the server key and the shape of charge bodies like the real API does, answers
 * charges with Midtrans-shaped bodies, and serves statuses the test sets.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface MidtransStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The transaction a status query answers for an order id (absent: 404). */
  statuses: Map<string, Record<string, unknown>>;
  /**
   * Refunds made, by refund_key: like Midtrans, a key seen before answers the refund it
   * made and refunds nothing more. Only orders with a settlement status can be refunded.
   */
  refunds: Map<string, { orderId: string; amount: number; refundId: string }>;
  /** Makes the next calls answer this HTTP status with this body. */
  failWith(status: number, body?: unknown): void;
  /** Delays every answer, to exercise the client's timeout. */
  delayMs: number;
  /** Forgets requests, statuses, failures and delays. */
  reset(): void;
  close(): Promise<void>;
}

export async function startMidtransStandIn(serverKey: string): Promise<MidtransStandIn> {
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const requests: RecordedRequest[] = [];
  const statuses = new Map<string, Record<string, unknown>>();
  const refunds: MidtransStandIn['refunds'] = new Map();
  let failure: { status: number; body: unknown } | null = null;

  const standIn: MidtransStandIn = {
    baseUrl: '',
    requests,
    statuses,
    refunds,
    delayMs: 0,
    failWith(status, body = { status_code: String(status), status_message: 'stand-in failure' }) {
      failure = { status, body };
    },
    reset() {
      requests.length = 0;
      statuses.clear();
      refunds.clear();
      failure = null;
      standIn.delayMs = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this close waits for their timeout.
        server.closeAllConnections();
      }),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const path = req.url ?? '';
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization,
        body,
      });
      const answer = (status: number, payload: unknown) => {
        setTimeout(() => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(payload));
        }, standIn.delayMs);
      };
      if (req.headers.authorization !== expectedAuth) {
        return answer(401, {
          status_code: '401',
          status_message: 'Access denied due to unauthorized transaction',
        });
      }
      if (failure) return answer(failure.status, failure.body);

      if (req.method === 'POST' && path === '/v2/charge') return answer(200, chargeAnswer(body));
      const status = /^\/v2\/([^/]+)\/status$/.exec(path);
      if (req.method === 'GET' && status?.[1]) {
        const known = statuses.get(decodeURIComponent(status[1]));
        return known
          ? answer(200, known)
          : answer(200, { status_code: '404', status_message: "Transaction doesn't exist." });
      }
      const cancel = /^\/v2\/([^/]+)\/cancel$/.exec(path);
      if (req.method === 'POST' && cancel?.[1]) {
        return answer(200, {
          status_code: '200',
          status_message: 'Success, transaction is canceled',
          transaction_status: 'cancel',
        });
      }
      const refund = /^\/v2\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refund?.[1]) {
        return answer(200, refundAnswer(decodeURIComponent(refund[1]), body, statuses, refunds));
      }
      return answer(404, { status_code: '404', status_message: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A refund as Midtrans answers it: 200 with refund_chargeback_id, or a status_code saying why not. */
function refundAnswer(
  orderId: string,
  raw: unknown,
  statuses: Map<string, Record<string, unknown>>,
  refunds: MidtransStandIn['refunds'],
): Record<string, unknown> {
  const body = (raw ?? {}) as { refund_key?: unknown; amount?: unknown; reason?: unknown };
  if (typeof body.refund_key !== 'string' || !Number.isInteger(body.amount)) {
    return { status_code: '400', status_message: 'refund_key and amount are required' };
  }
  const done = refunds.get(body.refund_key);
  const ok = (made: { amount: number; refundId: string }) => ({
    status_code: '200',
    status_message: 'Success, refund request is approved',
    order_id: orderId,
    refund_chargeback_id: made.refundId,
    refund_amount: `${made.amount}.00`,
    refund_key: body.refund_key,
  });
  if (done)
    return done.orderId === orderId
      ? ok(done)
      : { status_code: '406', status_message: 'Duplicate refund_key' };
  const status = statuses.get(orderId);
  if (!status) return { status_code: '404', status_message: "Transaction doesn't exist." };
  if (status.transaction_status !== 'settlement' && status.transaction_status !== 'capture') {
    return { status_code: '412', status_message: 'Transaction status cannot be updated.' };
  }
  const made = { orderId, amount: body.amount as number, refundId: `refund-${refunds.size + 1}` };
  refunds.set(body.refund_key, made);
  return ok(made);
}

type ChargeBody = {
  payment_type?: unknown;
  transaction_details?: { order_id?: unknown; gross_amount?: unknown };
  custom_expiry?: { order_time?: unknown; expiry_duration?: unknown; unit?: unknown };
  bank_transfer?: { bank?: unknown };
  cstore?: { store?: unknown };
};

/** Validates a charge body as Midtrans would and answers it for its payment type. */
function chargeAnswer(raw: unknown): Record<string, unknown> {
  const body = (raw ?? {}) as ChargeBody;
  const orderId = body.transaction_details?.order_id;
  const amount = body.transaction_details?.gross_amount;
  const expiry = body.custom_expiry;
  if (typeof orderId !== 'string' || !Number.isInteger(amount) || (amount as number) < 1) {
    return { status_code: '400', status_message: 'transaction_details is invalid' };
  }
  if (
    !expiry ||
    typeof expiry.order_time !== 'string' ||
    !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/.test(expiry.order_time) ||
    !Number.isInteger(expiry.expiry_duration) ||
    !['second', 'minute', 'hour', 'day'].includes(String(expiry.unit))
  ) {
    return { status_code: '400', status_message: 'custom_expiry is invalid' };
  }
  const common = {
    status_code: '201',
    status_message: 'Success, transaction is created',
    transaction_id: `tx-${orderId}`,
    order_id: orderId,
    gross_amount: `${amount as number}.00`,
    currency: 'IDR',
    payment_type: body.payment_type,
    transaction_time: '2026-11-21 08:00:00',
    transaction_status: 'pending',
    fraud_status: 'accept',
  };
  switch (body.payment_type) {
    case 'bank_transfer': {
      const bank = String(body.bank_transfer?.bank ?? '');
      if (bank === 'permata') return { ...common, permata_va_number: '8778000000000001' };
      return { ...common, va_numbers: [{ bank, va_number: '1234500000000001' }] };
    }
    case 'echannel':
      return { ...common, bill_key: '990000000001', biller_code: '70012' };
    case 'gopay':
      return {
        ...common,
        actions: [
          { name: 'generate-qr-code', method: 'GET', url: 'https://stand-in/qr' },
          {
            name: 'deeplink-redirect',
            method: 'GET',
            url: 'gojek://gopay/merchanttransfer?tref=1',
          },
        ],
      };
    case 'qris':
      return { ...common, qr_string: '00020101021226620014COM.GO-JEK.WWW', actions: [] };
    case 'cstore':
      return { ...common, payment_code: '010811223344', store: body.cstore?.store };
    default:
      return { status_code: '400', status_message: 'payment_type is not supported' };
  }
}
