import type { StaffRefundListResult } from '@lintas/domain/staff-operations-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

/** The queue's filter: every refund, or those of one status. */
export type RefundFilter = '' | 'required' | 'processing' | 'refunded' | 'failed';

const getRefunds = (status: RefundFilter, signal?: AbortSignal) =>
  fetchStaff<StaffRefundListResult>({
    path: 'staff/refund',
    params: status ? { status } : {},
    signal,
  });

export const refundsKey = ['staff', 'refund'] as const;

/** GET /api/staff/refund: the refunds the staff member may see, open ones first. */
export const useRefunds = (status: RefundFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...refundsKey, status],
      queryFn: ({ signal }) => getRefunds(status, signal),
    }),
  );
