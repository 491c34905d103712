import { describeReschedule } from '../after-booking/reschedule.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeReschedule('PostgreSQL', openPgTestDatabase);
