import { describeStaffPolicyDesk } from '../after-booking/staff-policy.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeStaffPolicyDesk('PostgreSQL', openPgTestDatabase);
