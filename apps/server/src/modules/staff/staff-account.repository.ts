import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import type { StaffPrincipal } from '../../http/authentication.js';

export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
  role: 'admin' | 'petugas';
  active: boolean;
  operatorId: number | null;
  operatorCode: string | null;
  operatorName: string | null;
}

export interface AuditEntryInput {
  staffId: number;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export interface AuditEntryRow {
  id: number;
  staffId: number;
  staffEmail: string;
  staffName: string;
  action: string;
  entity: string;
  entityKey: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Staff accounts, their sessions and the audit log (tables the staff module owns). */
export class StaffAccountRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private accounts(db: Executor) {
    return db
      .selectFrom('staff')
      .leftJoin('operators', 'operators.id', 'staff.operator_id')
      .select([
        'staff.id',
        'staff.email',
        'staff.name',
        'staff.password_hash as passwordHash',
        'staff.role',
        'staff.active',
        'staff.operator_id as operatorId',
        'operators.code as operatorCode',
        'operators.name as operatorName',
      ]);
  }

  findByEmail(email: string): Promise<StaffAccountRow | undefined> {
    return this.accounts(this.db).where('staff.email', '=', email).executeTakeFirst();
  }

  /** The active staff member of a live session (not revoked, not expired), or null. */
  async findBySession(tokenHash: string, now: Date): Promise<StaffPrincipal | null> {
    const row = await this.accounts(this.db)
      .innerJoin('staff_sessions', 'staff_sessions.staff_id', 'staff.id')
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff_sessions.revoked_at', 'is', null)
      .where('staff_sessions.expires_at', '>', now)
      // A disabled account's sessions end at once, without revoking each.
      .where('staff.active', '=', true)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      operatorId: row.operatorId,
      operatorCode: row.operatorCode,
      operatorName: row.operatorName,
      sessionTokenHash: tokenHash,
    };
  }

  async insertSession(
    staffId: number,
    tokenHash: string,
    now: Date,
    expiresAt: Date,
    db: Executor = this.db,
  ): Promise<void> {
    await db
      .insertInto('staff_sessions')
      .values({ staff_id: staffId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
      .execute();
  }

  /**
   * Deletes sessions that can never open anything again: past their expiry, or signed out.
   * Who signed in and out stays in the audit log. Answers how many went.
   */
  async deleteEndedSessions(now: Date, db: Executor = this.db): Promise<number> {
    const result = await db
      .deleteFrom('staff_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** True when this call revoked it (a second sign-out of one session changes nothing). */
  async revokeSession(tokenHash: string, now: Date, db: Executor = this.db): Promise<boolean> {
    const result = await db
      .updateTable('staff_sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertAudit(entry: AuditEntryInput, db: Executor = this.db): Promise<void> {
    await db
      .insertInto('staff_audit_log')
      .values({
        staff_id: entry.staffId,
        action: entry.action,
        entity: entry.entity,
        entity_key: entry.entityKey,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
        at: entry.at,
      })
      .execute();
  }

  async countAudit(): Promise<number> {
    const row = await this.db
      .selectFrom('staff_audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** Newest first. */
  listAudit(limit: number, offset: number): Promise<AuditEntryRow[]> {
    return this.db
      .selectFrom('staff_audit_log')
      .innerJoin('staff', 'staff.id', 'staff_audit_log.staff_id')
      .select([
        'staff_audit_log.id',
        'staff_audit_log.staff_id as staffId',
        'staff.email as staffEmail',
        'staff.name as staffName',
        'staff_audit_log.action',
        'staff_audit_log.entity',
        'staff_audit_log.entity_key as entityKey',
        'staff_audit_log.before',
        'staff_audit_log.after',
        'staff_audit_log.at',
      ])
      .orderBy('staff_audit_log.at', 'desc')
      .orderBy('staff_audit_log.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
