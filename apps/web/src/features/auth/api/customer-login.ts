import type { CustomerLoginBody, CustomerLoginResult } from '@lintas/domain/customer-schemas';
import { fetchResults } from '../../../lib/api-client';
import { forgetReferralCode, pendingReferralCode } from '../../../lib/referral-link';

/**
 * POST travel/customer-login: a code (otp-sms / otp-email) or an identity provider's ID
 * token (firebase-email) for a 365-day bearer token at `results.token`.
 */
export async function customerLogin(body: CustomerLoginBody): Promise<CustomerLoginResult> {
  // The code of a referral link this visitor came by counts if this sign-in creates the
  // account (the server decides); once sent, it is done.
  const referral = body.kode_referral ?? pendingReferralCode();
  const result = await fetchResults<CustomerLoginResult>({
    method: 'POST',
    path: 'travel/customer-login',
    data: referral ? { ...body, kode_referral: referral } : body,
    anonymous: true,
  });
  forgetReferralCode();
  return result;
}
