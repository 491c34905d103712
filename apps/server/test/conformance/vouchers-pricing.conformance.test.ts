import { voucherPricingCalls } from './calls/vouchers-pricing.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Vouchers and pricing', voucherPricingCalls);
