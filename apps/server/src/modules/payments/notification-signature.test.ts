import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  formatGrossAmount,
  isValidNotificationSignature,
  notificationSignature,
  parseGrossAmount,
} from './notification-signature.js';

const KEY = 'dev-simulator-server-key';

describe('notification signature', () => {
  const fields = { order_id: 'LNTABC123-1', status_code: '200', gross_amount: '154000.00' };
  const signed = {
    ...fields,
    signature_key: notificationSignature('LNTABC123-1', '200', '154000.00', KEY),
  };

  it('is SHA-512 of order_id + status_code + gross_amount + server key, as Midtrans signs', () => {
    const expected = createHash('sha512').update(`LNTABC123-1200154000.00${KEY}`).digest('hex');
    expect(signed.signature_key).toBe(expected);
    expect(isValidNotificationSignature(signed, KEY)).toBe(true);
    expect(
      isValidNotificationSignature({ ...signed, signature_key: expected.toUpperCase() }, KEY),
    ).toBe(true);
  });

  it('fails when any signed field was changed', () => {
    expect(isValidNotificationSignature({ ...signed, gross_amount: '1000.00' }, KEY)).toBe(false);
    expect(isValidNotificationSignature({ ...signed, order_id: 'LNTOTHER-1' }, KEY)).toBe(false);
    expect(isValidNotificationSignature({ ...signed, status_code: '201' }, KEY)).toBe(false);
    expect(isValidNotificationSignature({ ...signed, signature_key: 'abc' }, KEY)).toBe(false);
  });

  it('fails when signed with another key', () => {
    const forged = {
      ...fields,
      signature_key: notificationSignature('LNTABC123-1', '200', '154000.00', 'other-key'),
    };
    expect(isValidNotificationSignature(forged, KEY)).toBe(false);
  });
});

describe('gross amount', () => {
  it('is written with two decimal places and read back as integer rupiah', () => {
    expect(formatGrossAmount(154000)).toBe('154000.00');
    expect(parseGrossAmount('154000.00')).toBe(154000);
    expect(parseGrossAmount('154000')).toBe(154000);
  });

  it('refuses cents, negatives and non-numbers', () => {
    expect(parseGrossAmount('154000.50')).toBeNull();
    expect(parseGrossAmount('-1.00')).toBeNull();
    expect(parseGrossAmount('1e5')).toBeNull();
    expect(parseGrossAmount('')).toBeNull();
  });
});
