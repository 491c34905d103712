import type { RescheduleTermsOfPolicy } from './cancellation-policy';

/**
 * What moving a paid booking to another departure costs (decision 0040). Pure: the
 * server prices with it and the web could show the same figures. Integer rupiah.
 *
 *   fee         feePerPassenger x passengers moved
 *   difference  new fares - old fares (what the booking paid per seat after seat promos)
 *   due         fee + difference, when the operator gives a lower fare back ('refund'):
 *               positive is charged, negative is refunded to the original payment;
 *               fee + max(difference, 0) when it keeps a lower fare ('keep')
 *
 * A move is accepted until `hoursBefore` hours before the OLD departure (the one the
 * booker holds a ticket for), never after it left, and only when the policy allows it.
 */
export type RescheduleRefusal = 'not_allowed' | 'departed' | 'deadline_passed';

export interface ReschedulePrice {
  refusal: RescheduleRefusal | null;
  /** The last instant a move is accepted. */
  deadline: Date;
  fee: number;
  oldFares: number;
  newFares: number;
  difference: number;
  /** What the booker pays now (0 or more). */
  toPay: number;
  /** What goes back to the booker's original payment (0 or more). */
  refund: number;
}

const HOUR_MS = 3_600_000;

export function reschedulePrice(input: {
  terms: RescheduleTermsOfPolicy;
  oldDepartureAt: Date;
  now: Date;
  oldFares: readonly number[];
  newFares: readonly number[];
}): ReschedulePrice {
  const { terms, oldDepartureAt, now } = input;
  const deadline = new Date(oldDepartureAt.getTime() - terms.hoursBefore * HOUR_MS);
  const refusal: RescheduleRefusal | null = !terms.allowed
    ? 'not_allowed'
    : oldDepartureAt.getTime() <= now.getTime()
      ? 'departed'
      : now.getTime() > deadline.getTime()
        ? 'deadline_passed'
        : null;
  const sum = (fares: readonly number[]) => fares.reduce((acc, fare) => acc + Math.max(0, fare), 0);
  const oldFares = sum(input.oldFares);
  const newFares = sum(input.newFares);
  const difference = newFares - oldFares;
  const fee = Math.max(0, terms.feePerPassenger) * input.newFares.length;
  const due = terms.lowerFare === 'refund' ? fee + difference : fee + Math.max(0, difference);
  return {
    refusal,
    deadline,
    fee,
    oldFares,
    newFares,
    difference,
    toPay: Math.max(0, due),
    refund: Math.max(0, -due),
  };
}
