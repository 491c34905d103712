import { requestText } from './request-text';

/** A booking's code as a request names it (reservasi_kode): letters, digits and dashes, upper-cased. */
export const reservationCodeSchema = requestText({ error: 'Harap isi' })
  .trim()
  .min(1, 'Harap isi')
  .max(40, 'Kode reservasi tidak valid')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode reservasi tidak valid')
  .transform((value) => value.toUpperCase());

/** The guest's proof of ownership as a query or body field (the header is preferred). */
export const guestTokenSchema = requestText().trim().min(1).max(200).optional();
