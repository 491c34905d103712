import { describeAccessLink } from '../limits/access-link.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeAccessLink('PostgreSQL', openPgTestDatabase);
