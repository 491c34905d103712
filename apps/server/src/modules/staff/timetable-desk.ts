import { formatDate } from '@lintas/domain/format';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { RouteEditorService } from '../trips/route-editor.service.js';
import type { DepartureRepository } from './departure.repository.js';
import type { AuditEntryInput, StaffAccountRepository } from './staff-account.repository.js';
import type { TimetableGuardRepository } from './timetable-guard.repository.js';

/** The trips module's route, layout and schedule editing. */
export type RouteEditorPort = Pick<
  RouteEditorService,
  | 'routes'
  | 'routeForChange'
  | 'pointOptions'
  | 'createRoute'
  | 'changeRoute'
  | 'layouts'
  | 'layoutForChange'
  | 'createLayout'
  | 'changeLayout'
  | 'createSchedule'
>;

/** An audit row of a timetable change; who and when are the desk's. */
export type DeskAudit = Omit<AuditEntryInput, 'staffId' | 'at'>;

/**
 * The step the console's route and layout desks share (decision 0021): which operators a
 * staff member may work on, and a change made in one transaction together with its audit
 * row, so a change is never kept without the record of who made it.
 */
export abstract class TimetableDesk {
  constructor(
    private readonly db: Kysely<DB>,
    protected readonly editor: RouteEditorPort,
    protected readonly guard: TimetableGuardRepository,
    private readonly departures: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    protected readonly clock: Clock,
  ) {}

  /**
   * The operators a staff member works on, for a request naming `operatorCode` or none:
   * null is every operator (an admin naming none). A petugas naming another operator, or an
   * admin naming one that does not exist, gets 404 as if it were not there.
   */
  protected async operatorScope(
    staff: StaffPrincipal,
    operatorCode: string | undefined,
  ): Promise<string[] | null> {
    if (staff.role === 'admin') {
      if (operatorCode === undefined) return null;
      if (!(await this.departures.operatorExists(operatorCode)))
        throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
      return [operatorCode];
    }
    const own = staff.operatorCode;
    if (own === null || (operatorCode !== undefined && operatorCode !== own))
      throw new AppError('NOT_FOUND', 'Operator tidak ditemukan.');
    return [own];
  }

  /**
   * Runs `change` in one transaction; each entry it passes to `audit` is written in that
   * transaction as done by `staff` at `at` (the instant the change was checked against).
   */
  protected auditedChange<T>(
    staff: StaffPrincipal,
    at: Date,
    change: (trx: Transaction<DB>, audit: (entry: DeskAudit) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    return this.db
      .transaction()
      .execute((trx) =>
        change(trx, (entry) => this.accounts.insertAudit({ ...entry, staffId: staff.id, at }, trx)),
      );
  }
}

/** "22 Nov 2026 (XTR-01-1000)" for the first three, and how many more. */
export function bookedDatesText(rows: Array<{ tripDate: string; scheduleCode: string }>): string {
  const named = rows
    .slice(0, 3)
    .map((row) => `${formatDate(row.tripDate, 'DD MMM YYYY')} (${row.scheduleCode})`)
    .join(', ');
  return rows.length > 3 ? `${named} dan ${rows.length - 3} keberangkatan lain` : named;
}
