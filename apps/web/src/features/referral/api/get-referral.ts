import type { Referral } from '@lintas/domain/customer-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/referral (bearer): the customer's code, link, share message and friends joined. */
export function useReferral() {
  return useQuery({
    queryKey: ['referral'],
    queryFn: ({ signal }) => fetchResults<Referral>({ path: 'travel/referral', signal }),
  });
}
