import { describeExpandThenContract } from '../migrations/expand-then-contract.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeExpandThenContract('PostgreSQL', openPgTestDatabase);
