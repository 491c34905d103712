import type { CheckPembayaranResult } from '@lintas/domain/payment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export const PAYMENT_POLL_MS = 4000;

/** GET travel/check-pembayaran: the charge's status (asks the gateway when our copy is pending). */
const checkPayment = (code: string, paymentCode: string | undefined, signal?: AbortSignal) =>
  fetchResults<CheckPembayaranResult>({
    path: 'travel/check-pembayaran',
    params: { reservasi_kode: code, payment_kode: paymentCode },
    guestReservationCode: code,
    signal,
  });

/**
 * Polls while `active` (a pending booking): every few seconds, and only while the tab is
 * visible (TanStack Query pauses interval refetches in a background tab).
 */
const paymentStatusQuery = (code: string, paymentCode: string | undefined, active: boolean) =>
  queryOptions({
    queryKey: ['payment-status', code, paymentCode ?? null],
    queryFn: ({ signal }) => checkPayment(code, paymentCode, signal),
    enabled: active,
    refetchInterval: active ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

export const usePaymentStatus = (code: string, paymentCode: string | undefined, active: boolean) =>
  useQuery(paymentStatusQuery(code, paymentCode, active));
