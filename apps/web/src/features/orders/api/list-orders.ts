import type { OrderListResult } from '@lintas/domain/reservation-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** 'active': still to travel (list-reservasi); 'history': travelled or ended (list-riwayat-reservasi). */
export type OrderTab = 'active' | 'history';

const listPath: Record<OrderTab, string> = {
  active: 'travel/list-reservasi',
  history: 'travel/list-riwayat-reservasi',
};

/**
 * The customer's orders of one tab, 10 per page (the server's page size), loaded a page
 * at a time by 'Muat lebih banyak'. Bearer only: `enabled` is false for a guest.
 */
export function useOrders(tab: OrderTab, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['orders', tab],
    queryFn: ({ pageParam, signal }) =>
      fetchResults<OrderListResult>({ path: listPath[tab], params: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.total_page ? last.page + 1 : undefined),
    enabled,
  });
}
