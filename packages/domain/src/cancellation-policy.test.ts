import { describe, expect, it } from 'vitest';
import {
  allocate,
  cancellationQuote,
  DEFAULT_OPERATOR_POLICY,
  type CancelTerms,
  operatorPolicySchema,
  policyLines,
  policyOrDefault,
} from './cancellation-policy';

const DEPARTURE = new Date('2026-11-22T03:00:00Z');
const hoursBefore = (hours: number) => new Date(DEPARTURE.getTime() - hours * 3_600_000);
const TERMS: CancelTerms = {
  hoursBefore: 6,
  withAssurance: { percent: 100, hoursBefore: 6 },
  withoutAssurance: { percent: 75, hoursBefore: 24 },
};

function quote(options: {
  at: Date;
  withAssurance: boolean;
  fares?: number[];
  chosen?: boolean[];
  voucher?: number;
  points?: number;
}) {
  const fares = options.fares ?? [150_000, 150_000];
  return cancellationQuote({
    legs: [
      {
        terms: TERMS,
        departureAt: DEPARTURE,
        seats: fares.map((fare, i) => ({ fare, chosen: options.chosen?.[i] ?? true })),
      },
    ],
    voucherLeft: options.voucher ?? 0,
    pointsLeft: options.points ?? 0,
    withAssurance: options.withAssurance,
    now: options.at,
  });
}

describe('what cancelling a paid booking gives back (decision 0037)', () => {
  it('with assurance, before the deadline: everything paid for the seats, given back without review', () => {
    const q = quote({ at: hoursBefore(26), withAssurance: true });
    expect(q.refusal).toBeNull();
    expect(q.legs[0]!.rule).toMatchObject({ rule: 'asuransi', percent: 100 });
    expect(q.refund).toBe(300_000);
    expect(q.automatic).toBe(true);
  });

  it('without assurance: the basic tier until its own deadline, then nothing, and never automatic', () => {
    const early = quote({ at: hoursBefore(26), withAssurance: false });
    expect(early.legs[0]!.rule).toMatchObject({ rule: 'tanpa_asuransi', percent: 75 });
    expect(early.refund).toBe(225_000);
    expect(early.automatic).toBe(false);
    const late = quote({ at: hoursBefore(20), withAssurance: false });
    expect(late.refusal).toBeNull();
    expect(late.legs[0]!.rule.rule).toBe('tidak_ada');
    expect(late.refund).toBe(0);
  });

  it('refuses past the cancellation deadline and after departure', () => {
    expect(quote({ at: hoursBefore(5), withAssurance: true }).refusal?.reason).toBe(
      'deadline_passed',
    );
    expect(quote({ at: hoursBefore(0), withAssurance: true }).refusal?.reason).toBe('departed');
    // At the deadline itself it is still accepted.
    expect(quote({ at: hoursBefore(6), withAssurance: true }).refusal).toBeNull();
  });

  it('takes the voucher and the points off each seat in proportion, and gives the points back as points', () => {
    const q = quote({
      at: hoursBefore(26),
      withAssurance: true,
      fares: [100_000, 200_000],
      voucher: 30_001,
      points: 3_000,
    });
    const [a, b] = q.legs[0]!.seats;
    expect(a!.voucherShare + b!.voucherShare).toBe(30_001);
    expect(a!.pointsShare + b!.pointsShare).toBe(3_000);
    expect(q.refund).toBe(300_000 - 30_001 - 3_000);
    expect(q.pointsBack).toBe(3_000);
  });

  it('a partial cancellation and the rest add up to the whole', () => {
    const base = {
      at: hoursBefore(26),
      withAssurance: false,
      fares: [100_000, 50_000, 75_000],
      voucher: 10_000,
    };
    const whole = quote(base);
    const first = quote({ ...base, chosen: [true, false, false] });
    const rest = quote({ ...base, chosen: [false, true, true] });
    expect(first.refund + rest.refund).toBeLessThanOrEqual(whole.refund);
    expect(whole.refund - (first.refund + rest.refund)).toBeLessThanOrEqual(2);
  });

  it('allocate splits exactly, the remainder to the largest parts', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
  });
});

describe('an operator policy as stored and edited', () => {
  it('reads a valid policy and refuses a tier that could never be reached, in Indonesian', () => {
    expect(operatorPolicySchema.parse(DEFAULT_OPERATOR_POLICY)).toEqual(DEFAULT_OPERATOR_POLICY);
    const unreachable = {
      ...DEFAULT_OPERATOR_POLICY,
      cancel: {
        ...DEFAULT_OPERATOR_POLICY.cancel,
        withAssurance: { percent: 100, hoursBefore: 2 },
      },
    };
    const parsed = operatorPolicySchema.safeParse(unreachable);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/tidak boleh lebih dekat/);
    // Said at the tier's hours, where the console shows it.
    expect(parsed.error?.issues[0]?.path).toEqual(['cancel', 'withAssurance', 'hoursBefore']);
    expect(
      operatorPolicySchema.safeParse({
        ...DEFAULT_OPERATOR_POLICY,
        reschedule: { ...DEFAULT_OPERATOR_POLICY.reschedule, feePerPassenger: -1 },
      }).success,
    ).toBe(false);
  });

  it('an operator without a policy, or with one that no longer reads, has the default', () => {
    expect(policyOrDefault(null)).toBe(DEFAULT_OPERATOR_POLICY);
    expect(policyOrDefault({ cancel: 'x' })).toBe(DEFAULT_OPERATOR_POLICY);
  });

  it('says the policy in sentences', () => {
    const lines = policyLines({ ...DEFAULT_OPERATOR_POLICY, cancel: TERMS });
    expect(lines[0]).toBe(
      'Tiket yang sudah dibayar dapat dibatalkan paling lambat 6 jam sebelum keberangkatan.',
    );
    expect(lines).toContain(
      'Tanpa Asuransi Refund: 75% harga tiket dikembalikan bila dibatalkan paling lambat 1 hari sebelum keberangkatan.',
    );
  });
});
