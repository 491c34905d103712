import type { DonationCommentsResult, DonationSummary } from '@lintas/domain/content-schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET donasi/summary: total raised in paid bookings and the number of donors. */
export function useDonationSummary() {
  return useQuery({
    queryKey: ['donasi-summary'],
    queryFn: ({ signal }) => fetchResults<DonationSummary>({ path: 'donasi/summary', signal }),
  });
}

/** GET donasi/list-komentar (page): donors' comments, newest first, 10 a page. */
export function useDonationComments() {
  return useInfiniteQuery({
    queryKey: ['donasi-list-komentar'],
    queryFn: ({ pageParam, signal }) =>
      fetchResults<DonationCommentsResult>({
        path: 'donasi/list-komentar',
        params: { page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
  });
}
