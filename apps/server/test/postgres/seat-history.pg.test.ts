import { describeSeatHistory } from '../seat-history/seat-history.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeSeatHistory('PostgreSQL', openPgTestDatabase);
