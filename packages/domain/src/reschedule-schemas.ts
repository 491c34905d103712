import { z } from 'zod';
import { paymentViewSchema, RESERVATION_STATUSES } from './payment-schemas';
import { priceLineSchema } from './pricing-schemas';
import { requestText } from './request-text';
import { guestTokenSchema, reservationCodeSchema } from './reservation-fields';
import { flagSchema, isoDateSchema, MAX_SEATS_PER_LEG } from './trip-selection-schemas';

/**
 * `POST {product}/ubah-jadwal` (issue 21, decision 0040): move a paid booking to another
 * departure of the same operator between the same boarding and alighting points, on new
 * seats. Without `konfirmasi` it answers the price of the move and changes nothing; with
 * `konfirmasi: true` it holds the new seats on a new booking and charges what is owed
 * (or completes the move at once when nothing is).
 */

const seatNoSchema = z
  .union([requestText(), z.number()])
  .transform(String)
  .pipe(z.string().trim().min(1, 'Nomor kursi kosong').max(8, 'Nomor kursi tidak valid'));

/**
 * The new seats, one per passenger in the ticket's order: ["3","4"], [3, 4],
 * [{"no":"3"}] (the reservasi call's shape) or "3,4" (a form field).
 */
const newSeatsSchema = z
  .union([
    requestText().transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part.length > 0),
    ),
    z.array(z.union([seatNoSchema, z.object({ no: seatNoSchema }).transform((seat) => seat.no)])),
  ])
  .pipe(
    z
      .array(z.string().trim().min(1, 'Nomor kursi kosong').max(8, 'Nomor kursi tidak valid'))
      .min(1, 'Pilih kursi baru untuk setiap penumpang')
      .max(MAX_SEATS_PER_LEG, `Maksimal ${MAX_SEATS_PER_LEG} kursi per pemesanan`)
      .refine(
        (seats) => new Set(seats).size === seats.length,
        'Kursi yang sama dipilih lebih dari sekali',
      ),
  );

const optionalCode = requestText()
  .trim()
  .max(64)
  .nullish()
  .transform((value) => value || null);

export const rescheduleBodySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  /** The new departure, as search and the seat map name it. */
  jadwal_kode: requestText({ error: 'Harap isi' }).trim().min(1, 'Harap isi').max(64),
  tanggal_berangkat: isoDateSchema,
  kursi: newSeatsSchema,
  /** How the booker pays what the move costs; absent: the booking's own method. */
  jenis_pembayaran_kode: optionalCode,
  /** The amount the booker saw in the preview: a different price now is PRICE_CHANGED. */
  total_bayar: z.coerce
    .number({ error: 'Harus berupa angka' })
    .int('Harus bilangan bulat rupiah')
    .min(0, 'Tidak boleh negatif')
    .max(1_000_000_000, 'Nominal terlalu besar')
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** Absent or false: the price of the move only. True: move it. */
  konfirmasi: flagSchema.optional(),
  guest_token: guestTokenSchema,
});
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

const departureSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  jadwal_kode: z.string(),
  tanggal_berangkat: z.string(),
  jam_berangkat: z.string(),
  /** ISO instant of the departure. */
  berangkat_pada: z.string(),
  asal: z.string(),
  tujuan: z.string(),
});

/** What the move costs (and gives back), as the policy prices it at the moment asked. */
export const rescheduleQuoteSchema = z.object({
  /** False: it cannot be moved now (`alasan_tidak_dapat` says why); nothing else is owed. */
  dapat_diubah: z.boolean(),
  alasan_tidak_dapat: z.string().nullable(),
  /** The last moment a move is accepted (ISO). */
  batas_ubah_jadwal: z.string().nullable(),
  jadwal_lama: departureSchema,
  jadwal_baru: departureSchema,
  /** The passengers and their seats: old and new, in the ticket's order. */
  penumpang: z.array(
    z.object({ nama: z.string(), kursi_lama: z.string(), kursi_baru: z.string() }),
  ),
  /** The fee of the policy, for every passenger moved. */
  biaya_ubah_jadwal: z.number().int(),
  tarif_lama: z.number().int(),
  tarif_baru: z.number().int(),
  /** tarif_baru - tarif_lama: negative when the new departure is cheaper. */
  selisih_tarif: z.number().int(),
  /**
   * A cheaper departure: 'refund' (the operator gives the difference back, net of the fee)
   * or 'keep' (it is not given back); null when the new one is not cheaper.
   */
  selisih_lebih_murah: z.enum(['refund', 'keep']).nullable(),
  /** What the booker pays now (0: nothing; the move completes at once). */
  total_bayar: z.number().int(),
  /** Money given back to the booker's original payment (the lower fare net of the fee). */
  refund: z.number().int(),
  rincian: z.array(priceLineSchema),
  /** The operator's after-sale policy in sentences. */
  kebijakan: z.array(z.string()),
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;

export const rescheduleResultSchema = z.object({
  reservasi_kode: z.string(),
  ubah_jadwal: rescheduleQuoteSchema,
  /**
   * Confirmed: the new booking. 'pending' until its charge is paid (the old ticket stands
   * meanwhile), 'paid' when nothing was owed (the old ticket is cancelled already). Null
   * for a preview.
   */
  reservasi_baru: z
    .object({
      reservasi_kode: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      /** Keep it like reservasi's: it opens the new booking on this device. */
      guest_token: z.string(),
      expired_time: z.string(),
      total: z.number().int(),
      pembayaran: paymentViewSchema.nullable(),
    })
    .nullable(),
});
export type RescheduleResult = z.infer<typeof rescheduleResultSchema>;
