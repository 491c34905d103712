import type { CancelReservationResult } from '@lintas/domain/reservation-schemas';
import { fetchResults } from '../../../lib/api-client';

/** POST travel/batal-reservasi: cancels an unpaid booking and frees its seats. */
export const cancelReservation = (code: string) =>
  fetchResults<CancelReservationResult>({
    method: 'POST',
    path: 'travel/batal-reservasi',
    data: { reservasi_kode: code, jenis_batal: 'dibatalkan-pemesan' },
    guestReservationCode: code,
  });
