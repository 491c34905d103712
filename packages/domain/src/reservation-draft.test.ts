import { describe, expect, it } from 'vitest';
import {
  checkDraftCompleteness,
  isCustomerFilled,
  isMissingValue,
  isPassengerInfoComplete,
  passengerNameList,
  type ReservationDraft,
} from './reservation-draft';

const completeGo: ReservationDraft = {
  name: 'Budi Santoso',
  email: 'budi@mail.com',
  phonenumber: '081234567890',
  operator_code_go: 'OPR1',
  schedule_code_go: 'JDW1',
  date_go: '2025-12-01',
  seat_go: [{ no: '1', promo_kode: null, name: 'Budi Santoso' }],
  payment_code: 'VA-BCA',
  is_roundtrip: 0,
};

describe('isMissingValue', () => {
  it('counts empty, null and zero-length values as missing', () => {
    expect(isMissingValue(null)).toBe(true);
    expect(isMissingValue(undefined)).toBe(true);
    expect(isMissingValue('')).toBe(true);
    expect(isMissingValue('  ')).toBe(true);
    expect(isMissingValue([])).toBe(true);
    expect(isMissingValue(0)).toBe(false);
    expect(isMissingValue('x')).toBe(false);
  });
});

describe('checkDraftCompleteness', () => {
  it('accepts a complete one-way draft', () => {
    expect(checkDraftCompleteness(completeGo)).toEqual({ complete: true, missing: [] });
  });

  it('lists every missing go field in order', () => {
    expect(checkDraftCompleteness({})).toEqual({
      complete: false,
      missing: [
        'name',
        'email',
        'phonenumber',
        'operator_code_go',
        'schedule_code_go',
        'date_go',
        'seat_go',
        'payment_code',
      ],
    });
    expect(checkDraftCompleteness({ ...completeGo, seat_go: [], email: '' }).missing).toEqual([
      'email',
      'seat_go',
    ]);
  });

  it('requires the return fields for a round trip only', () => {
    expect(checkDraftCompleteness({ ...completeGo, is_roundtrip: 1 }).missing).toEqual([
      'operator_code_return',
      'schedule_code_return',
      'date_return',
      'seat_return',
    ]);
    expect(
      checkDraftCompleteness({
        ...completeGo,
        is_roundtrip: true,
        operator_code_return: 'OPR1',
        schedule_code_return: 'JDW9',
        date_return: '2025-12-03',
        seat_return: [{ no: '4' }],
      }).complete,
    ).toBe(true);
    expect(
      checkDraftCompleteness({ ...completeGo, is_roundtrip: 0, seat_return: [] }).complete,
    ).toBe(true);
  });
});

describe('passenger and customer completeness', () => {
  it('lists filled passenger names in seat order', () => {
    expect(
      passengerNameList({ pass1: 'Siti', pass0: 'Budi', pass10: 'Ani', other: 'x', pass2: '' }),
    ).toEqual(['Budi', 'Siti', 'Ani']);
  });

  it('is complete only when seats exist and each go seat has a passenger name', () => {
    expect(isPassengerInfoComplete([], {})).toBe(false);
    expect(isPassengerInfoComplete(null, {})).toBe(false);
    expect(isPassengerInfoComplete([{ no: '1' }, { no: '2' }], { pass0: 'Budi' })).toBe(false);
    expect(isPassengerInfoComplete([{ no: '1' }, { no: '2' }], { pass0: 'Budi', pass1: ' ' })).toBe(
      false,
    );
    expect(
      isPassengerInfoComplete([{ no: '1' }, { no: '2' }], { pass0: 'Budi', pass1: 'Siti' }),
    ).toBe(true);
    expect(isPassengerInfoComplete([{ no: '1' }], { pass0: 'Budi', pass1: 'Siti' })).toBe(false);
  });

  it('counts the customer as filled once a name exists', () => {
    expect(isCustomerFilled({ name: 'Budi' })).toBe(true);
    expect(isCustomerFilled({ name: '' })).toBe(false);
    expect(isCustomerFilled(null)).toBe(false);
  });
});
