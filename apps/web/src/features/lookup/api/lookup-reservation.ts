import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { fetchResults } from '../../../lib/api-client';

/** GET travel/web-detail-reservasi: a guest's ticket by booking code plus e-mail or phone. */
export const lookupReservation = (code: string, emailOrPhone: string) =>
  fetchResults<ReservationDetail>({
    path: 'travel/web-detail-reservasi',
    params: { reservasi_kode: code, pemesan_email_telp: emailOrPhone },
    cancelKey: 'web-detail-reservasi',
  });
