import { searchCalls } from './calls/search.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Search and points', searchCalls);
