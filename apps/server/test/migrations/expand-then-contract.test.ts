import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openMemoryDatabase } from '../../src/db/database.js';
import { describeExpandThenContract } from './expand-then-contract.js';
import { RELEASE_STATEMENTS_FILE, recordReleaseStatements } from './release-statements.js';

// `npm run release:statements` (UPDATE_RELEASE_STATEMENTS=1): record this code's statements
// as the release the next migrations must keep working (docs/operations.md, "Releases").
if (process.env.UPDATE_RELEASE_STATEMENTS) {
  const statements = await recordReleaseStatements();
  const probe = await openMemoryDatabase();
  const { migrateToLatest } = await import('../../src/db/migrate.js');
  await migrateToLatest(probe.db);
  const last = await sql<{
    name: string;
  }>`SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(probe.db);
  await probe.close();
  const recordedAt = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  fs.mkdirSync(path.dirname(RELEASE_STATEMENTS_FILE), { recursive: true });
  fs.writeFileSync(
    RELEASE_STATEMENTS_FILE,
    `${JSON.stringify({ recordedAt, lastMigration: last.rows[0]?.name ?? '', statements }, null, 1)}\n`,
  );
  console.info(`${statements.length} statements recorded at ${recordedAt}`);
}

describeExpandThenContract('PGlite', async () => ({
  database: await openMemoryDatabase(),
  dispose: () => Promise.resolve(),
}));
