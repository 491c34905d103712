/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * The hold limits (issue 7 item 3) in one round trip, each lookup on its own index
 * whatever the statistics say (issue 11, the reserve path's cost).
 *
 * Indexes. 0004 made three partial indexes on pending reservations: by booker e-mail
 * key, phone key and client address. Each lookup names `status = 'pending'`, so every
 * index on pending reservations matched every lookup, as a full scan with a filter: the
 * three and 0001's expiry index. On a table the planner has no statistics for yet (a new
 * database, before autovacuum's first ANALYZE) those paths cost the same, and PostgreSQL
 * took another index for the e-mail and phone lookups: every pending hold read twice per
 * booking, 1 ms of the database's 2.4 ms per booking at 1 500 holds (`npm run bench --
 * --plans`), kept for good in each connection's prepared plan. A plan must not depend on
 * that, so the lookups now name a column only their indexes are partial on:
 * `unpaid_hold`, generated from `status = 'pending'` (the planner does not see through a
 * stored column, so the expiry index no longer matches), and each index also says its
 * key is present: `booker_email_key = $1` implies `booker_email_key IS NOT NULL` (the
 * operator is strict) but not `client_address IS NOT NULL`. A row without the key never
 * matched its lookup, so the indexes answer the same rows.
 *
 * Function. The checkout locked the limits' keys (advisory locks, so two checkouts of one
 * booker cannot both see four holds and both make the fifth) and then counted, in a second
 * statement: the count must see every hold committed before the lock was granted, and a
 * statement sees the commits made before it started. A VOLATILE function's statements each
 * take their own snapshot (READ COMMITTED), so `hold_limit_counts` takes the locks and then
 * counts, in one round trip. The keys are locked in the order given (the caller sorts
 * them: no two checkouts deadlock).
 *
 * `admit_booking` lets a checkout write a plain booking (no voucher, seat promo or points)
 * in one statement without a transaction around it (decision 0032): the statement's
 * reservation takes its status from it, so it answers 'pending' when the hold limits
 * allow and no row is on the seats, and otherwise fails the whole statement with SQLSTATE
 * LT001. Nothing is written then, and the checkout takes its transaction, which names
 * the reason (RATE_LIMITED, SEAT_TAKEN) or ends dead holds first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE reservations
      ADD COLUMN unpaid_hold boolean GENERATED ALWAYS AS (status = 'pending') STORED;
    DROP INDEX reservations_pending_email_idx;
    DROP INDEX reservations_pending_phone_idx;
    DROP INDEX reservations_pending_address_idx;
    CREATE INDEX reservations_pending_email_idx ON reservations (booker_email_key)
      WHERE unpaid_hold AND booker_email_key IS NOT NULL;
    CREATE INDEX reservations_pending_phone_idx ON reservations (booker_phone_key)
      WHERE unpaid_hold AND booker_phone_key IS NOT NULL;
    CREATE INDEX reservations_pending_address_idx ON reservations (client_address)
      WHERE unpaid_hold AND client_address IS NOT NULL;
    `,
  );
  // One statement (its body has semicolons, which executeScript would split on).
  // The lookups are fenced (MATERIALIZED) from the time filter, as the statement before
  // this function was: given `expires_at > now` beside them, the planner may read every
  // pending hold through the expiry index instead.
  await sql`
    CREATE FUNCTION hold_limit_counts(
      lock_keys text[], email_key text, phone_key text, address text, as_of timestamptz
    ) RETURNS TABLE (
      contact_count bigint, contact_first timestamptz, address_count bigint, address_first timestamptz
    )
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext(k.key))
        FROM unnest(lock_keys) WITH ORDINALITY AS k(key, n) ORDER BY k.n;
      -- A new statement, so a new snapshot: every hold committed before the locks counts.
      RETURN QUERY
        WITH contact_holds AS MATERIALIZED (
          SELECT r.id, r.expires_at FROM reservations r
          WHERE r.unpaid_hold AND r.booker_email_key = email_key
          UNION
          SELECT r.id, r.expires_at FROM reservations r
          WHERE r.unpaid_hold AND r.booker_phone_key = phone_key
        ),
        address_holds AS MATERIALIZED (
          SELECT r.expires_at FROM reservations r
          WHERE r.unpaid_hold AND r.client_address = address
        ),
        by_contact AS (SELECT c.expires_at FROM contact_holds c WHERE c.expires_at > as_of),
        by_address AS (SELECT a.expires_at FROM address_holds a WHERE a.expires_at > as_of)
        SELECT (SELECT count(*) FROM by_contact),
          (SELECT min(b.expires_at) FROM by_contact b),
          (SELECT count(*) FROM by_address),
          (SELECT min(b.expires_at) FROM by_address b);
    END
    $$
  `.execute(db);
  await sql`
    CREATE FUNCTION admit_booking(within_limits boolean, seats_free boolean) RETURNS text
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF within_limits AND seats_free THEN
        RETURN 'pending';
      END IF;
      RAISE EXCEPTION 'the booking takes the checkout''s transaction' USING ERRCODE = 'LT001';
    END
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DROP FUNCTION admit_booking(boolean, boolean);
    DROP FUNCTION hold_limit_counts(text[], text, text, text, timestamptz);
    DROP INDEX reservations_pending_email_idx;
    DROP INDEX reservations_pending_phone_idx;
    DROP INDEX reservations_pending_address_idx;
    ALTER TABLE reservations DROP COLUMN unpaid_hold;
    CREATE INDEX reservations_pending_email_idx ON reservations (booker_email_key)
      WHERE status = 'pending';
    CREATE INDEX reservations_pending_phone_idx ON reservations (booker_phone_key)
      WHERE status = 'pending';
    CREATE INDEX reservations_pending_address_idx ON reservations (client_address)
      WHERE status = 'pending';
    `,
  );
}
