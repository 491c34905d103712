import type { CancelReservationResult } from '@lintas/domain/cancellation-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
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
 * changes nothing, decision 0037), for the whole booking or, with `penumpang` (1-based, the
 * ticket's order; decision 0046), some of its passengers. Asked afresh each time the sheet
 * opens or the choice changes: the refund depends on the hour and on who is chosen. The
 * previous answer stays shown (placeholder) while a new choice is priced.
 */
export const useCancellationQuote = (code: string, enabled: boolean, penumpang?: number[]) =>
  useQuery({
    queryKey: ['cancellation-quote', code, penumpang ?? 'semua'],
    queryFn: () =>
      fetchResults<CancelReservationResult>({
        method: 'POST',
        path: 'travel/batal-reservasi',
        data: { reservasi_kode: code, ...(penumpang ? { penumpang } : {}) },
        guestReservationCode: code,
      }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });

/**
 * A paid booking, confirmed: cancelled, seats freed, the refund owed (or given back). With
 * `penumpang`, only those passengers (the booking stays paid for the others).
 */
export const cancelPaidReservation = (code: string, penumpang?: number[]) =>
  fetchResults<CancelReservationResult>({
    method: 'POST',
    path: 'travel/batal-reservasi',
    data: {
      reservasi_kode: code,
      jenis_batal: penumpang ? 'penumpang' : 'pelanggan',
      konfirmasi: true,
      ...(penumpang ? { penumpang } : {}),
    },
    guestReservationCode: code,
  });

/** A passenger of the ticket as the cancellation numbers them (decision 0046). */
export interface TicketPassenger {
  /** 1-based, in the order the ticket lists the go direction's first leg. */
  number: number;
  name: string;
  seat: string;
  cancelled: boolean;
}

/** The ticket's passengers, numbered as `penumpang` names them. */
export function ticketPassengers(detail: ReservationDetail): TicketPassenger[] {
  const first = [...detail.perjalanan].sort(
    (a, b) => (a.arah === b.arah ? 0 : a.arah === 'pergi' ? -1 : 1) || a.leg_index - b.leg_index,
  )[0];
  return (first?.kursi ?? []).map((seat, index) => ({
    number: index + 1,
    name: seat.nama,
    seat: seat.no,
    cancelled: seat.dibatalkan,
  }));
}

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
