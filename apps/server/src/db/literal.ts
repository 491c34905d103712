import { type RawBuilder, sql } from 'kysely';

/**
 * A constant written into the statement's text instead of being sent as a parameter, for
 * the value a partial index's predicate names (`WHERE status = 'pending'`, decision 0033).
 *
 * Statements are prepared (decision 0030), and PostgreSQL soon settles on a prepared
 * statement's generic plan, planned without the parameters' values: `status = $1` does
 * not imply `status = 'pending'`, so that plan cannot use the partial index and reads the
 * whole table instead (the outbox's claim read every message ever kept, 7 days' worth,
 * on every pass). `status = 'pending'` written as a literal does. In an `ON CONFLICT
 * (...) WHERE` naming a partial unique index a parameter is worse: the generic plan
 * cannot infer the index and the statement fails.
 *
 * Only for constants of the code, never for input (a literal is not escaped as a
 * parameter is; Kysely quotes strings, but input belongs in parameters).
 */
export function literal<V extends string | number | boolean>(value: V): RawBuilder<V> {
  return sql.lit(value);
}
