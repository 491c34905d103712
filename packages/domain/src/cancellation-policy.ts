import { z } from 'zod';
import { formatRupiah } from './format';

/**
 * An operator's after-sale policy (decision 0037): until when a paid ticket may be
 * cancelled and what comes back, and until when and for what a ticket may be moved to
 * another departure. One per operator; the catalog module keeps it. Pure: the server
 * computes refunds with it and the web shows the same figures. Integer rupiah and whole
 * hours only.
 */

/** A refund tier: `percent` of the fare paid, when cancelled at least `hoursBefore` before departure. */
export interface RefundTier {
  percent: number;
  hoursBefore: number;
}

export interface CancelTerms {
  /** A paid ticket may be cancelled until this many hours before its departure. */
  hoursBefore: number;
  /** With refund assurance (flag_asuransi): an assurance claim, refunded without review. */
  withAssurance: RefundTier;
  /** Without refund assurance (may be 0 percent): refunded after an admin's review. */
  withoutAssurance: RefundTier;
}

export interface RescheduleTermsOfPolicy {
  /** False: the operator does not move tickets. */
  allowed: boolean;
  /** A ticket may be moved until this many hours before its departure. */
  hoursBefore: number;
  /** Rupiah per passenger moved. */
  feePerPassenger: number;
  /** A cheaper new departure: its difference given back ('refund') or kept ('keep'). */
  lowerFare: 'refund' | 'keep';
}

export interface OperatorPolicy {
  cancel: CancelTerms;
  reschedule: RescheduleTermsOfPolicy;
}

/** Bounds every policy keeps (operatorPolicySchema checks them). */
const POLICY_LIMITS = {
  maxHours: 720,
  maxFeePerPassenger: 1_000_000,
} as const;

/** The policy of an operator that has not set its own. */
export const DEFAULT_OPERATOR_POLICY: OperatorPolicy = {
  cancel: {
    hoursBefore: 6,
    withAssurance: { percent: 100, hoursBefore: 6 },
    withoutAssurance: { percent: 0, hoursBefore: 24 },
  },
  reschedule: { allowed: true, hoursBefore: 12, feePerPassenger: 25_000, lowerFare: 'keep' },
};

/**
 * Why a policy cannot stand, and the field to say it at, or null. A refund tier must end
 * at or before the cancellation deadline (more hours before departure): a tier that ended
 * after it could never be reached.
 */
function policyProblem(policy: OperatorPolicy): { message: string; tier: string } | null {
  const { cancel } = policy;
  if (cancel.withAssurance.hoursBefore < cancel.hoursBefore) {
    return {
      tier: 'withAssurance',
      message:
        'Batas refund dengan Asuransi Refund tidak boleh lebih dekat ke keberangkatan daripada batas pembatalan.',
    };
  }
  if (cancel.withoutAssurance.hoursBefore < cancel.hoursBefore) {
    return {
      tier: 'withoutAssurance',
      message:
        'Batas refund tanpa Asuransi Refund tidak boleh lebih dekat ke keberangkatan daripada batas pembatalan.',
    };
  }
  return null;
}

const hoursSchema = z
  .number({ error: 'Harus berupa angka jam' })
  .int('Jam harus bilangan bulat')
  .min(0, 'Jam tidak boleh negatif')
  .max(POLICY_LIMITS.maxHours, `Paling banyak ${POLICY_LIMITS.maxHours} jam`);
const tierSchema = z.object({
  percent: z
    .number({ error: 'Harus berupa angka persen' })
    .int('Persen harus bilangan bulat')
    .min(0, 'Persen minimal 0')
    .max(100, 'Persen paling banyak 100'),
  hoursBefore: hoursSchema,
});

/**
 * A policy as stored (operators.after_sale_policy) and as the console sends it: every
 * field present, within POLICY_LIMITS, and its tiers reachable (policyProblem).
 */
export const operatorPolicySchema = z
  .object({
    cancel: z.object({
      hoursBefore: hoursSchema,
      withAssurance: tierSchema,
      withoutAssurance: tierSchema,
    }),
    reschedule: z.object({
      allowed: z.boolean({ error: 'Harus true atau false' }),
      hoursBefore: hoursSchema,
      feePerPassenger: z
        .number({ error: 'Harus berupa angka rupiah' })
        .int('Biaya harus bilangan bulat')
        .min(0, 'Biaya tidak boleh negatif')
        .max(POLICY_LIMITS.maxFeePerPassenger, 'Biaya terlalu besar'),
      lowerFare: z.enum(['refund', 'keep'], { error: "Harus 'refund' atau 'keep'" }),
    }),
  })
  .superRefine((policy, context) => {
    // Said at the tier's hours, where the console shows it.
    const problem = policyProblem(policy);
    if (problem)
      context.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['cancel', problem.tier, 'hoursBefore'],
      });
  });

/** A stored policy, or the default one when there is none or it no longer reads. */
export function policyOrDefault(stored: unknown): OperatorPolicy {
  if (stored === null || stored === undefined) return DEFAULT_OPERATOR_POLICY;
  const parsed = operatorPolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_OPERATOR_POLICY;
}

const HOUR_MS = 3_600_000;

/** The instant `hours` before `departureAt`. */
function hoursBeforeInstant(departureAt: Date, hours: number): Date {
  return new Date(departureAt.getTime() - hours * HOUR_MS);
}

/** Which rule decided a refund: an assurance claim, the basic tier, or no refund (past both). */
export type RefundRule = 'asuransi' | 'tanpa_asuransi' | 'tidak_ada';

export const refundRuleLabels: Record<RefundRule, string> = {
  asuransi: 'Asuransi Refund',
  tanpa_asuransi: 'Refund tanpa Asuransi Refund',
  tidak_ada: 'Tidak ada refund',
};

export type CancelRefusal = 'departed' | 'deadline_passed';

export interface LegCancelRule {
  /** null: may be cancelled now; otherwise why not. */
  refusal: CancelRefusal | null;
  /** The last instant a cancellation is accepted. */
  cancelDeadline: Date;
  rule: RefundRule;
  percent: number;
  /** Until when this rule's percent holds (null for 'tidak_ada'). */
  ruleDeadline: Date | null;
}

/**
 * The rule a cancellation of one leg at `now` falls under. A booking with assurance gets
 * the better of its two tiers (the basic tier is everyone's); a tier holds while `now` is
 * at or before its deadline. A departure at or before `now` has left.
 */
function legCancelRule(input: {
  terms: CancelTerms;
  departureAt: Date;
  now: Date;
  withAssurance: boolean;
}): LegCancelRule {
  const { terms, departureAt, now, withAssurance } = input;
  const at = now.getTime();
  const cancelDeadline = hoursBeforeInstant(departureAt, terms.hoursBefore);
  const refusal: CancelRefusal | null =
    departureAt.getTime() <= at
      ? 'departed'
      : at > cancelDeadline.getTime()
        ? 'deadline_passed'
        : null;
  const tiers: Array<{ rule: RefundRule; tier: RefundTier }> = [];
  if (withAssurance) tiers.push({ rule: 'asuransi', tier: terms.withAssurance });
  tiers.push({ rule: 'tanpa_asuransi', tier: terms.withoutAssurance });
  let best: { rule: RefundRule; percent: number; deadline: Date } | null = null;
  for (const { rule, tier } of tiers) {
    const deadline = hoursBeforeInstant(departureAt, tier.hoursBefore);
    const percent = clampPercent(tier.percent);
    if (percent <= 0 || at > deadline.getTime()) continue;
    if (!best || percent > best.percent) best = { rule, percent, deadline };
  }
  return best
    ? {
        refusal,
        cancelDeadline,
        rule: best.rule,
        percent: best.percent,
        ruleDeadline: best.deadline,
      }
    : { refusal, cancelDeadline, rule: 'tidak_ada', percent: 0, ruleDeadline: null };
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, Math.trunc(percent)));
}

/**
 * `total` split over `weights` in integers that add up to `total` exactly: each gets the
 * floor of its proportional part, and what is left goes one rupiah at a time to the
 * largest remainders (earlier ones first on a tie). All-zero weights split nothing.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const parts = weights.map((weight) => {
    const exact = (Math.max(0, weight) * total) / sum;
    return { floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = total - parts.reduce((acc, part) => acc + part.floor, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const result = parts.map((part) => part.floor);
  for (const { index } of order) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/** One seat of one leg still in the booking, as a cancellation prices it. */
export interface QuotedSeatInput {
  /** The seat's fare after its seat promo (what the booking paid for it, before voucher and points). */
  fare: number;
  /** True when this seat is being cancelled. */
  chosen: boolean;
}

export interface QuotedLegInput {
  terms: CancelTerms;
  departureAt: Date;
  seats: QuotedSeatInput[];
}

export interface QuotedSeat {
  fare: number;
  /** This seat's part of the booking's voucher discount and of the points spent. */
  voucherShare: number;
  pointsShare: number;
  /** The money paid for the seat: fare - voucher share - points share. */
  paid: number;
  chosen: boolean;
  /** For a chosen seat: money and points that come back (0 otherwise). */
  refund: number;
  pointsBack: number;
}

export interface QuotedLeg {
  rule: LegCancelRule;
  seats: QuotedSeat[];
}

export interface CancellationQuote {
  legs: QuotedLeg[];
  refund: number;
  pointsBack: number;
  /** The money paid for the chosen seats (what earns points: decision 0009). */
  paidChosen: number;
  /** The first refusal among the legs with a chosen seat, or null. */
  refusal: { legIndex: number; reason: CancelRefusal; cancelDeadline: Date } | null;
  /** The earliest cancellation deadline among the legs with a chosen seat. */
  cancelDeadline: Date | null;
  /** True when something comes back and every refunding seat is an assurance claim. */
  automatic: boolean;
}

/**
 * What cancelling the chosen seats of a paid booking gives back at `now` (decision 0037):
 *
 *   share     the voucher discount and the points still on the booking are split over the
 *             seats still in it in proportion to their fares (allocate): a seat's share
 *             does not depend on which others are chosen, so a partial cancellation and a
 *             later one add up to the whole
 *   paid      fare after promo - voucher share - points share
 *   refund    floor(paid x percent / 100) of the leg's rule (legCancelRule), in money
 *   points    floor(points share x percent / 100) come back as points
 *
 * The admin fee, the assurance and a donation are not part of any seat: they stay.
 */
export function cancellationQuote(input: {
  legs: QuotedLegInput[];
  /** The booking's voucher discount and points not yet given to an earlier cancellation. */
  voucherLeft: number;
  pointsLeft: number;
  withAssurance: boolean;
  now: Date;
}): CancellationQuote {
  const flat = input.legs.flatMap((leg) => leg.seats.map((seat) => Math.max(0, seat.fare)));
  const vouchers = allocate(input.voucherLeft, flat);
  const points = allocate(input.pointsLeft, flat);
  let cursor = 0;
  let refund = 0;
  let pointsBack = 0;
  let paidChosen = 0;
  let refusal: CancellationQuote['refusal'] = null;
  let cancelDeadline: Date | null = null;
  let refunding = 0;
  let claims = 0;
  const legs = input.legs.map((leg, legIndex) => {
    const rule = legCancelRule({
      terms: leg.terms,
      departureAt: leg.departureAt,
      now: input.now,
      withAssurance: input.withAssurance,
    });
    const seats = leg.seats.map((seat) => {
      const fare = Math.max(0, seat.fare);
      const voucherShare = vouchers[cursor] ?? 0;
      const pointsShare = points[cursor] ?? 0;
      cursor += 1;
      const paid = Math.max(0, fare - voucherShare - pointsShare);
      const seatRefund = seat.chosen ? Math.floor((paid * rule.percent) / 100) : 0;
      const seatPoints = seat.chosen ? Math.floor((pointsShare * rule.percent) / 100) : 0;
      return {
        fare,
        voucherShare,
        pointsShare,
        paid,
        chosen: seat.chosen,
        refund: seatRefund,
        pointsBack: seatPoints,
      };
    });
    const chosen = seats.filter((seat) => seat.chosen);
    if (chosen.length > 0) {
      if (rule.refusal && !refusal) {
        refusal = { legIndex, reason: rule.refusal, cancelDeadline: rule.cancelDeadline };
      }
      if (!cancelDeadline || rule.cancelDeadline.getTime() < cancelDeadline.getTime()) {
        cancelDeadline = rule.cancelDeadline;
      }
      for (const seat of chosen) {
        refund += seat.refund;
        pointsBack += seat.pointsBack;
        paidChosen += seat.paid;
        if (seat.refund > 0) {
          refunding += 1;
          if (rule.rule === 'asuransi') claims += 1;
        }
      }
    }
    return { rule, seats };
  });
  return {
    legs,
    refund,
    pointsBack,
    paidChosen,
    refusal,
    cancelDeadline,
    automatic: refunding > 0 && claims === refunding,
  };
}

/** The policy in sentences, for the seat and booker pages, the ticket and the console. */
export function policyLines(policy: OperatorPolicy): string[] {
  const { cancel, reschedule } = policy;
  const lines = [
    cancel.hoursBefore > 0
      ? `Tiket yang sudah dibayar dapat dibatalkan paling lambat ${hoursText(cancel.hoursBefore)} sebelum keberangkatan.`
      : 'Tiket yang sudah dibayar dapat dibatalkan sampai jam keberangkatan.',
    tierLine('Dengan Asuransi Refund', cancel.withAssurance),
    tierLine('Tanpa Asuransi Refund', cancel.withoutAssurance),
  ];
  lines.push(
    'Biaya admin pembayaran, biaya Asuransi Refund dan donasi tidak dikembalikan; poin yang dipakai kembali sebagai poin.',
  );
  if (!reschedule.allowed) {
    lines.push('Jadwal tiket tidak dapat diubah.');
  } else {
    const fee =
      reschedule.feePerPassenger > 0
        ? `dengan biaya ${formatRupiah(reschedule.feePerPassenger)} per penumpang`
        : 'tanpa biaya';
    lines.push(
      `Jadwal dapat diubah paling lambat ${hoursText(reschedule.hoursBefore)} sebelum keberangkatan, ${fee}, ditambah selisih harga bila jadwal baru lebih mahal.`,
    );
    lines.push(
      reschedule.lowerFare === 'refund'
        ? 'Bila jadwal baru lebih murah, selisihnya dikembalikan.'
        : 'Bila jadwal baru lebih murah, selisihnya tidak dikembalikan.',
    );
  }
  return lines;
}

function tierLine(label: string, tier: RefundTier): string {
  if (tier.percent <= 0) return `${label}: harga tiket tidak dikembalikan.`;
  return `${label}: ${tier.percent}% harga tiket dikembalikan bila dibatalkan paling lambat ${hoursText(tier.hoursBefore)} sebelum keberangkatan.`;
}

/** 24 -> '1 hari', 36 -> '36 jam', 48 -> '2 hari', 0 -> '0 jam'. */
export function hoursText(hours: number): string {
  if (hours >= 24 && hours % 24 === 0) return `${hours / 24} hari`;
  return `${hours} jam`;
}
