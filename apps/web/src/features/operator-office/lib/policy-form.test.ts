import { DEFAULT_OPERATOR_POLICY } from '@lintas/domain/cancellation-policy';
import { describe, expect, it } from 'vitest';
import { policyForm, policyOfForm } from './policy-form';

describe('the policy form', () => {
  it('gives back the policy it was filled with, a fee typed with thousands dots as rupiah', () => {
    expect(policyOfForm(policyForm(DEFAULT_OPERATOR_POLICY))).toEqual({
      policy: DEFAULT_OPERATOR_POLICY,
      problems: null,
    });
    const form = { ...policyForm(DEFAULT_OPERATOR_POLICY), fee: '30.000' };
    expect(policyOfForm(form).policy?.reschedule.feePerPassenger).toBe(30000);
  });

  it('names each field that is empty or not a whole number, at the path the server uses', () => {
    const form = { ...policyForm(DEFAULT_OPERATOR_POLICY), cancelHours: ' ', withPercent: '7,5' };
    expect(policyOfForm(form)).toEqual({
      policy: null,
      problems: {
        'kebijakan.cancel.hoursBefore': 'Harap isi',
        'kebijakan.cancel.withAssurance.percent': 'Isi angka bulat',
      },
    });
  });
});
