import type { GuestLookupInput, ReservationDetail } from '@lintas/domain/reservation-schemas';
import { fetchResults } from '../../../lib/api-client';

/**
 * POST travel/web-detail-reservasi: a guest's ticket by booking code plus e-mail or phone.
 * Sent as a JSON body, never as a query string: the booker's e-mail or phone would
 * otherwise sit in the browser history, server and proxy logs, and Referer headers.
 */
export const lookupReservation = (code: string, emailOrPhone: string) =>
  fetchResults<ReservationDetail>({
    method: 'POST',
    path: 'travel/web-detail-reservasi',
    data: { reservasi_kode: code, pemesan_email_telp: emailOrPhone } satisfies GuestLookupInput,
    cancelKey: 'web-detail-reservasi',
  });
