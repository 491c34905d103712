import type { ColumnType } from 'kysely';

/**
 * Kysely's view of the tables in migrations/. Keep in step with the migrations.
 * Conventions: `date` columns are 'YYYY-MM-DD' strings and int8/numeric are numbers
 * (see the parsers in database.ts); timestamptz columns are Date.
 */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Json<T> = ColumnType<T, string, string>;
