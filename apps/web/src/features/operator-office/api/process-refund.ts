import type { StaffRefundProcessResult } from '@lintas/domain/staff-operations-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import { refundsKey } from './get-refunds';

/**
 * POST /api/staff/refund/:kode/proses (admin): the server gives the money back once, so a
 * second press answers the same refund; the queue is read again either way, since a
 * refusal (in progress, failed at the gateway) changes what it shows too.
 */
export function useProcessRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kode: string) =>
      fetchStaff<StaffRefundProcessResult>({
        method: 'POST',
        path: `staff/refund/${encodeURIComponent(kode)}/proses`,
        data: {},
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}
