import { describe, expect, it } from 'vitest';
import {
  emailIdentifier,
  internationalPhone,
  maskedDestination,
  nationalPhone,
  phoneIdentifier,
} from './login-identifier.js';

describe('login identifiers', () => {
  it.each(['081234567890', '0812-3456-7890', '+62 812 3456 7890', '6281234567890', '81234567890'])(
    'keeps %s as one national phone, sent as 62...',
    (typed) => {
      expect(nationalPhone(typed)).toBe('081234567890');
      expect(phoneIdentifier(typed)).toEqual({ channel: 'sms', value: '081234567890' });
      expect(internationalPhone(phoneIdentifier(typed).value)).toBe('6281234567890');
    },
  );

  it.each(['+1 555 123 4567', '12345678901', '0812345'])(
    'refuses %s as no Indonesian phone',
    (typed) => {
      expect(() => phoneIdentifier(typed)).toThrow(/telp/);
    },
  );

  it('lower-cases e-mail', () => {
    expect(emailIdentifier(' Budi@Example.COM ')).toEqual({
      channel: 'email',
      value: 'budi@example.com',
    });
  });

  it('masks where the code went', () => {
    expect(maskedDestination(emailIdentifier('budi@example.com'))).toBe('bu***@example.com');
    expect(maskedDestination(emailIdentifier('b@example.com'))).toBe('b***@example.com');
    expect(maskedDestination(phoneIdentifier('081234567890'))).toBe('0812****7890');
  });
});
