import { describeDepartureStatus } from '../after-booking/departure-status.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeDepartureStatus('PostgreSQL', openPgTestDatabase);
