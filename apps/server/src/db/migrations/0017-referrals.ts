/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * Referral (issue 9, spec §7 GET {product}/referral): a customer's own code, given on the
 * first ask, and who brought a new account in.
 *
 * - referral_code: unique, set once (8 characters of an alphabet without look-alikes).
 * - referred_by: the customer whose code a new account signed up with; set only when the
 *   sign-in created the account, never changed afterwards. The partial index serves the
 *   "friends who joined" count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE customers ADD COLUMN referral_code text UNIQUE;
    ALTER TABLE customers ADD COLUMN referred_by bigint REFERENCES customers(id) ON DELETE SET NULL;
    CREATE INDEX customers_referred_by_idx ON customers (referred_by) WHERE referred_by IS NOT NULL;
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DROP INDEX customers_referred_by_idx;
    ALTER TABLE customers DROP COLUMN referred_by;
    ALTER TABLE customers DROP COLUMN referral_code;
    `,
  );
}
