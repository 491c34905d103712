/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';

/**
 * Runs a multi-statement SQL script one statement at a time. PGlite's query path uses
 * the extended protocol, which takes a single statement, so scripts are split here.
 * Line comments are dropped first (they may contain semicolons); statements must not
 * contain semicolons inside string literals.
 */
export async function executeScript(db: Kysely<any>, script: string): Promise<void> {
  const statements = script
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
