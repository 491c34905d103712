import { createHmac } from 'node:crypto';
import { safeEqual, sha256Hex } from './random.js';

/** The two columns of a reservation the guest secrets are checked against. */
interface GuestSecretRow {
  code: string;
  guest_secret_hash: string;
}

/**
 * The guest token a successful look-up (code + the booker's e-mail or phone) hands to
 * another device (decision 0010). It is derived, not stored: an HMAC keyed with the
 * SHA-256 of the booking browser's own secret, which never leaves the database and
 * cannot be guessed (256 bits). So every server process computes the same token, no
 * table or migration is needed, and the booking browser's own secret stays unknown to
 * the second device. Whoever can read the hash can also read the booker's contact and
 * do the look-up, so deriving from it opens nothing that was closed. The code is in the
 * message so a token is bound to one reservation.
 */
export function lookupGuestToken(row: GuestSecretRow): string {
  return createHmac('sha256', row.guest_secret_hash)
    .update(`lintas:guest-lookup:v1:${row.code}`)
    .digest('base64url');
}

/** True when `token` is the booking browser's secret or the look-up's token of this row. */
export function guestTokenOpens(row: GuestSecretRow, token: string | null): boolean {
  if (token === null || token === '') return false;
  // Both comparisons always run, so the time taken does not tell which one matched.
  const original = safeEqual(sha256Hex(token), row.guest_secret_hash);
  const derived = safeEqual(token, lookupGuestToken(row));
  return original || derived;
}

function accessLinkMac(row: GuestSecretRow, expiresAtSeconds: number): string {
  return createHmac('sha256', row.guest_secret_hash)
    .update(`lintas:guest-link:v1:${row.code}:${expiresAtSeconds}`)
    .digest('base64url');
}

/**
 * The token of a link e-mailed to the booker (issue 22, decision 0035): '<expiry in unix
 * seconds>.<HMAC>', keyed like the look-up token, so it is bound to one booking and to
 * its expiry, needs no table, and only the booker's inbox ever holds it.
 */
export function accessLinkToken(row: GuestSecretRow, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${seconds}.${accessLinkMac(row, seconds)}`;
}

/** True when `token` is an unexpired access link of this row at `now`. */
export function accessLinkOpens(row: GuestSecretRow, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const seconds = Number(match[1]);
  const right = safeEqual(match[2] as string, accessLinkMac(row, seconds));
  return right && seconds * 1000 > now.getTime();
}

function eTicketFileMac(row: GuestSecretRow, format: string, expiresAtSeconds: number): string {
  return createHmac('sha256', row.guest_secret_hash)
    .update(`lintas:e-ticket-file:v1:${row.code}:${format}:${expiresAtSeconds}`)
    .digest('base64url');
}

/**
 * The token of an e-ticket file's download link (decision 0041):
 * '<code>.<format>.<expiry in unix seconds>.<HMAC>', keyed like the look-up token, so it
 * is bound to one booking, one file and its expiry, needs no table, and carries neither
 * the guest token nor the bearer (a URL ends up in history, logs and download managers).
 */
export function eTicketFileToken(row: GuestSecretRow, format: string, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${row.code}.${format}.${seconds}.${eTicketFileMac(row, format, seconds)}`;
}

/** The parts of a download token, or null when it is not of that shape (nothing is looked up). */
export function parseETicketFileToken(
  token: string,
): { code: string; format: string; expiresAtSeconds: number; mac: string } | null {
  const match = /^([A-Z0-9]{4,40})\.([a-z]{2,5})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, code, format, seconds, mac] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  return { code, format, expiresAtSeconds: Number(seconds), mac };
}

/** True when the parsed token was signed for this row and is unexpired at `now`. */
export function eTicketFileTokenOpens(
  row: GuestSecretRow,
  token: { format: string; expiresAtSeconds: number; mac: string },
  now: Date,
): boolean {
  const right = safeEqual(token.mac, eTicketFileMac(row, token.format, token.expiresAtSeconds));
  return right && token.expiresAtSeconds * 1000 > now.getTime();
}
