import type { StaffPolicyBody, StaffPolicyResult } from '@lintas/domain/staff-policy-schemas';
import type { OperatorPolicy } from '@lintas/domain/cancellation-policy';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorPolicyInForce } from '../catalog/operator-policy.service.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** The catalog module's after-sale policies. */
export interface PoliciesPort {
  policyOf(operatorCode: string): Promise<OperatorPolicyInForce | undefined>;
  replacePolicy(
    trx: Executor,
    operatorCode: string,
    policy: OperatorPolicy | null,
  ): Promise<
    { before: OperatorPolicyInForce; after: OperatorPolicyInForce; changed: boolean } | undefined
  >;
}

/**
 * An operator's after-sale policy for staff (issue 21, decision 0037): until when a paid
 * ticket may be cancelled and what comes back, until when and for what it may be moved.
 * A petugas reads and saves their own operator's (another answers 404, as if it were not
 * there); an admin names the operator. A save is audited in its transaction and applies to
 * the next cancellation quote; the same policy sent again changes and records nothing.
 */
export class PolicyDeskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly policies: PoliciesPort,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
  ) {}

  /** The operator a request is about: a petugas's own; an admin's must be named. */
  private operatorOf(staff: StaffPrincipal, operatorCode: string | undefined): string {
    if (staff.role === 'admin') {
      if (operatorCode === undefined)
        throw new AppError('VALIDATION_ERROR', 'Pilih operator lebih dulu.', {
          fields: [{ field: 'operator_kode', message: 'Pilih operator' }],
        });
      return operatorCode;
    }
    const own = staff.operatorCode;
    if (own === null || (operatorCode !== undefined && operatorCode !== own))
      throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    return own;
  }

  async read(staff: StaffPrincipal, operatorCode: string | undefined): Promise<StaffPolicyResult> {
    const found = await this.policies.policyOf(this.operatorOf(staff, operatorCode));
    if (!found) throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    return result(found);
  }

  async save(staff: StaffPrincipal, body: StaffPolicyBody): Promise<StaffPolicyResult> {
    const code = this.operatorOf(staff, body.operator_kode);
    return this.db.transaction().execute(async (trx) => {
      const change = await this.policies.replacePolicy(trx, code, body.kebijakan);
      if (!change) throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      if (!change.changed) return { ...result(change.after), berubah: false };
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'kebijakan.ubah',
          entity: 'operator',
          entityKey: code,
          before: policySnapshot(change.before),
          after: policySnapshot(change.after),
          at: this.clock.now(),
        },
        trx,
      );
      return { ...result(change.after), berubah: true };
    });
  }
}

function result(policy: OperatorPolicyInForce): StaffPolicyResult {
  return {
    operator_kode: policy.operatorCode,
    operator_nama: policy.operatorName,
    kebijakan: policy.policy,
    bawaan: policy.isDefault,
  };
}

/** What the audit keeps: the policy in force and whether it was the default. */
function policySnapshot(policy: OperatorPolicyInForce) {
  return { bawaan: policy.isDefault, kebijakan: policy.policy };
}
