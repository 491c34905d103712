import { describePaidCancellation } from '../after-booking/paid-cancellation.js';
import { openPgTestDatabase } from './pg-test-database.js';

describePaidCancellation('PostgreSQL', openPgTestDatabase);
