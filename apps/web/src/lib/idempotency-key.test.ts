import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'from-random-uuid' })).toBe('from-random-uuid');
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it('builds a v4 UUID from getRandomValues in an old webview without randomUUID', () => {
    const key = newIdempotencyKey({
      getRandomValues: (array) => array.fill(0xff),
    });
    expect(key).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const real = globalThis.crypto;
    const keys = new Set(
      Array.from({ length: 50 }, () =>
        newIdempotencyKey({ getRandomValues: (array) => real.getRandomValues(array) }),
      ),
    );
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID_V4);
  });

  it('still gives distinct UUIDs with no Web Crypto at all', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey(null)));
    expect(keys.size).toBe(50);
    for (const k of keys) expect(k).toMatch(UUID_V4);
  });
});
