import {
  STAFF_AUDIT_PER_PAGE,
  type StaffAuditResult,
  type StaffLoginResult,
  type StaffProfile,
} from '@lintas/domain/staff-schemas';
import type { Kysely } from 'kysely';
import type { RateLimiter } from '../../db/rate-limiter.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal, StaffTokenResolver } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { randomSecret, sha256Hex } from '../../lib/random.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** A staff session lasts one long shift; after it the console asks to sign in again. */
const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Failed sign-ins counted per client address and per e-mail in a 15-minute window. Only
 * failures count (each attempt is counted first, a right one gives its counts back:
 * decision 0035), so signing in every morning never locks anybody out; guessing one
 * account's password stops after five tries from anywhere, and one address trying many
 * accounts after twenty.
 */
const STAFF_LOGIN_WINDOW_MS = 15 * 60 * 1000;
const STAFF_LOGIN_FAILURES_PER_EMAIL = 5;
const STAFF_LOGIN_FAILURES_PER_ADDRESS = 20;

/**
 * Staff sign-in, sessions and the audit log's reading. Sessions are random bearer tokens
 * kept only as their SHA-256 in staff_sessions, apart from customers' tokens (decision 0014).
 */
export class StaffSessionService implements StaffTokenResolver {
  /** A real hash to verify against when the e-mail is unknown, so both cost the same time. */
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly accounts: StaffAccountRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async login(email: string, password: string, clientAddress: string): Promise<StaffLoginResult> {
    const keys = await this.countAttempt(email, clientAddress);
    const account = await this.accounts.findByEmail(email);
    const valid = await verifyPassword(account?.passwordHash ?? (await this.decoy()), password);
    // One message for an unknown e-mail, a wrong password and a disabled account; the
    // attempt stays counted.
    if (!account || !account.active || !valid) throw new AppError('STAFF_LOGIN_INVALID');
    await this.giveBack(keys);

    const token = randomSecret(32);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_LIFETIME_MS);
    await this.db.transaction().execute(async (trx) => {
      await this.accounts.insertSession(account.id, sha256Hex(token), now, expiresAt, trx);
      await this.accounts.insertAudit(
        {
          staffId: account.id,
          action: 'login',
          entity: 'staff_session',
          entityKey: String(account.id),
          before: undefined,
          after: { alamat: clientAddress, kedaluwarsa: expiresAt.toISOString() },
          at: now,
        },
        trx,
      );
    });
    return {
      token,
      kedaluwarsa: expiresAt.toISOString(),
      staf: profileOf(account),
    };
  }

  /**
   * Counts the attempt against the address and the e-mail before the password is checked
   * (atomic upserts), so racing guesses cannot all pass a check made before any of them
   * is counted. Past either limit the attempt is refused and gives its counts back.
   */
  private async countAttempt(email: string, clientAddress: string): Promise<string[]> {
    const limits = [
      { key: `staff-login:address:${clientAddress}`, limit: STAFF_LOGIN_FAILURES_PER_ADDRESS },
      { key: `staff-login:email:${email}`, limit: STAFF_LOGIN_FAILURES_PER_EMAIL },
    ];
    const counted: string[] = [];
    for (const { key, limit } of limits) {
      const state = await this.rateLimiter.hit(key, limit, STAFF_LOGIN_WINDOW_MS);
      counted.push(key);
      if (!state.allowed) {
        await this.giveBack(counted);
        throw new AppError(
          'RATE_LIMITED',
          'Terlalu banyak percobaan masuk yang gagal. Silakan coba lagi dalam beberapa menit.',
          { retry_after_detik: state.retryAfterSeconds },
        );
      }
    }
    return counted;
  }

  /** Gives back an attempt's counts: a right sign-in (or a refused one) never counts. */
  private async giveBack(keys: string[]): Promise<void> {
    for (const key of keys) await this.rateLimiter.release(key, STAFF_LOGIN_WINDOW_MS);
  }

  staffForToken(token: string): Promise<StaffPrincipal | null> {
    return this.accounts.findBySession(sha256Hex(token), this.clock.now());
  }

  /** Ends the caller's own session (other devices stay signed in). */
  async logout(staff: StaffPrincipal): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction().execute(async (trx) => {
      const revoked = await this.accounts.revokeSession(staff.sessionTokenHash, now, trx);
      if (!revoked) return;
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'logout',
          entity: 'staff_session',
          entityKey: String(staff.id),
          before: undefined,
          after: undefined,
          at: now,
        },
        trx,
      );
    });
  }

  /**
   * Tidies ended sessions (expired or signed out). Sign-in never depends on it: the
   * resolver ignores them already; this only keeps the table to the live shifts.
   */
  pruneEnded(): Promise<number> {
    return this.accounts.deleteEndedSessions(this.clock.now());
  }

  async audit(staff: StaffPrincipal, page: number): Promise<StaffAuditResult> {
    if (staff.role !== 'admin')
      throw new AppError('FORBIDDEN', 'Catatan audit hanya dapat dibaca admin.');
    const total = await this.accounts.countAudit();
    const rows = await this.accounts.listAudit(
      STAFF_AUDIT_PER_PAGE,
      (page - 1) * STAFF_AUDIT_PER_PAGE,
    );
    return {
      page,
      total_page: Math.max(1, Math.ceil(total / STAFF_AUDIT_PER_PAGE)),
      total_data: total,
      list: rows.map((row) => ({
        id: row.id,
        staf: { id: row.staffId, email: row.staffEmail, nama: row.staffName },
        aksi: row.action,
        entitas: row.entity,
        kunci: row.entityKey,
        sebelum: row.before ?? null,
        sesudah: row.after ?? null,
        pada: row.at.toISOString(),
      })),
    };
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= hashPassword(randomSecret(16));
    return this.decoyHash;
  }
}

export function profileOf(
  staff: Pick<StaffPrincipal, 'id' | 'email' | 'name' | 'role' | 'operatorCode' | 'operatorName'>,
): StaffProfile {
  return {
    id: staff.id,
    email: staff.email,
    nama: staff.name,
    peran: staff.role,
    operator_kode: staff.operatorCode,
    operator_nama: staff.operatorName,
  };
}
