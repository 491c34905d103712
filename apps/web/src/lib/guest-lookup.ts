import type {
  AccessLinkSent,
  GuestLookupInput,
  GuestLookupResult,
} from '@lintas/domain/reservation-schemas';
import { EMAIL_PATTERN } from '@lintas/domain/validators';
import { fetchResults } from './api-client';
import { saveGuestToken } from './guest-tokens';

/**
 * The guest look-up, shared by /cek-pesanan (features/lookup) and /reservasi/<kode>
 * opened on a device that holds no guest token (features/reservation): both ask for the
 * booker's e-mail or phone, both say the same things.
 */
export const guestContactMessages = {
  contactRequired: 'Harap isi email atau nomor telepon pemesan',
  contactInvalid: 'Masukkan email yang valid (nama@email.com) atau nomor telepon 9–15 digit',
  notFound:
    'Pesanan tidak ditemukan. Periksa kembali kode booking dan email atau nomor telepon Anda.',
} as const;

/** The field's error in Indonesian, or null: checked before anything is sent. */
export function validateGuestContact(value: string): string | null {
  const contact = value.trim();
  if (!contact) return guestContactMessages.contactRequired;
  if (contact.includes('@'))
    return EMAIL_PATTERN.test(contact) ? null : guestContactMessages.contactInvalid;
  const digits = contact.replace(/[\s().+-]/g, '');
  return /^\d{9,16}$/.test(digits) ? null : guestContactMessages.contactInvalid;
}

/**
 * POST travel/web-detail-reservasi: the booking by its code and the booker's e-mail or
 * phone, sent as a JSON body, never a query string (the contact would otherwise sit in
 * the history, server and proxy logs, and Referer headers). The answer carries a guest
 * token for this device, kept like the booking browser's own (lib/guest-tokens.ts), so
 * the booking can be paid, changed or cancelled from here too.
 */
export async function lookupGuestBooking(
  code: string,
  emailOrPhone: string,
): Promise<GuestLookupResult> {
  const result = await fetchResults<GuestLookupResult>({
    method: 'POST',
    path: 'travel/web-detail-reservasi',
    data: { reservasi_kode: code, pemesan_email_telp: emailOrPhone } satisfies GuestLookupInput,
    cancelKey: 'web-detail-reservasi',
  });
  // Under the server's spelling of the code, and the one asked with (a link typed in
  // lower case), so either page address finds it.
  saveGuestToken(result.reservasi_kode, result.guest_token);
  if (code !== result.reservasi_kode) saveGuestToken(code, result.guest_token);
  return result;
}

/**
 * POST travel/kirim-akses-reservasi: asks for a link to the booking, e-mailed to its
 * booker only (issue 22) — the way in when the look-up is locked by others' wrong
 * guesses, or the booker no longer knows which contact they gave. Answers the server's
 * sentence, the same whether or not the code exists.
 */
export async function sendAccessLink(code: string): Promise<string> {
  const result = await fetchResults<AccessLinkSent>({
    method: 'POST',
    path: 'travel/kirim-akses-reservasi',
    data: { reservasi_kode: code },
  });
  return result.pesan;
}

/**
 * POST travel/buka-akses-reservasi: the e-mailed link's token opens the booking here, as
 * a right look-up does; the guest token is kept the same way.
 */
export async function openAccessLink(code: string, token: string): Promise<GuestLookupResult> {
  const result = await fetchResults<GuestLookupResult>({
    method: 'POST',
    path: 'travel/buka-akses-reservasi',
    data: { reservasi_kode: code, akses: token },
  });
  saveGuestToken(result.reservasi_kode, result.guest_token);
  if (code !== result.reservasi_kode) saveGuestToken(code, result.guest_token);
  return result;
}
