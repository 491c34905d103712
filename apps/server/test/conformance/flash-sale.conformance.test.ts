import { flashSaleCalls } from './calls/flash-sale.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Flash sale', flashSaleCalls);
