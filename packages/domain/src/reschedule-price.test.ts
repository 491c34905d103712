import { describe, expect, it } from 'vitest';
import { reschedulePrice } from './reschedule-price';

const terms = {
  allowed: true,
  hoursBefore: 12,
  feePerPassenger: 25_000,
  lowerFare: 'keep' as const,
};
const departure = new Date('2026-12-10T08:00:00Z');
const early = new Date('2026-12-09T08:00:00Z');

describe('reschedulePrice (decision 0040)', () => {
  it('charges the fee per passenger plus a higher fare', () => {
    const price = reschedulePrice({
      terms,
      oldDepartureAt: departure,
      now: early,
      oldFares: [100_000, 100_000],
      newFares: [120_000, 120_000],
    });
    expect(price).toMatchObject({
      refusal: null,
      fee: 50_000,
      difference: 40_000,
      toPay: 90_000,
      refund: 0,
    });
  });

  it("keeps a lower fare when the policy says 'keep': only the fee is charged", () => {
    const price = reschedulePrice({
      terms,
      oldDepartureAt: departure,
      now: early,
      oldFares: [100_000],
      newFares: [80_000],
    });
    expect(price).toMatchObject({ difference: -20_000, toPay: 25_000, refund: 0 });
  });

  it("nets a lower fare against the fee when the policy says 'refund'", () => {
    const refund = { ...terms, lowerFare: 'refund' as const };
    const charged = reschedulePrice({
      terms: refund,
      oldDepartureAt: departure,
      now: early,
      oldFares: [100_000],
      newFares: [90_000],
    });
    expect(charged).toMatchObject({ toPay: 15_000, refund: 0 });
    const givenBack = reschedulePrice({
      terms: { ...refund, feePerPassenger: 0 },
      oldDepartureAt: departure,
      now: early,
      oldFares: [100_000, 100_000],
      newFares: [70_000, 70_000],
    });
    expect(givenBack).toMatchObject({ toPay: 0, refund: 60_000 });
  });

  it('refuses after the deadline, after departure and when the operator does not move tickets', () => {
    const at = (now: Date, t = terms) =>
      reschedulePrice({ terms: t, oldDepartureAt: departure, now, oldFares: [1], newFares: [1] })
        .refusal;
    expect(at(new Date('2026-12-09T20:00:00Z'))).toBeNull();
    expect(at(new Date('2026-12-09T20:00:01Z'))).toBe('deadline_passed');
    expect(at(departure)).toBe('departed');
    expect(at(early, { ...terms, allowed: false })).toBe('not_allowed');
  });
});
