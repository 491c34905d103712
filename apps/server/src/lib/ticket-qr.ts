import { createHmac } from 'node:crypto';
import { safeEqual } from './random.js';

/**
 * The payload of an e-ticket's QR: `LINTAS1.<booking code>.<signature>`, the signature
 * an HMAC-SHA256 of the code under TICKET_QR_SECRET, cut to 128 bits (22 base64url
 * characters: short enough for a small QR, far beyond guessing). A booking code alone,
 * which a customer reads aloud or prints, cannot be turned into a QR the boarding scan
 * accepts without the key. The version prefix lets a later format (or key) live beside
 * this one. Pure: the reservations module signs (detail-reservasi's qr_content), the staff
 * module verifies (boarding).
 */
const PREFIX = 'LINTAS1';
const SIGNATURE_BYTES = 16;
/** Booking codes are upper-case letters and digits (reservations' randomCode). */
const CODE = /^[A-Z0-9]{4,32}$/;

function signatureOf(code: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`lintas-ticket-qr:v1:${code}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString('base64url');
}

export function signTicketQr(code: string, secret: string): string {
  return `${PREFIX}.${code}.${signatureOf(code, secret)}`;
}

/** The booking code a QR payload was signed for, or null when it is not one of ours. */
export function verifyTicketQr(payload: string, secret: string): string | null {
  // Scanners may add a trailing newline; nothing else is forgiven.
  const parts = payload.trim().split('.');
  if (parts.length !== 3) return null;
  const [prefix, code, signature] = parts as [string, string, string];
  if (prefix !== PREFIX || !CODE.test(code)) return null;
  return safeEqual(signature, signatureOf(code, secret)) ? code : null;
}
