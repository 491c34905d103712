import type {
  StaffRefundListResult,
  StaffRefundProcessResult,
} from '@lintas/domain/staff-operations-schemas';
import type { Executor } from '../../db/executor.js';
import type { RefundStatus } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { RefundHooks } from '../payments/refund.service.js';
import type { StaffRefund } from '@lintas/domain/staff-operations-schemas';
import type { BookingLifecyclePort } from './departure-cancellation.service.js';
import type { DepartureRepository } from './departure.repository.js';
import type { RefundScopeRepository } from './refund-scope.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** The payments module's refunds, as the refund desk uses them. */
export interface RefundQueuePort {
  queue(
    operatorCode: string | null,
    status: RefundStatus | undefined,
  ): Promise<StaffRefundListResult>;
  find(code: string): Promise<StaffRefund | null>;
  process(code: string, hooks: RefundHooks): Promise<StaffRefundProcessResult>;
}

function refundNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Refund tidak ditemukan.');
}

/**
 * The refund queue and its execution for staff: a petugas sees the refunds of bookings
 * on their operator's departures (another operator's answer 404, as if absent); only an
 * admin gives money back (403 for a petugas on their own operator's refund). The
 * execution, its idempotence and the gateway call are the payments module's; the audit
 * entry is written in its transaction.
 */
export class RefundDeskService {
  constructor(
    private readonly refunds: RefundQueuePort,
    private readonly lifecycle: Pick<BookingLifecyclePort, 'refundSettled'>,
    private readonly departures: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
    private readonly scope: RefundScopeRepository,
  ) {}

  async queue(
    staff: StaffPrincipal,
    operatorCode: string | undefined,
    status: RefundStatus | undefined,
  ): Promise<StaffRefundListResult> {
    let scope: string | null;
    if (staff.role === 'admin') {
      if (operatorCode !== undefined && !(await this.departures.operatorExists(operatorCode)))
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = operatorCode ?? null;
    } else {
      if (operatorCode !== undefined && operatorCode !== staff.operatorCode)
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      scope = staff.operatorCode;
    }
    return this.refunds.queue(scope, status);
  }

  async process(staff: StaffPrincipal, code: string): Promise<StaffRefundProcessResult> {
    if (staff.role !== 'admin') {
      // The queue's rule (a booking with any leg on their operator): what their queue shows
      // is refused as an admin's work, anything else does not exist for them.
      const operators = await this.scope.operatorsOf(code);
      if (staff.operatorCode === null || !operators.includes(staff.operatorCode))
        throw refundNotFound();
      throw new AppError('FORBIDDEN', 'Refund hanya dapat diproses oleh admin.');
    }
    return this.refunds.process(code, {
      staffId: staff.id,
      audit: (trx: Executor, action, before, after) =>
        this.accounts.insertAudit(
          {
            staffId: staff.id,
            action,
            entity: 'refund',
            entityKey: code,
            before,
            after,
            at: this.clock.now(),
          },
          trx,
        ),
      bookingSettled: (trx, reservationId) => this.lifecycle.refundSettled(trx, reservationId),
    });
  }
}
