import { describe, expect, it } from 'vitest';
import { commaList, lineList, numberField, optionalNumberField, optionalText } from './form-values';

describe('form values sent to the staff API', () => {
  it('reads rupiah with thousands dots, leaves nonsense for the server to name', () => {
    expect(numberField('25.000')).toBe(25_000);
    expect(numberField(' 1.250.000 ')).toBe(1_250_000);
    expect(numberField('7')).toBe(7);
    expect(numberField('')).toBeUndefined();
    expect(numberField('12,5')).toBe('12,5');
    expect(numberField('dua')).toBe('dua');
    expect(optionalNumberField('')).toBeNull();
    expect(optionalNumberField('40.000')).toBe(40_000);
  });

  it('splits lists and drops empty items', () => {
    expect(commaList('HEMAT10, MUDIK25,, ')).toEqual(['HEMAT10', 'MUDIK25']);
    expect(lineList('Berlaku 7 hari.\n\n  Satu per pemesanan. \n')).toEqual([
      'Berlaku 7 hari.',
      'Satu per pemesanan.',
    ]);
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' /promo ')).toBe('/promo');
  });
});
