import { describe, expect, it } from 'vitest';
import { paymentWindowText } from './payment-methods';

describe('paymentWindowText', () => {
  it('writes minutes, hours, and both in Indonesian', () => {
    expect(paymentWindowText(15)).toBe('Bayar dalam 15 menit');
    expect(paymentWindowText(120)).toBe('Bayar dalam 2 jam');
    expect(paymentWindowText(90)).toBe('Bayar dalam 1 jam 30 menit');
  });
});
