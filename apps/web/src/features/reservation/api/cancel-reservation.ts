import { fetchResults } from '../../../lib/api-client';

export interface CancelResult {
  reservasi_kode: string;
  status: string;
  dibatalkan_pada: string | null;
}

/** POST travel/batal-reservasi: cancels an unpaid booking and frees its seats. */
export const cancelReservation = (code: string) =>
  fetchResults<CancelResult>({
    method: 'POST',
    path: 'travel/batal-reservasi',
    data: { reservasi_kode: code, jenis_batal: 'dibatalkan-pemesan' },
    guestReservationCode: code,
  });
