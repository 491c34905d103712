import { z } from 'zod';
import { paymentViewSchema, RESERVATION_STATUSES } from './payment-schemas';
import { DEPARTURE_STEPS } from './departure-status';
import { requestText } from './request-text';
import { guestTokenSchema, reservationCodeSchema } from './reservation-fields';
import { priceCheckBodySchema, priceLineSchema } from './pricing-schemas';
import { selectedLegs } from './trip-selection-schemas';
import { zodRules } from './validator-schemas';
import { bookerFieldRules, passengerNameRules, validateValue } from './validators';

/**
 * Wire schemas of the reservation calls (spec §7 "Reservations"): reservasi,
 * detail-reservasi, web-detail-reservasi, batal-reservasi, ganti-pembayaran.
 *
 * Reading a reservation needs proof of ownership: the customer's bearer token, or the
 * `guest_token` that `reservasi` returned to the browser that made the booking, sent as
 * the `X-Guest-Token` header (preferred: it stays out of logs and history) or the
 * `guest_token` query/body field.
 */

export const GUEST_TOKEN_HEADER = 'x-guest-token';

const requiredText = requestText({ error: 'Harap isi' });

/** Digits only; spaces, dashes, dots, brackets and a leading + are tolerated and removed. */
const phoneSchema = requiredText
  .max(32, 'Masukan min 9 & max 15 digit angka ')
  .transform((value) =>
    value
      .trim()
      .replace(/^\+/, '')
      .replace(/[\s().-]/g, ''),
  )
  .pipe(zodRules(bookerFieldRules.phonenumber));

const rupiahSchema = z.coerce
  .number({ error: 'Harus berupa angka' })
  .int('Harus bilangan bulat rupiah')
  .min(0, 'Tidak boleh negatif')
  .max(1_000_000_000, 'Nominal terlalu besar');

const optionalText = (max: number) =>
  requestText()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/**
 * `POST {product}/reservasi`: the price check's fields plus the booker, the method and
 * the total the booker saw. Every seat of every leg needs the passenger's `nama`.
 */
export const reservationBodySchema = priceCheckBodySchema
  .safeExtend({
    pemesan_nama: requiredText.trim().pipe(zodRules(bookerFieldRules.name)),
    pemesan_email: requiredText
      .trim()
      .max(254, 'Format email tidak valid')
      .pipe(zodRules(bookerFieldRules.email)),
    pemesan_telp: phoneSchema,
    jenis_pembayaran_kode: requiredText.trim().min(1, 'Harap isi').max(64),
    total_bayar: rupiahSchema,
    komentar_donasi: optionalText(500),
    ads_kode: optionalText(64),
    url_referer: optionalText(2048),
  })
  .superRefine((value, ctx) => {
    // Paths name the field the client shows: kursi.0.nama, kursi_pulang.1.nama, list_connecting.0.kursi.0.nama.
    // Runs only on an otherwise valid shape; guard anyway so a refinement never throws.
    if (!Array.isArray(value.kursi)) return;
    for (const leg of selectedLegs(value)) {
      const base: (string | number)[] =
        leg.legIndex === 0
          ? [leg.direction === 'go' ? 'kursi' : 'kursi_pulang']
          : [
              leg.direction === 'go' ? 'list_connecting' : 'list_connecting_pulang',
              leg.legIndex - 1,
              'kursi',
            ];
      (leg.kursi ?? []).forEach((seat, index) => {
        const message = validateValue(seat.nama?.trim() ?? '', passengerNameRules);
        if (message !== null) {
          ctx.addIssue({
            code: 'custom',
            path: [...base, index, 'nama'],
            message: message === 'Harap isi' ? 'Harap isi nama penumpang' : message,
          });
        }
      });
    }
  });
export type ReservationBody = z.infer<typeof reservationBodySchema>;
/** The reservasi body as a client sends it (before defaults and transforms). */
export type ReservationInput = z.input<typeof reservationBodySchema>;

const reservationStatusSchema = z.enum(RESERVATION_STATUSES);

/** An instant both ways: ISO 8601 for programs, and local 'YYYY-MM-DD HH:mm:ss' (WIB) for people. */
const expiryFields = {
  expired_time: z.string(),
  expired_time_lokal: z.string(),
};

export const reservationResultSchema = z.object({
  reservasi_kode: z.string(),
  status: reservationStatusSchema,
  ...expiryFields,
  total: z.number().int(),
  rincian: z.array(priceLineSchema),
  /** Keep this in the booking browser: detail-reservasi answers it (X-Guest-Token header). */
  guest_token: z.string(),
  pembayaran: paymentViewSchema,
});
export type ReservationResult = z.infer<typeof reservationResultSchema>;

export const reservationDetailQuerySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  guest_token: guestTokenSchema,
});

export const guestLookupQuerySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  pemesan_email_telp: requestText({ error: 'Harap isi' }).trim().min(1, 'Harap isi').max(254),
});

/**
 * POST web-detail-reservasi: the same fields as a JSON body, so the booker's e-mail or
 * phone stays out of URLs (logs, proxies, browser history). GET stays for the apps.
 * @alias
 */
export const guestLookupBodySchema = guestLookupQuerySchema;
/** The guest look-up's fields as a client sends them (the web posts them as a JSON body). */
export type GuestLookupInput = z.input<typeof guestLookupQuerySchema>;

/**
 * kirim-akses-reservasi (issue 22): a booking whose look-up is locked by others' wrong
 * guesses is opened by a link e-mailed to its booker. Only the code: whoever asks learns
 * nothing, and only the booker's inbox receives the link.
 */
export const accessLinkRequestSchema = z.object({ reservasi_kode: reservationCodeSchema });

export const accessLinkSentSchema = z.object({
  /** Always the same sentence, whether or not the code exists (nothing is revealed). */
  pesan: z.string(),
  /** Minutes the link stays valid. */
  berlaku_menit: z.number().int(),
});
export type AccessLinkSent = z.infer<typeof accessLinkSentSchema>;

/** buka-akses-reservasi: the link's token opens the booking on this device, as a look-up does. */
export const accessLinkOpenSchema = z.object({
  reservasi_kode: reservationCodeSchema,
  akses: requestText({ error: 'Harap isi' }).trim().min(1, 'Harap isi').max(100),
});

export const changePaymentBodySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  jenis_pembayaran_kode: requestText({ error: 'Harap isi' }).trim().min(1, 'Harap isi').max(64),
  guest_token: guestTokenSchema,
});

const ticketPointSchema = z.object({
  /** The point's and its city's ids, as the search takes them (book again from a code). */
  cabang_id: z.number().int(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  alamat: z.string(),
  kota_id: z.number().int(),
  kota_nama: z.string(),
});

const ticketSeatSchema = z.object({
  no: z.string(),
  nama: z.string(),
  harga: z.number().int(),
  promo_kode: z.string().nullable(),
  diskon_promo: z.number().int(),
  /** This passenger was cancelled out of the booking (decision 0046): not travelling. */
  dibatalkan: z.boolean(),
});

const ticketLegSchema = z.object({
  arah: z.enum(['pergi', 'pulang']),
  leg_index: z.number().int(),
  operator_kode: z.string(),
  operator_nama: z.string(),
  /** The operator's mark (a site path or https address); null: the client draws initials. */
  operator_logo: z.string().nullable(),
  jadwal_kode: z.string(),
  jurusan: z.string(),
  kelas: z.string(),
  tipe_kendaraan: z.string(),
  /** Local date and time at boarding / alighting (zona_waktu: WIB, WITA, WIT). */
  tanggal_berangkat: z.string(),
  jam_berangkat: z.string(),
  zona_waktu_berangkat: z.string(),
  tanggal_tiba: z.string(),
  jam_tiba: z.string(),
  zona_waktu_tiba: z.string(),
  asal: ticketPointSchema,
  tujuan: ticketPointSchema,
  harga_per_kursi: z.number().int(),
  kursi: z.array(ticketSeatSchema),
  /**
   * The departure's live status as the operator's staff marked it (decision 0039):
   * 'terjadwal' (no mark yet), 'boarding', 'berangkat' (left), 'tiba' (arrived); its
   * label in Indonesian and when it was marked (ISO 8601, null for 'terjadwal').
   */
  status_perjalanan: z.enum(['terjadwal', ...DEPARTURE_STEPS]),
  status_perjalanan_label: z.string(),
  status_perjalanan_pada: z.string().nullable(),
  /**
   * Minutes the operator moved this departure (decision 0022): later positive, earlier
   * negative, 0 when it runs at its timetabled time.
   */
  mundur_menit: z.number().int(),
});

export const reservationDetailSchema = z.object({
  reservasi_kode: z.string(),
  status: reservationStatusSchema,
  ...expiryFields,
  dibuat_pada: z.string(),
  dibayar_pada: z.string().nullable(),
  dibatalkan_pada: z.string().nullable(),
  /** 'required' when money was received after the hold ran out and is owed back. */
  status_refund: z.enum(['required', 'refunded']).nullable(),
  pemesan: z.object({ nama: z.string(), email: z.string(), telp: z.string() }),
  flag_pp: z.boolean(),
  flag_connecting: z.boolean(),
  perjalanan: z.array(ticketLegSchema),
  jenis_pembayaran_kode: z.string(),
  voucher_kode: z.string().nullable(),
  rincian: z.array(priceLineSchema),
  total: z.number().int(),
  /**
   * Passengers still travelling, and cancelled one by one (decision 0046), as the go
   * direction's first leg lists them (each seat also says `dibatalkan`).
   */
  penumpang_aktif: z.number().int().optional(),
  penumpang_dibatalkan: z.number().int().optional(),
  /**
   * detail-reservasi: after some passengers were cancelled, what the booking has cost
   * once their refunds are given back (total minus those refunds); null: none cancelled.
   */
  total_aktif: z.number().int().nullable().optional(),
  pembayaran: paymentViewSchema.nullable(),
  /**
   * detail-reservasi only: what the e-ticket's QR carries for boarding, the booking code
   * signed by the server (a code alone cannot be made into one); null until paid.
   */
  qr_content: z.string().nullable().optional(),
  /**
   * A moved booking (ubah-jadwal, decision 0040): the code of the booking that replaced this
   * one (this one no longer boards), and of the one this booking replaced. Null otherwise.
   */
  dipindahkan_ke: z.string().nullable().optional(),
  dipindahkan_dari: z.string().nullable().optional(),
  /**
   * Money owed back on this booking and whether it has been given back (late or second
   * payment, a departure the operator cancelled): issue 10, decision 0017.
   */
  refund: z
    .array(
      z.object({
        kode: z.string(),
        /** Why, for people (e.g. 'Keberangkatan dibatalkan'). */
        alasan: z.string(),
        /** Why, for the client: a cancelled departure's ticket no longer boards. */
        alasan_kode: z.enum([
          'terlambat',
          'ganda',
          'keberangkatan_dibatalkan',
          'dibatalkan_pelanggan',
          'selisih_ubah_jadwal',
        ]),
        jumlah: z.number().int(),
        status: z.enum(['required', 'processing', 'refunded', 'failed']),
        status_label: z.string(),
        dikembalikan_pada: z.string().nullable(),
      }),
    )
    .optional(),
});
export type ReservationDetail = z.infer<typeof reservationDetailSchema>;

/**
 * web-detail-reservasi's answer: the ticket (contact masked) and, because the booker
 * proved the e-mail or phone, a guest token for this device, used like the one reservasi
 * gave the booking browser (X-Guest-Token: detail, pay, change method, cancel).
 */
export const guestLookupResultSchema = reservationDetailSchema.extend({
  guest_token: z.string(),
});
export type GuestLookupResult = z.infer<typeof guestLookupResultSchema>;

/** The e-ticket's files (decision 0041): a printable PDF, and a calendar entry per direction. */
export const E_TICKET_FORMATS = ['pdf', 'ics'] as const;
export type ETicketFormat = (typeof E_TICKET_FORMATS)[number];

/**
 * tautan-e-tiket: the owner (bearer or guest token, as detail-reservasi) asks for a short
 * download link of the paid booking's file; `format` defaults to the PDF.
 */
export const eTicketLinkBodySchema = z.object({
  reservasi_kode: reservationCodeSchema,
  format: z
    .enum(E_TICKET_FORMATS, { error: 'Format harus pdf atau ics' })
    .optional()
    .transform((value) => value ?? 'pdf'),
  guest_token: guestTokenSchema,
});

export const eTicketLinkResultSchema = z.object({
  reservasi_kode: z.string(),
  format: z.enum(E_TICKET_FORMATS),
  /** The link on this server's public address (for the apps' download manager). */
  url: z.string(),
  /** The same link without the origin: a browser on this site fetches it as is. */
  path: z.string(),
  /** e-tiket-<kode>.pdf or e-tiket-<kode>.ics */
  nama_file: z.string(),
  /** The link stops working at this instant (ISO 8601); it can be asked for again. */
  berlaku_sampai: z.string(),
  berlaku_menit: z.number().int(),
});
export type ETicketLink = z.infer<typeof eTicketLinkResultSchema>;

/** unduh-e-tiket: the link's signed token, nothing else (no credentials: a plain download). */
export const eTicketDownloadQuerySchema = z.object({
  t: requestText({ error: 'Harap isi' }).trim().min(1, 'Harap isi').max(200),
});

export const changePaymentResultSchema = z.object({
  reservasi_kode: z.string(),
  status: reservationStatusSchema,
  ...expiryFields,
  total: z.number().int(),
  rincian: z.array(priceLineSchema),
  pembayaran: paymentViewSchema,
});

/** list-reservasi / list-riwayat-reservasi (bearer): the customer's orders, 10 per page. */
export const ORDERS_PER_PAGE = 10;

export const orderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus bilangan bulat')
    .min(1, 'Halaman minimal 1')
    .max(10_000, 'Halaman terlalu besar')
    .default(1),
});

/** An order in a list: the ticket without its payment instructions (detail-reservasi has them). */
const orderSummarySchema = reservationDetailSchema.omit({ pembayaran: true });

export const orderListResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(orderSummarySchema),
});
export type OrderListResult = z.infer<typeof orderListResultSchema>;
