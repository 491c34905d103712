import { openMemoryDatabase } from '../../src/db/database.js';
import { describeSeatHistory } from './seat-history.js';

describeSeatHistory('PGlite', async () => ({
  database: await openMemoryDatabase(),
  dispose: () => Promise.resolve(),
}));
