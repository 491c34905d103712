import type { BookingLinks } from './booking-messages.js';
import type { BookingMessage } from './reservation.ports.js';

/** The link a booker opens to get into a booking whose look-up is locked (issue 22). */
export function accessLinkUrl(links: BookingLinks, code: string, token: string): string {
  return `${links.baseUrl}/reservasi/${encodeURIComponent(code)}?akses=${encodeURIComponent(token)}`;
}

/**
 * The e-mail with that link. E-mail only: the booker's address was required at booking,
 * and an SMS per request would let anyone who knows a code run up the SMS bill.
 */
export function accessLinkMessage(input: {
  bookerName: string;
  bookerEmail: string;
  code: string;
  url: string;
  minutes: number;
}): BookingMessage {
  const text = [
    `Halo ${input.bookerName},`,
    '',
    `Ada permintaan untuk membuka pesanan ${input.code} di Lintas. Buka tautan ini untuk melihat dan mengelola pesanan Anda (berlaku ${input.minutes} menit):`,
    input.url,
    '',
    'Bila Anda tidak memintanya, abaikan email ini: tanpa tautan ini pesanan Anda tidak dapat dibuka orang lain.',
    '',
    'Salam,',
    'Lintas',
  ].join('\n');
  return {
    channel: 'email',
    recipient: input.bookerEmail,
    subject: `Tautan untuk membuka pesanan ${input.code}`,
    text,
  };
}
