import { describeRescheduleRefusals } from '../after-booking/reschedule-refusals.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeRescheduleRefusals('PostgreSQL', openPgTestDatabase);
