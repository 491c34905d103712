import type { PaymentNotification } from '@lintas/domain/payment-schemas';
import type { Kysely } from 'kysely';
import type { ReservationStatus } from '../../src/db/schema.js';
import type { DB } from '../../src/db/schema.js';
import { randomCode, randomSecret, sha256Hex } from '../../src/lib/random.js';
import { CustomerSessionRepository } from '../../src/modules/customers/customer-session.repository.js';
import { CustomerSessionService } from '../../src/modules/customers/customer-session.service.js';
import { SimulatorLedgerRepository } from '../../src/modules/payments/gateways/simulator-ledger.repository.js';
import {
  formatGrossAmount,
  notificationSignature,
} from '../../src/modules/payments/notification-signature.js';
import {
  createPaymentServices,
  type PaymentModuleDependencies,
} from '../../src/modules/payments/payment-services.js';
import type { ServiceLogger } from '../../src/lib/logger.js';
import { lifecycleOn } from '../../src/modules/reservations/lifecycle-fixtures.testing.js';
import type { TestApp } from '../helpers/test-app.js';

/**
 * Fixtures for the payments API tests: reservations written straight into the table
 * (the payments module only needs the row), charges made through the real payments
 * service on the test app's database, and notifications signed like a gateway's.
 */

export interface ReservationFixture {
  id: number;
  code: string;
  guestToken: string;
  expiresAt: Date;
}

export async function insertReservation(
  db: Kysely<DB>,
  options: {
    expiresAt: Date;
    total?: number;
    customerId?: number | null;
    status?: ReservationStatus;
  },
): Promise<ReservationFixture> {
  const code = `LNT${randomCode(8)}`;
  const guestToken = randomSecret(24);
  const total = options.total ?? 154000;
  const row = await db
    .insertInto('reservations')
    .values({
      code,
      status: options.status ?? 'pending',
      customer_id: options.customerId ?? null,
      guest_secret_hash: sha256Hex(guestToken),
      booker_name: 'Budi Santoso',
      booker_phone: '081234567890',
      booker_email: 'budi@example.com',
      payment_method_code: 'BCA_VA',
      fare_total: total - 4000,
      admin_fee: 4000,
      total,
      price_lines: JSON.stringify([{ title: 'Total', value: total, type: 'total' }]),
      expires_at: options.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code, guestToken, expiresAt: options.expiresAt };
}

export async function insertCustomerWithToken(t: TestApp, email: string) {
  const customer = await t.db
    .insertInto('customers')
    .values({ name: 'Sari', email })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessions = new CustomerSessionService(new CustomerSessionRepository(t.db), t.clock);
  return { id: customer.id, bearer: `Bearer ${await sessions.issueToken(customer.id)}` };
}

export interface RecordingLogger extends ServiceLogger {
  warnings: string[];
}

export function recordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  return {
    warnings,
    warn: (_details, message) => warnings.push(message),
    error: (_details, message) => warnings.push(message),
  };
}

/** The payments services on the test app's database, clock and config. */
export function paymentServicesFor(t: TestApp, overrides: Partial<PaymentModuleDependencies> = {}) {
  return createPaymentServices({
    db: t.db,
    config: t.config,
    clock: t.clock,
    logger: recordingLogger(),
    // The app's own check-pembayaran is what tests call; this copy never answers it.
    findReservation: () => Promise.reject(new Error('check-pembayaran is tested through the app')),
    settleReservation: (trx, reservationId, paidAt) =>
      lifecycleOn(t.db).lifecycle.settle(trx, reservationId, paidAt),
    ...overrides,
  });
}

/** A reservation with one charge (BCA VA unless told otherwise), holding for 15 minutes. */
export async function reservationWithCharge(
  t: TestApp,
  options: {
    methodCode?: string;
    total?: number;
    customerId?: number | null;
    holdMinutes?: number;
  } = {},
) {
  const expiresAt = new Date(t.clock.now().getTime() + (options.holdMinutes ?? 15) * 60_000);
  const reservation = await insertReservation(t.db, {
    expiresAt,
    total: options.total,
    customerId: options.customerId,
  });
  const payment = await paymentServicesFor(t).payments.createCharge({
    reservationId: reservation.id,
    reservationCode: reservation.code,
    amount: options.total ?? 154000,
    methodCode: options.methodCode ?? 'BCA_VA',
    expiresAt,
    booker: { name: 'Budi Santoso', email: 'budi@example.com', phone: '081234567890' },
  });
  return { reservation, payment };
}

/** A second payable charge (BRI VA) for the same reservation, e.g. after a change of method. */
export function secondCharge(
  t: TestApp,
  reservation: { id: number; code: string; expiresAt: Date },
) {
  return paymentServicesFor(t).payments.createCharge({
    reservationId: reservation.id,
    reservationCode: reservation.code,
    amount: 154000,
    methodCode: 'BRI_VA',
    expiresAt: reservation.expiresAt,
    booker: { name: 'Budi', email: 'budi@example.com', phone: '081234567890' },
  });
}

/** A notification as the gateway sends it, signed with `serverKey`. */
export function signedNotification(
  options: {
    orderId: string;
    amount: number;
    status?: string;
    statusCode?: string;
    transactionId?: string;
    serverKey: string;
  },
  extra: Record<string, unknown> = {},
): PaymentNotification {
  const statusCode = options.statusCode ?? '200';
  const grossAmount = formatGrossAmount(options.amount);
  return {
    order_id: options.orderId,
    transaction_id: options.transactionId ?? `tx-${options.orderId}`,
    transaction_status: options.status ?? 'settlement',
    status_code: statusCode,
    gross_amount: grossAmount,
    payment_type: 'bank_transfer',
    transaction_time: '2026-11-21 08:01:00',
    fraud_status: 'accept',
    signature_key: notificationSignature(
      options.orderId,
      statusCode,
      grossAmount,
      options.serverKey,
    ),
    ...extra,
  };
}

/**
 * Records `notification` in the local simulator's books, as its page and the dev settle
 * route do before they send one, and answers it. The webhook confirms a paying
 * notification with the gateway's status API before it settles, so a test that signs
 * one itself plays the gateway's part in full with this.
 */
export async function simulatorSent(
  db: Kysely<DB>,
  notification: PaymentNotification,
): Promise<PaymentNotification> {
  await new SimulatorLedgerRepository(db).record(
    {
      orderId: notification.order_id,
      transactionId: notification.transaction_id,
      transactionStatus: notification.transaction_status,
      statusCode: notification.status_code,
      grossAmount: notification.gross_amount,
      paymentType: notification.payment_type ?? 'bank_transfer',
    },
    new Date(),
  );
  return notification;
}

export function notificationsOf(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('payment_notifications')
    .select(['transaction_id', 'transaction_status', 'outcome', 'body'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export function paymentRow(db: Kysely<DB>, orderId: string) {
  return db
    .selectFrom('payments')
    .select(['status', 'paid_at', 'is_late', 'gateway_transaction_id', 'instructions'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

export function reservationRow(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('reservations')
    .select(['status', 'paid_at', 'refund_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * The JSON of a signed settlement notification (Rp 154.000) for an order nobody charged,
 * signed with the dev simulator's server key a spawned server runs with: the webhook
 * records it and answers 404.
 */
export function unchargedNotificationJson(orderId: string): string {
  const grossAmount = formatGrossAmount(154000);
  return JSON.stringify({
    order_id: orderId,
    transaction_id: `tx-${orderId}`,
    transaction_status: 'settlement',
    status_code: '200',
    gross_amount: grossAmount,
    signature_key: notificationSignature(orderId, '200', grossAmount, 'dev-simulator-server-key'),
  });
}

/** The settings that point the app at a Midtrans-style gateway: the local stand-in of its API. */
export function midtransEnv(standIn: { baseUrl: string }, serverKey: string) {
  return {
    PAYMENT_GATEWAY: 'midtrans',
    PAYMENT_API_BASE_URL: standIn.baseUrl,
    PAYMENT_SERVER_KEY: serverKey,
  };
}
