import { z } from 'zod';
import { refineStorableDeep, requestText } from './request-text';

/**
 * The payment contract: how a charge at the gateway looks to clients (`PaymentView`,
 * inside reservasi, ganti-pembayaran and check-pembayaran), the check-pembayaran call,
 * and the gateway's notification body (Midtrans-shaped).
 */

const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'cancelled', 'failed'] as const;
const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const RESERVATION_STATUSES = ['pending', 'paid', 'expired', 'cancelled'] as const;

const paymentInstructionSchema = z.object({
  title: z.string(),
  steps: z.array(z.string()),
});

/** One charge at the payment gateway, as a booker's client shows it. */
export const paymentViewSchema = z.object({
  /** The gateway's order id of this charge; unique per charge. */
  payment_kode: z.string(),
  status: paymentStatusSchema,
  jenis_pembayaran_kode: z.string(),
  nama_pembayaran: z.string(),
  /** The method's group: how the page presents the charge (an e-wallet's app, a QRIS code, ...). */
  grup_kode: z.enum(['va', 'ewallet', 'qris', 'retail']),
  /** Integer rupiah the booker pays. */
  jumlah: z.number().int(),
  /** ISO instant after which the gateway no longer accepts this charge. */
  kedaluwarsa: z.string(),
  /** Virtual account number (bank transfer). */
  va_number: z.string().optional(),
  /** Company code of a bill payment (Mandiri Bill), entered together with `payment_code`. */
  biller_code: z.string().optional(),
  /** Bill key, or the code a convenience-store cashier asks for. */
  payment_code: z.string().optional(),
  /** QRIS payload, to draw as a QR code. */
  qr_string: z.string().optional(),
  /** Where the booker completes or views the payment (e-wallet app link, simulator page). */
  redirect_url: z.string().nullable(),
  /** Paid after the seats' hold ran out: the money is owed back. */
  perlu_refund: z.boolean(),
  paid_at: z.string().nullable(),
  /** The steps, fitting the method and what this charge shows (payments/payment-instructions.ts). */
  instruksi: z.array(paymentInstructionSchema),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

const reservationCodeSchema = requestText()
  .trim()
  .min(1, 'Harap isi')
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'Kode reservasi tidak valid');

const orderIdSchema = requestText()
  .trim()
  .min(1, 'Harap isi')
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Kode pembayaran tidak valid');

export const checkPembayaranQuerySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  payment_kode: orderIdSchema.optional(),
  /** The guest secret `reservasi` returned (also accepted as the X-Guest-Token header). */
  guest_token: requestText().min(1).max(200).optional(),
});

export const checkPembayaranResultSchema = z.object({
  reservasi_kode: z.string(),
  /** The reservation's status. */
  status: z.enum(RESERVATION_STATUSES),
  status_pembayaran: paymentStatusSchema.nullable(),
  paid_at: z.string().nullable(),
  expired_time: z.string(),
  pembayaran: paymentViewSchema.nullable(),
});
export type CheckPembayaranResult = z.infer<typeof checkPembayaranResultSchema>;

export const reservationCodeParamsSchema = z.object({ reservasi_kode: reservationCodeSchema });
export const orderIdParamsSchema = z.object({ order_id: orderIdSchema });

/**
 * The notification a Midtrans-style gateway POSTs to our webhook. Only the fields we
 * act on are required; everything else is kept as received for the audit record.
 */
export const paymentNotificationSchema = z
  .looseObject({
    order_id: requestText().min(1).max(64),
    transaction_id: requestText().min(1).max(128),
    transaction_status: requestText().min(1).max(32),
    status_code: requestText().min(1).max(8),
    gross_amount: requestText().min(1).max(32),
    signature_key: requestText().min(1).max(256),
    payment_type: requestText().max(64).optional(),
    fraud_status: requestText().max(32).optional(),
    transaction_time: requestText().max(64).optional(),
  })
  // The whole body is stored as received (jsonb): the fields we do not read must be storable too.
  .superRefine(refineStorableDeep);
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

const NOTIFICATION_OUTCOMES = [
  'paid',
  'late',
  'double_payment',
  'already_paid',
  'expired',
  'cancelled',
  'failed',
  'ignored',
  'duplicate',
  'amount_mismatch',
  'unknown_order',
  'invalid_signature',
  // A paying status the gateway's status API did not confirm.
  'unconfirmed',
] as const;
export const notificationOutcomeSchema = z.enum(NOTIFICATION_OUTCOMES);
export type NotificationOutcome = z.infer<typeof notificationOutcomeSchema>;

export const notificationResultSchema = z.object({
  order_id: z.string(),
  outcome: notificationOutcomeSchema,
});

/** What the development settle route answers: what our webhook made of the notification. */
export const devSettleResultSchema = z.object({
  reservasi_kode: z.string(),
  payment_kode: z.string(),
  /** HTTP status our webhook answered the simulator's notification with. */
  webhook_status: z.number().int(),
  outcome: notificationOutcomeSchema.nullable(),
});
