import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error.js';
import { sha256Hex } from '../../lib/random.js';

/**
 * Idempotency-Key on `reservasi` (issue 7 item 6): a client that lost the answer (a time
 * out, a dropped connection, a crashed server) sends the same request with the same key
 * and gets the reservation the first attempt made, instead of a second hold or a
 * SEAT_TAKEN for its own seats. Same key, different request: IDEMPOTENCY_MISMATCH.
 *
 * Nothing here lets the database alone answer a replay: the key is stored as a hash, and
 * the reservation's guest secret (decision 0004: stored only hashed on the reservation)
 * is sealed with AES-256-GCM under a key derived from the Idempotency-Key, which only
 * the client holds.
 */

/** 16-128 characters a header can carry: a UUID, a ULID, a random token. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,128}$/;

/** The header's value, or null when absent. A malformed key is a 400, never ignored. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !KEY_PATTERN.test(value.trim())) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Header Idempotency-Key tidak valid: gunakan 16-128 karakter huruf, angka, atau - _ . :',
      { fields: { 'Idempotency-Key': 'tidak valid' } },
    );
  }
  return value.trim();
}

export function idempotencyKeyHash(key: string): string {
  return sha256Hex(`lintas:idempotency-key:${key}`);
}

/** What makes two requests "the same": the parsed body, who asks and from which app. */
export function requestHash(body: unknown, customerId: number | null, platform: string): string {
  return sha256Hex(JSON.stringify({ body, customerId, platform }));
}

function sealingKey(key: string): Buffer {
  return createHash('sha256').update(`lintas:idempotency-seal:${key}`).digest();
}

/** iv (12) | tag (16) | ciphertext, base64url. */
export function sealSecret(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(key), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

export function openSecret(sealed: string, key: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
