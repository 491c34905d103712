import type { RequestLoginBody, RequestLoginResult } from '@lintas/domain/customer-schemas';
import { fetchResults } from '../../../lib/api-client';

/**
 * POST travel/request-customer-login-alternative: send a one-time code by SMS (otp-sms)
 * or e-mail (otp-email). The answer's `auth` is the OTP session, sent back with the code.
 * Anonymous: whoever is signing in has no valid token yet.
 */
export const requestLoginOtp = (body: RequestLoginBody) =>
  fetchResults<RequestLoginResult>({
    method: 'POST',
    path: 'travel/request-customer-login-alternative',
    data: body,
    anonymous: true,
    cancelKey: 'request-customer-login-alternative',
  });
