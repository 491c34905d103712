import { createHash } from 'node:crypto';
import { safeEqual } from '../../lib/random.js';

/**
 * The Midtrans notification signature: SHA-512 of order_id + status_code +
 * gross_amount + server key, hex. Only someone holding the server key can make one.
 */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex');
}

export function isValidNotificationSignature(
  fields: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = notificationSignature(
    fields.order_id,
    fields.status_code,
    fields.gross_amount,
    serverKey,
  );
  // Hex digests compare case-insensitively; the comparison itself is constant-time.
  return safeEqual(expected, fields.signature_key.toLowerCase());
}

/** Gateways write rupiah amounts as decimal strings with two places: 150000 → "150000.00". */
export function formatGrossAmount(amount: number): string {
  return `${amount}.00`;
}

/** "150000.00" or "150000" → 150000; anything with real cents or not a number → null. */
export function parseGrossAmount(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match?.[1]) return null;
  if (match[2] && Number(match[2]) !== 0) return null;
  return Number(match[1]);
}
