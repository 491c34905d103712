import { z } from 'zod';
import { RESERVATION_STATUSES } from './payment-schemas';
import { requestText } from './request-text';
import { guestTokenSchema, reservationCodeSchema } from './reservation-fields';
import { flagSchema } from './trip-selection-schemas';

/**
 * Wire schemas of `POST {product}/batal-reservasi` (spec §7 "Reservations"): an unpaid
 * booking cancelled at once; a paid one quoted, then cancelled with `konfirmasi`
 * (issue 21, decision 0037), wholly or some of its passengers (decision 0046).
 */

/**
 * The passengers to cancel (decision 0046): 1-based numbers in the order the ticket lists
 * the go direction's passengers, as an array of integers or a form field "1,3". Empty
 * (string or array) is absent: the whole booking (decision 0048). Each number at least 1,
 * none twice; whether each exists and still travels is the server's check.
 */
const PASSENGER_NUMBER_MESSAGE = 'Nomor penumpang tidak valid, contoh: 1,3';

const passengerChoiceSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text === '') return [];
      // A part that is not digits stays text, so the number rule below names it.
      return text.split(',').map((part) => (/^\s*\d{1,3}\s*$/.test(part) ? Number(part) : part));
    },
    z
      .array(
        z
          .number({ error: PASSENGER_NUMBER_MESSAGE })
          .int(PASSENGER_NUMBER_MESSAGE)
          .min(1, 'Nomor penumpang dimulai dari 1')
          .max(999, PASSENGER_NUMBER_MESSAGE),
        { error: PASSENGER_NUMBER_MESSAGE },
      )
      .max(100)
      .refine((numbers) => new Set(numbers).size === numbers.length, {
        message: 'Nomor penumpang tidak boleh sama',
      }),
  )
  .transform((numbers) => (numbers.length === 0 ? undefined : numbers));

export const cancelReservationBodySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  /**
   * Why the booker cancels (free text or a client code); stored with the cancellation.
   * Documented values: 'pelanggan' (the whole booking) and 'penumpang' (the passengers
   * named in `penumpang`); old clients' numbers and text still cancel the whole booking.
   */
  jenis_batal: z
    .union([requestText(), z.number()])
    .transform(String)
    .pipe(z.string().trim().max(64))
    .nullish(),
  /**
   * A paid booking: absent or false answers what cancelling it now would give back
   * (`pembatalan`) and changes nothing; true cancels it (issue 21, decision 0037). An
   * unpaid booking is cancelled either way.
   */
  konfirmasi: flagSchema.optional(),
  /** Some passengers only (passengerChoiceSchema); absent or empty: the whole booking. */
  penumpang: passengerChoiceSchema.optional(),
  guest_token: guestTokenSchema,
});

/** What cancelling a paid booking gives back, at the moment it was asked (decision 0037). */
export const cancellationQuoteSchema = z.object({
  /** False: it cannot be cancelled now (`alasan_tidak_dapat` says why). */
  dapat_dibatalkan: z.boolean(),
  alasan_tidak_dapat: z.string().nullable(),
  /** The last moment a cancellation is accepted (ISO), or null when nothing is left to cancel. */
  batas_pembatalan: z.string().nullable(),
  /** Which rule gives the money back: an assurance claim, the basic tier, or none. */
  aturan: z.enum(['asuransi', 'tanpa_asuransi', 'tidak_ada']),
  aturan_label: z.string(),
  persen: z.number().int(),
  /** The money paid for the seats (fares after voucher and points). */
  dibayar: z.number().int(),
  /** Money given back to the payment method, and points given back to the account. */
  refund: z.number().int(),
  poin_kembali: z.number().int(),
  /** True: given back right away (an assurance claim); false: after an admin's review. */
  otomatis: z.boolean(),
  /** The operator's policy in sentences. */
  kebijakan: z.array(z.string()),
});
export type CancellationQuoteView = z.infer<typeof cancellationQuoteSchema>;

export const cancelReservationResultSchema = z.object({
  reservasi_kode: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  dibatalkan_pada: z.string().nullable(),
  /** A paid booking: the quote (asked without konfirmasi) or what the cancellation gave. */
  pembatalan: cancellationQuoteSchema.nullable(),
  /** The refund the cancellation owes, once made (null: nothing to give back, or not yet cancelled). */
  refund: z
    .object({
      kode: z.string(),
      jumlah: z.number().int(),
      status: z.enum(['required', 'processing', 'refunded', 'failed']),
      status_label: z.string(),
    })
    .nullable(),
});
export type CancelReservationResult = z.infer<typeof cancelReservationResultSchema>;
