import { describe, expect, it } from 'vitest';
import { decodeId } from './decode-id';

describe('decodeId', () => {
  it('decodes a base64 id, standard or URL-safe, padded or not', () => {
    expect(decodeId(btoa('12'))).toBe('12'); // 'MTI='
    expect(decodeId('MTI')).toBe('12');
    expect(decodeId(btoa('LTSAB12CD'))).toBe('LTSAB12CD');
    expect(decodeId(btoa('a>b?').replace(/\+/g, '-').replace(/\//g, '_'))).toBe('a>b?');
  });

  it('keeps TTX ids as they are', () => {
    expect(decodeId('TTX20261123ABC')).toBe('TTX20261123ABC');
  });

  it('keeps an id that is not base64, or does not decode to the expected shape', () => {
    expect(decodeId('tips-mudik-2026')).toBe('tips-mudik-2026');
    expect(decodeId('12', /^\d+$/)).toBe('12');
    expect(decodeId('1234', /^\d+$/)).toBe('1234'); // valid base64, but not digits inside
    expect(decodeId('a b')).toBe('a b');
  });
});
