import type { ReservationResult } from '@lintas/domain/reservation-schemas';
import { fetchResults } from '../../../lib/api-client';
import type { PriceCheckBody } from './check-price';

export interface ReservationBody extends PriceCheckBody {
  pemesan_nama: string;
  pemesan_email: string;
  pemesan_telp: string;
  jenis_pembayaran_kode: string;
  /** The total the person saw (latest cek-harga); a different server total answers PRICE_CHANGED. */
  total_bayar: number;
  komentar_donasi: string | null;
  url_referer: string | null;
}

/** POST travel/reservasi: holds the seats and opens the charge. Rejects with ApiError (SEAT_TAKEN, PRICE_CHANGED, ...). */
export const createReservation = (body: ReservationBody) =>
  fetchResults<ReservationResult>({ method: 'POST', path: 'travel/reservasi', data: body });
