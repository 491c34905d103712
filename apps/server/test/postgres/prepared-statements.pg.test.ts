import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * Named statements (prepared-statements.ts, decision 0030) on a real PostgreSQL server:
 * a parameterised statement is prepared once per connection and reused; a prepared
 * statement whose table changed shape fails once and is sent unnamed after; the switch
 * turns it off.
 */
describe('prepared statements on PostgreSQL', () => {
  let url: string;
  let drop: () => Promise<void>;
  const opened: Database[] = [];

  beforeAll(async () => {
    ({ url, drop } = await createPgTestDatabase());
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop?.();
  });

  async function open(preparedStatements?: boolean): Promise<Database> {
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 1, preparedStatements });
    opened.push(database);
    return database;
  }

  /** The statements prepared on the one connection of a pool of one, as that connection sees them. */
  async function preparedOn(database: Database): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`
      SELECT statement FROM pg_prepared_statements WHERE name LIKE 'lintas_%' ORDER BY name
    `.execute(database.db);
    return rows.map((row) => row.statement);
  }

  it('prepares a parameterised statement once and runs it again by name, with the same answers', async () => {
    const database = await open();
    await sql`CREATE TABLE fares (id integer PRIMARY KEY, amount integer NOT NULL)`.execute(
      database.db,
    );
    await sql`INSERT INTO fares VALUES (1, 150000), (2, 175000)`.execute(database.db);
    const amountOf = (id: number) =>
      database.db
        .selectFrom('fares' as never)
        .select(sql<number>`amount`.as('amount'))
        .where(sql.ref('id'), '=', id)
        .executeTakeFirst();

    expect(await amountOf(1)).toEqual({ amount: 150000 });
    expect(await amountOf(2)).toEqual({ amount: 175000 });
    expect(await amountOf(3)).toBeUndefined();
    const prepared = await preparedOn(database);
    // The fares query once (three calls), the inserts' and the listing's own texts have
    // no parameters or are the listing itself: only texts with parameters are named.
    expect(prepared.filter((text) => text.includes('"fares"'))).toHaveLength(1);
  });

  it('sends a statement unnamed after its table changed shape under it', async () => {
    const database = await open();
    const other = await open(false);
    await sql`CREATE TABLE cities (id integer PRIMARY KEY, name text NOT NULL)`.execute(
      database.db,
    );
    await sql`INSERT INTO cities VALUES (1, 'Bandung')`.execute(database.db);
    const city = (id: number) =>
      database.db
        .selectFrom('cities' as never)
        .selectAll()
        .where(sql.ref('id'), '=', id)
        .executeTakeFirst();
    expect(await city(1)).toEqual({ id: 1, name: 'Bandung' });

    // Another process's migration adds a column: `select *` now answers another shape.
    await sql`ALTER TABLE cities ADD COLUMN timezone text NOT NULL DEFAULT 'Asia/Jakarta'`.execute(
      other.db,
    );
    await expect(city(1)).rejects.toThrow(/cached plan must not change result type/);
    expect(await city(1)).toEqual({ id: 1, name: 'Bandung', timezone: 'Asia/Jakarta' });
    expect(await city(1)).toEqual({ id: 1, name: 'Bandung', timezone: 'Asia/Jakarta' });
  });

  it('prepares nothing when switched off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const database = await open(false);
    await sql`SELECT ${1}::int AS one`.execute(database.db);
    await sql`SELECT ${2}::int AS two`.execute(database.db);
    expect(await preparedOn(database)).toEqual([]);
  });
});
