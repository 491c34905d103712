import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * The hold limits' lookups stay equality lookups on their own index on a database the
 * planner has no statistics for yet (a new one, before autovacuum's first ANALYZE), in the
 * generic plan a prepared statement keeps for good (decision 0030): the lookups of
 * `hold_limit_counts` (migration 0021), as that function runs them. Before 0021 the e-mail
 * and phone lookups went through another index on pending reservations (the address's,
 * or the expiry's): every pending hold read twice per booking.
 */
describe('the hold limits plan without statistics (PostgreSQL)', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createPgTestDatabase());
    database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await migrateToLatest(database.db);
    await sql`
      INSERT INTO payment_methods (code, name, group_code, group_name, fee_type, fee_value)
      VALUES ('BCA_VA', 'BCA Virtual Account', 'va', 'Virtual Account', 'flat', 4000)
    `.execute(database.db);
    // Pending holds that no statistics know of (a fresh table, never analysed).
    await sql`
      INSERT INTO reservations (code, guest_secret_hash, booker_name, booker_phone, booker_email,
        booker_email_key, booker_phone_key, client_address, payment_method_code, fare_total,
        total, price_lines, platform, expires_at, created_at, status)
      SELECT 'LTSPLAN' || n, 'x', 'Rina', '0812' || n, n || '@example.com', n || '@example.com',
        '0812' || n, '10.0.0.1', 'BCA_VA', 100000, 100000, '[]', 'WEB',
        now() + interval '1 hour', now(), 'pending'
      FROM generate_series(1, 500) AS n
    `.execute(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** The generic plan of `query` (what a prepared statement settles on), as text. */
  async function genericPlan(query: string, types: string, values: string): Promise<string> {
    return database.db.connection().execute(async (connection) => {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`PREPARE probe(${types}) AS ${query}`).execute(connection);
      const { rows } = await sql
        .raw<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE probe(${values})`)
        .execute(connection);
      await sql`DEALLOCATE probe`.execute(connection);
      await sql`RESET plan_cache_mode`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('looks a hold up by e-mail, phone and address each through its own index', async () => {
    for (const [column, index] of [
      ['booker_email_key', 'reservations_pending_email_idx'],
      ['booker_phone_key', 'reservations_pending_phone_idx'],
      ['client_address', 'reservations_pending_address_idx'],
    ]) {
      const plan = await genericPlan(
        `SELECT id, expires_at FROM reservations WHERE unpaid_hold AND ${column} = $1`,
        'text',
        `'7@example.com'`,
      );
      expect(plan).toContain(`using ${index}`);
      expect(plan).toContain(`Index Cond: (${column} = $1)`);
    }
  });
});
