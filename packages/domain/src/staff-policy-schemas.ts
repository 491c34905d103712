import { z } from 'zod';
import { optionalOperatorCodeSchema } from './catalog-schemas';
import { operatorPolicySchema } from './cancellation-policy';

/**
 * Wire schemas of the operator console's after-sale policy desk (issue 21, decision
 * 0037), under /api/staff/kebijakan: an operator's cancellation and reschedule policy, read
 * and saved whole. The policy itself is the domain's operatorPolicySchema (its Indonesian
 * messages name each field); `kebijakan: null` puts the operator back on the default.
 */

/** A petugas's operator is their own (operator_kode may be left out); an admin names one. */
export const staffPolicyQuerySchema = z.object({
  operator_kode: optionalOperatorCodeSchema,
});

export const staffPolicyBodySchema = z.object({
  operator_kode: optionalOperatorCodeSchema,
  /** The whole policy, or null: the operator follows the default policy again. */
  kebijakan: operatorPolicySchema.nullable(),
});
export type StaffPolicyBody = z.infer<typeof staffPolicyBodySchema>;

export const staffPolicyResultSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  /** The policy in force: the operator's own, or the default. */
  kebijakan: operatorPolicySchema,
  /** True when the operator has no policy of its own (or one that no longer reads). */
  bawaan: z.boolean(),
  /** On a save: false when what was sent was already in force (nothing written or audited). */
  berubah: z.boolean().optional(),
});
export type StaffPolicyResult = z.infer<typeof staffPolicyResultSchema>;
