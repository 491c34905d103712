import type { RescheduleBody, RescheduleResult } from '@lintas/domain/reschedule-schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** The departure and seats a move goes to (`kursi`: one per passenger, in the ticket's order). */
export interface RescheduleTarget {
  jadwal_kode: string;
  tanggal_berangkat: string;
  kursi: string[];
}

type RescheduleInput = Pick<
  RescheduleBody,
  'reservasi_kode' | 'jadwal_kode' | 'tanggal_berangkat' | 'kursi' | 'total_bayar' | 'konfirmasi'
>;

/**
 * POST travel/ubah-jadwal (decision 0040). The owner is proven like batal-reservasi: the
 * bearer of a signed-in owner, else this browser's guest token of the booking.
 */
const postReschedule = (body: RescheduleInput, signal?: AbortSignal) =>
  fetchResults<RescheduleResult>({
    method: 'POST',
    path: 'travel/ubah-jadwal',
    data: body,
    guestReservationCode: body.reservasi_kode,
    signal,
  });

/**
 * The price of moving `code` to `target` (without konfirmasi nothing changes): asked afresh
 * for every choice of seats, never from a cache (the fee depends on the hour, fares move).
 */
export const useRescheduleQuote = (code: string, target: RescheduleTarget | null) =>
  useQuery({
    queryKey: ['reschedule-quote', code, target],
    queryFn: ({ signal }) =>
      postReschedule({ reservasi_kode: code, ...(target as RescheduleTarget) }, signal),
    enabled: target !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * Confirms the move at the price the person saw (`total_bayar`: another price now answers
 * PRICE_CHANGED). Answers the new booking: pending until its charge is paid, or paid.
 */
export const confirmReschedule = (code: string, target: RescheduleTarget, totalBayar: number) =>
  postReschedule({ reservasi_kode: code, ...target, total_bayar: totalBayar, konfirmasi: true });

/**
 * What a move changes elsewhere in this tab's cache: both bookings, the order lists, seat
 * maps and search counts (new seats held; old ones freed once it completes).
 */
export function forgetWhatMovingChanged(queryClient: QueryClient): void {
  for (const key of ['reservation', 'orders', 'search-jadwal', 'list-jadwal', 'seat-map']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
