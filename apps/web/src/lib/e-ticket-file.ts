import type { ETicketFormat, ETicketLink } from '@lintas/domain/reservation-schemas';
import { fetchResults } from './api-client';

/**
 * POST travel/tautan-e-tiket: a 10-minute signed link to the paid booking's PDF or
 * calendar file (decision 0041), asked with the same proof detail-reservasi takes (the
 * bearer, or this device's guest token for the code).
 */
export const requestETicketLink = (code: string, format: ETicketFormat) =>
  fetchResults<ETicketLink>({
    method: 'POST',
    path: 'travel/tautan-e-tiket',
    data: { reservasi_kode: code, format },
    guestReservationCode: code,
  });
