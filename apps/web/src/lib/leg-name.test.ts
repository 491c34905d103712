import { describe, expect, it } from 'vitest';
import { legName } from './leg-name';

describe('legName', () => {
  it('names a direct trip by its direction and a connecting leg by its place in it', () => {
    expect(legName('go', 0, 1)).toBe('Pergi');
    expect(legName('return', 0, 1)).toBe('Pulang');
    expect(legName('go', 1, 2)).toBe('Pergi · Rute 2 dari 2');
    expect(legName('return', 0, 3)).toBe('Pulang · Rute 1 dari 3');
  });
});
