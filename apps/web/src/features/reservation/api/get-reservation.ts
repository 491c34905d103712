import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, fetchResults } from '../../../lib/api-client';

/** GET travel/detail-reservasi: the owner's view (bearer, or this browser's guest token). */
const getReservation = (code: string, signal?: AbortSignal) =>
  fetchResults<ReservationDetail>({
    path: 'travel/detail-reservasi',
    params: { reservasi_kode: code },
    guestReservationCode: code,
    signal,
  });

const reservationQuery = (code: string) =>
  queryOptions({
    queryKey: ['reservation', code],
    queryFn: ({ signal }) => getReservation(code, signal),
    // Not found / not yours is an answer, not a hiccup: do not retry it.
    retry: (count, error) =>
      !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) &&
      count < 2,
  });

export const useReservation = (code: string) => useQuery(reservationQuery(code));
