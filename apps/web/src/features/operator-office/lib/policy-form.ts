import type { OperatorPolicy } from '@lintas/domain/cancellation-policy';

/** The policy form's values as typed: whole numbers as text, the ticks and the choice as they are. */
export interface PolicyForm {
  cancelHours: string;
  withPercent: string;
  withHours: string;
  withoutPercent: string;
  withoutHours: string;
  rescheduleAllowed: boolean;
  rescheduleHours: string;
  fee: string;
  lowerFare: 'refund' | 'keep';
}

/** Each text field's name: the policy's own path, as the server names it in `details.fields`. */
export const POLICY_FIELDS = {
  cancelHours: 'kebijakan.cancel.hoursBefore',
  withPercent: 'kebijakan.cancel.withAssurance.percent',
  withHours: 'kebijakan.cancel.withAssurance.hoursBefore',
  withoutPercent: 'kebijakan.cancel.withoutAssurance.percent',
  withoutHours: 'kebijakan.cancel.withoutAssurance.hoursBefore',
  rescheduleHours: 'kebijakan.reschedule.hoursBefore',
  fee: 'kebijakan.reschedule.feePerPassenger',
} as const satisfies Partial<Record<keyof PolicyForm, string>>;

type NumberField = keyof typeof POLICY_FIELDS;

export function policyForm(policy: OperatorPolicy): PolicyForm {
  const { cancel, reschedule } = policy;
  return {
    cancelHours: String(cancel.hoursBefore),
    withPercent: String(cancel.withAssurance.percent),
    withHours: String(cancel.withAssurance.hoursBefore),
    withoutPercent: String(cancel.withoutAssurance.percent),
    withoutHours: String(cancel.withoutAssurance.hoursBefore),
    rescheduleAllowed: reschedule.allowed,
    rescheduleHours: String(reschedule.hoursBefore),
    fee: String(reschedule.feePerPassenger),
    lowerFare: reschedule.lowerFare,
  };
}

/** Digits typed (a fee may have dots between thousands), or null when it is not a whole number. */
function wholeNumber(text: string): number | null {
  const digits = text.replace(/[.\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The policy the form says, or the fields that are not whole numbers (an empty field is
 * one: every value of a policy is needed). Bounds and the rule between the deadlines are
 * the server's to check (the domain's schema), and its words show under the fields.
 */
export function policyOfForm(
  form: PolicyForm,
): { policy: OperatorPolicy; problems: null } | { policy: null; problems: Record<string, string> } {
  const numbers = {} as Record<NumberField, number>;
  const problems: Record<string, string> = {};
  for (const key of Object.keys(POLICY_FIELDS) as NumberField[]) {
    const value = wholeNumber(form[key]);
    if (value === null)
      problems[POLICY_FIELDS[key]] = form[key].trim() === '' ? 'Harap isi' : 'Isi angka bulat';
    else numbers[key] = value;
  }
  if (Object.keys(problems).length > 0) return { policy: null, problems };
  return {
    policy: {
      cancel: {
        hoursBefore: numbers.cancelHours,
        withAssurance: { percent: numbers.withPercent, hoursBefore: numbers.withHours },
        withoutAssurance: { percent: numbers.withoutPercent, hoursBefore: numbers.withoutHours },
      },
      reschedule: {
        allowed: form.rescheduleAllowed,
        hoursBefore: numbers.rescheduleHours,
        feePerPassenger: numbers.fee,
        lowerFare: form.lowerFare,
      },
    },
    problems: null,
  };
}
