import { describe, expect, it } from 'vitest';
import {
  generateRandomUserId,
  isRandomUserId,
  RANDOM_ID_ALPHABET,
  randomString,
} from './random-user-id';

describe('generateRandomUserId', () => {
  it('is the timestamp followed by 100 letters and digits', () => {
    const id = generateRandomUserId(1764547200000);
    expect(id.startsWith('1764547200000')).toBe(true);
    expect(id).toHaveLength(13 + 100);
    expect(id.slice(13)).toMatch(/^[A-Za-z0-9]{100}$/);
    expect(isRandomUserId(id)).toBe(true);
  });

  it('differs between calls', () => {
    expect(generateRandomUserId(1)).not.toBe(generateRandomUserId(1));
  });

  it('maps bytes onto the alphabet and redraws biased bytes', () => {
    let call = 0;
    // First draw: 255 (biased, redrawn), then 0 and 61.
    const bytes = (count: number) => {
      call += 1;
      return Uint8Array.from({ length: count }, (_, i) =>
        call === 1 && i === 0 ? 255 : i % 2 === 0 ? 61 : 0,
      );
    };
    const text = randomString(4, bytes);
    expect(text).toHaveLength(4);
    for (const char of text) expect(RANDOM_ID_ALPHABET).toContain(char);
  });

  it('rejects values it could not have generated', () => {
    expect(isRandomUserId('abc')).toBe(false);
    expect(isRandomUserId(null)).toBe(false);
  });
});
