import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';

export interface StaffAccountInput {
  email: string;
  name: string;
  role: 'admin' | 'petugas';
  /** Required for a petugas, refused for an admin. */
  operatorCode: string | null;
  password: string;
}

/** Shorter than this is refused: a staff password guards every operator's passengers. */
const MIN_STAFF_PASSWORD_LENGTH = 10;

export class StaffAccountError extends Error {}

/**
 * Creating a staff account, or resetting one (password, name, role, operator; enabled
 * again), from the server's shell: `npm run staf` (main-staff.ts). This is how production
 * gets its first admin, since it seeds none (decision 14). Not an HTTP route.
 */
export class StaffAccountService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  async upsert(input: StaffAccountInput): Promise<{ id: number; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
      throw new StaffAccountError('Email tidak valid.');
    const name = input.name.trim();
    if (name.length < 2 || name.length > 100)
      throw new StaffAccountError('Nama harus 2 sampai 100 karakter.');
    if (input.password.length < MIN_STAFF_PASSWORD_LENGTH || input.password.length > 256)
      throw new StaffAccountError(
        `Kata sandi minimal ${MIN_STAFF_PASSWORD_LENGTH} karakter (paling banyak 256).`,
      );
    let operatorId: number | null = null;
    if (input.role === 'petugas') {
      const code = (input.operatorCode ?? '').trim().toUpperCase();
      const operator = code
        ? await this.db
            .selectFrom('operators')
            .select('id')
            .where('code', '=', code)
            .executeTakeFirst()
        : undefined;
      if (!operator) throw new StaffAccountError(`Operator ${code || '(kosong)'} tidak ditemukan.`);
      operatorId = operator.id;
    } else if (input.operatorCode) {
      throw new StaffAccountError('Admin tidak terikat pada satu operator: hapus --operator.');
    }
    const passwordHash = await hashPassword(input.password);
    const existing = await this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff')
          .set({
            name,
            role: input.role,
            operator_id: operatorId,
            password_hash: passwordHash,
            active: true,
          })
          .where('id', '=', existing.id)
          .execute();
        // A reset ends the sessions signed in with the old password.
        await trx
          .updateTable('staff_sessions')
          .set({ revoked_at: this.clock.now() })
          .where('staff_id', '=', existing.id)
          .where('revoked_at', 'is', null)
          .execute();
      });
      return { id: existing.id, created: false };
    }
    const row = await this.db
      .insertInto('staff')
      .values({
        email,
        name,
        role: input.role,
        operator_id: operatorId,
        password_hash: passwordHash,
        created_at: this.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true };
  }
}
