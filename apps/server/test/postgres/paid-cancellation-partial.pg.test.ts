import { describePartialCancellation } from '../after-booking/paid-cancellation-partial.js';
import { openPgTestDatabase } from './pg-test-database.js';

describePartialCancellation('PostgreSQL', openPgTestDatabase);
