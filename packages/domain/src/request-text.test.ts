import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findUnstorableText,
  isStorableText,
  refineStorableDeep,
  requestText,
  UNSTORABLE_TEXT_MESSAGE,
} from './request-text';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Budi Santoso', true],
    ['empty', '', true],
    ['an emoji (a paired surrogate)', 'bus 🚌 ok', true],
    ['NUL', 'a\u0000b', false],
    ['a lone high surrogate at the end', 'abc\ud800', false],
    ['a lone high surrogate before a letter', '\ud83dX', false],
    ['a lone low surrogate', '\udc00abc', false],
    ['two high surrogates', '\ud800\ud800\udc00', false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });
});

describe('requestText', () => {
  it('keeps the rules chained after it and reports the unstorable text first', () => {
    const schema = requestText().trim().max(5);
    expect(schema.parse('  abc ')).toBe('abc');
    const result = schema.safeParse('abcdefgh\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad key or string, however deep', () => {
    expect(findUnstorableText({ a: 1, b: ['x', { c: 'y\ud800' }] })?.path).toEqual(['b', 1, 'c']);
    expect(findUnstorableText({ ['k\u0000']: 1 })?.path).toEqual(['k\u0000']);
    expect(findUnstorableText({ a: 'ok', b: [1, null, true] })).toBeNull();
  });

  it('refuses nesting deeper than it walks', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = [deep];
    expect(findUnstorableText(deep)?.message).toBe('Data terlalu bertingkat');
  });

  it('refines a loose object over the fields it does not declare', () => {
    const schema = z.looseObject({ id: z.string() }).superRefine(refineStorableDeep);
    expect(schema.safeParse({ id: 'a', extra: { note: 'ok' } }).success).toBe(true);
    const bad = schema.safeParse({ id: 'a', extra: { note: 'x\u0000' } });
    expect(bad.error?.issues[0]?.path).toEqual(['extra', 'note']);
  });
});
