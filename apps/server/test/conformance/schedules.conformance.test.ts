import { scheduleCalls } from './calls/schedules.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Schedules and seats', scheduleCalls);
