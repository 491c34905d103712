import type { VoucherEventResult } from '@lintas/domain/content-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/list-voucher-event (kode): a promo event and its vouchers. */
export function useEventVouchers(code: string) {
  return useQuery({
    queryKey: ['list-voucher-event', code],
    queryFn: ({ signal }) =>
      fetchResults<VoucherEventResult>({
        path: 'travel/list-voucher-event',
        params: { kode: code },
        signal,
      }),
    retry: false,
  });
}
