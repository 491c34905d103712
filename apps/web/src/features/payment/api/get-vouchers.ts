import type { VoucherListItem } from '@lintas/domain/pricing-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export interface VoucherListParams {
  email?: string;
  telp?: string;
  /**
   * The order on the payment step: the fare total after seat promos (the quote's
   * harga_tiket), every leg's operator and the method so far. The server then lists
   * every public voucher with whether it applies and why not, judged as cek-harga would.
   */
  order?: { fareTotal: number; operatorCodes: string[]; paymentCode: string | null };
}

const getVouchers = (params: VoucherListParams, signal?: AbortSignal) =>
  fetchResults<VoucherListItem[]>({
    path: 'travel/list-voucher',
    params: {
      email: params.email || undefined,
      telp: params.telp || undefined,
      total_amount: params.order?.fareTotal,
      operator_kode: params.order?.operatorCodes,
      jenis_pembayaran_kode: params.order?.paymentCode ?? undefined,
    },
    signal,
  });

const vouchersQuery = (params: VoucherListParams) =>
  queryOptions({
    queryKey: [
      'vouchers',
      params.email ?? '',
      params.telp ?? '',
      params.order?.fareTotal ?? null,
      params.order?.operatorCodes.join(',') ?? '',
      params.order?.paymentCode ?? null,
    ],
    queryFn: ({ signal }) => getVouchers(params, signal),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

export const useVouchers = (params: VoucherListParams, enabled: boolean) =>
  useQuery({ ...vouchersQuery(params), enabled });
