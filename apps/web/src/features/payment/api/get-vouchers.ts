import type { VoucherItem } from '@lintas/domain/pricing-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export interface VoucherListParams {
  email?: string;
  telp?: string;
}

const getVouchers = (params: VoucherListParams, signal?: AbortSignal) =>
  fetchResults<VoucherItem[]>({
    path: 'travel/list-voucher',
    params: { email: params.email || undefined, telp: params.telp || undefined },
    signal,
  });

const vouchersQuery = (params: VoucherListParams) =>
  queryOptions({
    queryKey: ['vouchers', params.email ?? '', params.telp ?? ''],
    queryFn: ({ signal }) => getVouchers(params, signal),
    staleTime: 5 * 60_000,
  });

export const useVouchers = (params: VoucherListParams, enabled: boolean) =>
  useQuery({ ...vouchersQuery(params), enabled });
