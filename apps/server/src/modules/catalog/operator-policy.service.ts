import {
  DEFAULT_OPERATOR_POLICY,
  type OperatorPolicy,
  operatorPolicySchema,
} from '@lintas/domain/cancellation-policy';
import type { Executor } from '../../db/executor.js';
import type { OperatorPolicyRepository } from './operator-policy.repository.js';

/** An operator's after-sale policy as it is in force. */
export interface OperatorPolicyInForce {
  operatorCode: string;
  operatorName: string;
  policy: OperatorPolicy;
  /** True when the operator has none of its own (or one that no longer reads): the default. */
  isDefault: boolean;
}

/**
 * Each operator's after-sale policy (decision 0037), kept by the catalog module with the
 * operator: the console's policy desk reads and replaces it whole. A stored policy that no
 * longer reads is the default in force, as the cancellation quote treats it.
 */
export class OperatorPolicyService {
  constructor(private readonly repository: OperatorPolicyRepository) {}

  /** The operator's policy in force, or undefined when there is no such operator. */
  async policyOf(operatorCode: string): Promise<OperatorPolicyInForce | undefined> {
    const row = await this.repository.find(operatorCode);
    return row && inForce(row);
  }

  /**
   * Replaces the operator's policy with `policy` (null: back to the default) in `trx`, the
   * row locked meanwhile: what was in force before and after, or undefined when there is
   * no such operator. Nothing is written when the same policy is already stored.
   */
  async replacePolicy(
    trx: Executor,
    operatorCode: string,
    policy: OperatorPolicy | null,
  ): Promise<
    { before: OperatorPolicyInForce; after: OperatorPolicyInForce; changed: boolean } | undefined
  > {
    const row = await this.repository.findForUpdate(operatorCode, trx);
    if (!row) return undefined;
    const stored = policy === null ? null : operatorPolicySchema.parse(policy);
    const current = storedShape(row.stored);
    // Compared as parsed (jsonb keeps its own key order); an unreadable one is replaced.
    const unreadable = row.stored !== null && row.stored !== undefined && current === null;
    const changed = unreadable || JSON.stringify(current) !== JSON.stringify(stored);
    if (changed) await this.repository.store(operatorCode, stored, trx);
    return { before: inForce(row), after: inForce({ ...row, stored }), changed };
  }
}

/** What a stored value means: a readable policy, or null (none, or one that no longer reads). */
function storedShape(stored: unknown): OperatorPolicy | null {
  if (stored === null || stored === undefined) return null;
  const parsed = operatorPolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function inForce(row: { code: string; name: string; stored: unknown }): OperatorPolicyInForce {
  const own = storedShape(row.stored);
  return {
    operatorCode: row.code,
    operatorName: row.name,
    policy: own ?? DEFAULT_OPERATOR_POLICY,
    isDefault: own === null,
  };
}
