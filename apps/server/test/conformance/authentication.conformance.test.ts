import { authenticationCalls } from './calls/authentication.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Authentication', authenticationCalls);
