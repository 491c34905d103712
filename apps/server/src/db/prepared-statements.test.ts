import { describe, expect, it } from 'vitest';
import { StatementNames } from './prepared-statements.js';

describe('StatementNames', () => {
  it('gives a text the same name every time, and different texts different names', () => {
    const names = new StatementNames(10);
    const a = names.nameFor('select 1 where id = $1');
    const b = names.nameFor('select 2 where id = $1');
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    expect(names.nameFor('select 1 where id = $1')).toBe(a);
  });

  it('names at most `limit` texts; the rest are sent unnamed', () => {
    const names = new StatementNames(2);
    expect(names.nameFor('a $1')).toBeDefined();
    expect(names.nameFor('b $1')).toBeDefined();
    expect(names.nameFor('c $1')).toBeUndefined();
    expect(names.size).toBe(2);
  });

  it('never names a forgotten text again, and never reuses its name for another text', () => {
    const names = new StatementNames(10);
    const stale = names.nameFor('select * from cities where id = $1');
    names.forget('select * from cities where id = $1');
    expect(names.nameFor('select * from cities where id = $1')).toBeUndefined();
    const next = names.nameFor('select * from points where id = $1');
    expect(next).toBeDefined();
    expect(next).not.toBe(stale);
  });
});
