import type pg from 'pg';

/**
 * Named statements for PostgreSQL (decision 0030): a statement text seen with parameters
 * is sent as a named (prepared) statement, so each connection parses it once and
 * PostgreSQL may keep its plan, instead of parsing and planning it again on every call.
 * Kysely's driver sends every query unnamed; `npm run bench -- --statements` showed
 * planning at over half of the database's time on the reserve path (the booking's one
 * statement, the hold limits, the payment method: each planned again per booking).
 *
 * Bounded: at most `limit` texts get a name (the first seen; a busy server's hot
 * statements come first), so texts that differ by the length of an IN list cannot
 * grow every connection's statement cache without end. Statements without parameters
 * (BEGIN, COMMIT) stay on the simple protocol.
 *
 * A prepared statement whose table changed shape under it (another process's migration)
 * fails with "cached plan must not change result type": that text is then sent unnamed
 * from the next call on, and the one call fails as any statement failing mid-migration
 * would. DATABASE_PREPARED_STATEMENTS=false sends everything unnamed (a pooler that
 * cannot keep prepared statements, such as PgBouncer before 1.21 in transaction mode).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly unnamed = new Set<string>();
  private issued = 0;

  constructor(private readonly limit: number) {}

  /** The name to send `text` under, or undefined to send it unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.issued >= this.limit || this.unnamed.has(text)) return undefined;
    this.issued += 1;
    const name = `lintas_${this.issued}`;
    this.names.set(text, name);
    return name;
  }

  /** `text` is sent unnamed from now on (its prepared form went stale). */
  forget(text: string): void {
    if (this.names.delete(text)) this.unnamed.add(text);
  }

  get size(): number {
    return this.names.size;
  }
}

/** PostgreSQL's answer to a prepared statement whose result columns changed. */
function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes `client` send Kysely's queries (`query(text, values)`) as named statements.
 * Other calling forms (a config object, a cursor, a callback) pass through unchanged.
 */
export function namePreparedStatements(client: pg.PoolClient, names: StatementNames): void {
  const send = client.query.bind(client) as Query;
  const query: Query = (text, values, callback) => {
    if (
      typeof text !== 'string' ||
      !Array.isArray(values) ||
      values.length === 0 ||
      callback !== undefined
    )
      return send(text, values, callback);
    const name = names.nameFor(text);
    if (name === undefined) return send(text, values);
    return (send({ name, text, values }) as Promise<pg.QueryResult>).catch((error: unknown) => {
      if (isStalePlan(error)) names.forget(text);
      throw error;
    });
  };
  client.query = query as typeof client.query;
}
