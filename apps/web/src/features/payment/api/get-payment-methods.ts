import type { PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export interface PaymentMethodsParams {
  /** What is charged before the admin fee; fees and availability depend on it. */
  amount?: number;
  voucherCode?: string | null;
}

const getPaymentMethods = ({ amount, voucherCode }: PaymentMethodsParams, signal?: AbortSignal) =>
  fetchResults<PaymentMethodsResult>({
    path: 'travel/list-jenis-pembayaran',
    params: { amount, voucher_kode: voucherCode || undefined },
    signal,
  });

const paymentMethodsQuery = (params: PaymentMethodsParams) =>
  queryOptions({
    queryKey: ['payment-methods', params.amount ?? null, params.voucherCode ?? null],
    queryFn: ({ signal }) => getPaymentMethods(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const usePaymentMethods = (params: PaymentMethodsParams, enabled = true) =>
  useQuery({ ...paymentMethodsQuery(params), enabled });
