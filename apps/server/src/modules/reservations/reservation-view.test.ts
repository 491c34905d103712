import { describe, expect, it } from 'vitest';
import { holdExpiry } from './checkout.service.js';
import { localTimestamp, zoneLabel } from '../../lib/zoned-time.js';
import {
  contactMatches,
  effectiveStatus,
  maskEmail,
  maskPhone,
  nationalPhone,
} from './reservation-view.js';

describe('guest lookup matching', () => {
  const booker = { booker_email: 'Budi.Santoso@Example.com', booker_phone: '081234567890' };

  it('matches the e-mail without regard to case or surrounding spaces', () => {
    expect(contactMatches(booker, ' budi.santoso@example.COM ')).toBe(true);
    expect(contactMatches(booker, 'budi.santoso@example.co')).toBe(false);
  });

  it('matches the phone by digits in national or international form', () => {
    for (const value of ['081234567890', '6281234567890', '+62 812-3456-7890', '81234567890']) {
      expect({ value, match: contactMatches(booker, value) }).toEqual({ value, match: true });
    }
    expect(contactMatches(booker, '081234567891')).toBe(false);
    expect(contactMatches(booker, '')).toBe(false);
    expect(contactMatches({ ...booker, booker_phone: '0812' }, '0812')).toBe(false);
  });

  it('normalises phones to the national 0 form', () => {
    expect(nationalPhone('+62 812 3456')).toBe('08123456');
    expect(nationalPhone('0812-3456')).toBe('08123456');
  });
});

describe('masking', () => {
  it('keeps the start of an e-mail and its domain', () => {
    expect(maskEmail('budi@example.com')).toBe('bu***@example.com');
    expect(maskEmail('b@example.com')).toBe('b***@example.com');
    expect(maskEmail('not-an-email')).toBe('***');
  });

  it('keeps the first and last four digits of a phone', () => {
    expect(maskPhone('081234567890')).toBe('0812****7890');
    expect(maskPhone('0812345678')).toBe('0812**5678');
  });
});

describe('effectiveStatus', () => {
  const now = new Date('2026-11-21T01:00:00Z');
  it('reads a pending reservation past its expiry as expired, before any sweep', () => {
    expect(
      effectiveStatus({ status: 'pending', expires_at: new Date(now.getTime() + 1) }, now),
    ).toBe('pending');
    expect(effectiveStatus({ status: 'pending', expires_at: now }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'paid', expires_at: new Date(0) }, now)).toBe('paid');
  });
});

describe('local time', () => {
  it('writes instants in the zone of the departure point', () => {
    const instant = new Date('2026-11-21T01:15:00Z');
    expect(localTimestamp(instant, 'Asia/Jakarta')).toBe('2026-11-21 08:15:00');
    expect(localTimestamp(instant, 'Asia/Makassar')).toBe('2026-11-21 09:15:00');
    expect(zoneLabel('Asia/Makassar')).toBe('WITA');
    expect(zoneLabel('Asia/Jayapura')).toBe('WIT');
  });
});

describe('holdExpiry', () => {
  const now = new Date('2026-11-21T01:00:00Z');
  const leg = (minutesAhead: number) => ({
    trip: { departureAt: new Date(now.getTime() + minutesAhead * 60_000) },
  });
  it('holds for holdMinutes, but never past the first departure', () => {
    expect(holdExpiry(now, 15, [leg(120), leg(300)])).toEqual(new Date('2026-11-21T01:15:00Z'));
    expect(holdExpiry(now, 15, [leg(300), leg(10)])).toEqual(new Date('2026-11-21T01:10:00Z'));
  });
});
