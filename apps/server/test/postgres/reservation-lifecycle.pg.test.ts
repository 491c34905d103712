import { describeLifecycleTransitions } from '../lifecycle/lifecycle-transitions.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeLifecycleTransitions('PostgreSQL', openPgTestDatabase);
