import type { PaymentMethodsResult } from '@lintas/domain/pricing-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** POST travel/ganti-pembayaran: a new charge with another method; the deadline stays. */
export const changePaymentMethod = (code: string, methodCode: string) =>
  fetchResults<unknown>({
    method: 'POST',
    path: 'travel/ganti-pembayaran',
    data: { reservasi_kode: code, jenis_pembayaran_kode: methodCode },
    guestReservationCode: code,
  });

/** The methods for a pending booking (its amount decides fees and availability). */
const changeMethodsQuery = (code: string, amount: number | undefined) =>
  queryOptions({
    queryKey: ['payment-methods-for', code, amount ?? null],
    queryFn: ({ signal }) =>
      fetchResults<PaymentMethodsResult>({
        path: 'travel/list-jenis-pembayaran',
        params: { reservasi_kode: code, amount },
        // What the booking owes is told to its owner only (the guest token or the bearer).
        guestReservationCode: code,
        signal,
      }),
    staleTime: 60_000,
  });

export const useChangeMethods = (code: string, amount: number | undefined, enabled: boolean) =>
  useQuery({ ...changeMethodsQuery(code, amount), enabled });
