import { type Kysely, sql } from 'kysely';
import { hashPassword } from '../../lib/passwords.js';
import type { DB } from '../schema.js';

/**
 * Demo staff accounts of the operator console (development only: prepareDatabase never
 * calls this in production, whatever SEED_DEMO says). The passwords are in README.md.
 */
export const DEMO_ADMIN_EMAIL = 'admin@lintas.test';
export const DEMO_ADMIN_PASSWORD = 'admin-lintas-demo';
export const DEMO_PETUGAS_PASSWORD = 'petugas-lintas-demo';

/** petugas.<operator code in lower case>@lintas.test */
export function demoPetugasEmail(operatorCode: string): string {
  return `petugas.${operatorCode.toLowerCase()}@lintas.test`;
}

export async function isStaffEmpty(db: Kysely<DB>): Promise<boolean> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff`.execute(db);
  return (result.rows[0]?.n ?? 0) === 0;
}

/** One admin, and one petugas per operator in the database (so a scaled seed gets all). */
export async function seedDemoStaff(db: Kysely<DB>, now: Date): Promise<void> {
  // One hash per password, shared by the accounts: argon2 is slow on purpose, and these
  // passwords are public anyway.
  const [adminHash, petugasHash] = await Promise.all([
    hashPassword(DEMO_ADMIN_PASSWORD),
    hashPassword(DEMO_PETUGAS_PASSWORD),
  ]);
  const operators = await db.selectFrom('operators').select(['id', 'code']).orderBy('id').execute();
  await db
    .insertInto('staff')
    .values([
      {
        email: DEMO_ADMIN_EMAIL,
        name: 'Admin Lintas',
        password_hash: adminHash,
        role: 'admin' as const,
        operator_id: null,
        created_at: now,
      },
      ...operators.map((operator) => ({
        email: demoPetugasEmail(operator.code),
        name: `Petugas ${operator.code}`,
        password_hash: petugasHash,
        role: 'petugas' as const,
        operator_id: operator.id,
        created_at: now,
      })),
    ])
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}
