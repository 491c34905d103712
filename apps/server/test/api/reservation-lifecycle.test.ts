import { openMemoryDatabase } from '../../src/db/database.js';
import { describeLifecycleTransitions } from '../lifecycle/lifecycle-transitions.js';

describeLifecycleTransitions('PGlite', async () => {
  const database = await openMemoryDatabase();
  return { database, dispose: () => database.close() };
});
