import type { CancelReservationResult } from '@lintas/domain/reservation-schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** POST travel/batal-reservasi: cancels an unpaid booking and frees its seats. */
export const cancelReservation = (code: string) =>
  fetchResults<CancelReservationResult>({
    method: 'POST',
    path: 'travel/batal-reservasi',
    data: { reservasi_kode: code, jenis_batal: 'dibatalkan-pemesan' },
    guestReservationCode: code,
  });

/**
 * A paid booking: what cancelling it now gives back (batal-reservasi without konfirmasi
 * changes nothing, decision 0037). Asked afresh each time the sheet opens: the refund
 * depends on the hour.
 */
export const useCancellationQuote = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: ['cancellation-quote', code],
    queryFn: () =>
      fetchResults<CancelReservationResult>({
        method: 'POST',
        path: 'travel/batal-reservasi',
        data: { reservasi_kode: code },
        guestReservationCode: code,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** A paid booking, confirmed: cancelled, seats freed, the refund owed (or given back). */
export const cancelPaidReservation = (code: string) =>
  fetchResults<CancelReservationResult>({
    method: 'POST',
    path: 'travel/batal-reservasi',
    data: { reservasi_kode: code, jenis_batal: 'pelanggan', konfirmasi: true },
    guestReservationCode: code,
  });

/**
 * What a cancellation changes elsewhere in this tab's cache: the order lists (it moves to
 * Riwayat), seat maps and search counts (its seats are on sale again) and the points
 * (spent points come back, earned ones go). Asked again when next shown.
 */
export function forgetWhatCancellingChanged(queryClient: QueryClient): void {
  for (const key of [
    'orders',
    'search-jadwal',
    'list-jadwal',
    'seat-map',
    'customer-point',
    'customer-history-point',
  ]) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
