/**
 * The anonymous id a browser keeps for tracing its calls (spec §9): the current
 * timestamp in milliseconds followed by 100 random letters and digits.
 */

export const RANDOM_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const RANDOM_ID_LENGTH = 100;

/** Fills `count` random bytes; the Web Crypto API where present (browsers, Node 20). */
export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => {
  const bytes = new Uint8Array(count);
  const webCrypto = (
    globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }
  ).crypto;
  if (webCrypto?.getRandomValues) return webCrypto.getRandomValues(bytes);
  for (let i = 0; i < count; i++) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
};

/** `length` characters of the alphabet, without modulo bias (bytes ≥ 248 are redrawn). */
export function randomString(length: number, randomBytes: RandomBytes = cryptoBytes): string {
  const limit = 256 - (256 % RANDOM_ID_ALPHABET.length);
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length - result.length + 8)) {
      if (byte < limit) result += RANDOM_ID_ALPHABET[byte % RANDOM_ID_ALPHABET.length];
      if (result.length === length) break;
    }
  }
  return result;
}

export function generateRandomUserId(
  now: number = Date.now(),
  randomBytes: RandomBytes = cryptoBytes,
): string {
  return `${now}${randomString(RANDOM_ID_LENGTH, randomBytes)}`;
}

/** A value this client could have generated: digits of a timestamp, then 100 letters/digits. */
export function isRandomUserId(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\d{10,}[A-Za-z0-9]{100}$/.test(value);
}
