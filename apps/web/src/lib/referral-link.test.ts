import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReferralCode, pendingReferralCode, rememberReferralFrom } from './referral-link';

beforeEach(() => localStorage.clear());

describe('referral link', () => {
  it("keeps a link's code for 30 days, in capitals", () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    rememberReferralFrom('?ref=abcd2345&utm=x', now);
    expect(pendingReferralCode(now + 29 * 86_400_000)).toBe('ABCD2345');
    expect(pendingReferralCode(now + 31 * 86_400_000)).toBeUndefined();
    forgetReferralCode();
    expect(pendingReferralCode(now)).toBeUndefined();
  });

  it('ignores what is not a referral code', () => {
    rememberReferralFrom('?ref=<script>');
    rememberReferralFrom('?ref=ABC');
    rememberReferralFrom('?ref=OOOOIIII'); // letters the codes never use
    expect(pendingReferralCode()).toBeUndefined();
  });
});
