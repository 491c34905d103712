import { openDatabase } from '../../src/db/database.js';
import { describeStaffLimits } from '../limits/staff-limits.js';
import { createPgTestDatabase } from './pg-test-database.js';

describeStaffLimits('PostgreSQL', async () => {
  const pgDatabase = await createPgTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url: pgDatabase.url, poolSize: 4 });
  return {
    database,
    async dispose() {
      await database.close();
      await pgDatabase.drop();
    },
  };
});
