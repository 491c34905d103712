import { describeStaffLimits } from '../limits/staff-limits.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeStaffLimits('PostgreSQL', openPgTestDatabase);
