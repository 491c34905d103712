import type { CustomerLoginBody, CustomerLoginResult } from '@lintas/domain/customer-schemas';
import { fetchResults } from '../../../lib/api-client';

/**
 * POST travel/customer-login: a code (otp-sms / otp-email) or an identity provider's ID
 * token (firebase-email) for a 365-day bearer token at `results.token`.
 */
export const customerLogin = (body: CustomerLoginBody) =>
  fetchResults<CustomerLoginResult>({
    method: 'POST',
    path: 'travel/customer-login',
    data: body,
    anonymous: true,
  });
