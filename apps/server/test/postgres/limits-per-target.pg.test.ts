import { describeLimitsPerTarget } from '../limits/limits-per-target.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeLimitsPerTarget('PostgreSQL', openPgTestDatabase);
