import { contentCalls } from './calls/content.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Content', contentCalls);
