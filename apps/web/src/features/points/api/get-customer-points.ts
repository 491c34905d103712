import type { CustomerPointResult } from '@lintas/domain/points-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/customer-point (bearer): the balance and what unpaid bookings hold and earn. */
export function useCustomerPoints(enabled: boolean) {
  return useQuery({
    queryKey: ['customer-point'],
    queryFn: ({ signal }) =>
      fetchResults<CustomerPointResult>({ path: 'travel/customer-point', signal }),
    enabled,
  });
}
