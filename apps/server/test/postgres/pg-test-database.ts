import { type Database, openDatabase } from '../../src/db/database.js';
import pg from 'pg';
import { inject } from 'vitest';
import { randomCode } from '../../src/lib/random.js';

/**
 * A fresh database on the throwaway PostgreSQL server of the postgres test project
 * (see global-setup.ts), so test files never see each other's rows.
 */
export async function createPgTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `lintas_test_${randomCode(8).toLowerCase()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database on the test cluster, opened as the server opens one, for the suites
 * that run the same tests on PGlite and PostgreSQL (`describe…(engine, open)`).
 */
export async function openPgTestDatabase(): Promise<{
  database: Database;
  dispose(): Promise<void>;
}> {
  const pgDatabase = await createPgTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url: pgDatabase.url, poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await pgDatabase.drop();
    },
  };
}
