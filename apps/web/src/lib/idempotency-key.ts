/**
 * A fresh `Idempotency-Key` for one attempt at a state-changing call (checkout): a random
 * UUID v4. The server answers a repeat of the same key and body with the first answer, so
 * a retry after a lost response cannot book twice.
 *
 * `crypto.randomUUID` exists only in secure contexts and in newer engines (Chrome 92,
 * Safari 15.4); old Android webviews and plain-http pages lack it. Then the UUID is built
 * from `crypto.getRandomValues` (everywhere since Android 4.4 / iOS 7), and only where even
 * that is missing from Math.random, which is still unique enough for a key that lives as
 * long as one checkout.
 */

type CryptoLike = {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array<ArrayBuffer>) => unknown;
};

function uuidFromBytes(bytes: Uint8Array): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `cryptoImpl` is the page's Web Crypto; tests pass an old engine's (or null: none). */
export function newIdempotencyKey(
  cryptoImpl: CryptoLike | null = (globalThis as { crypto?: CryptoLike }).crypto ?? null,
): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoImpl?.getRandomValues === 'function') cryptoImpl.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return uuidFromBytes(bytes);
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
