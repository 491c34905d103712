import type { PointHistoryResult } from '@lintas/domain/points-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/customer-history-point (bearer): the ledger, newest first, 10 per page. */
export function usePointHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['customer-history-point'],
    queryFn: ({ pageParam, signal }) =>
      fetchResults<PointHistoryResult>({
        path: 'travel/customer-history-point',
        params: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    enabled,
  });
}
