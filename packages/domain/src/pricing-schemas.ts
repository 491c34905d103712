import { z } from 'zod';
import { MAX_DONATION } from './price-lines';
import { requestText } from './request-text';
import { flagSchema, isoDateSchema, tripSelectionSchema } from './trip-selection-schemas';

/**
 * Wire schemas of the pricing calls (spec §7 "Vouchers and pricing"): payment methods,
 * vouchers and the price check. Field names are the spec's Indonesian snake_case.
 */

/** Integer rupiah sent in a query string or JSON body. */
const rupiahSchema = z.coerce
  .number({ error: 'Harus berupa angka' })
  .int('Harus bilangan bulat rupiah')
  .min(0, 'Tidak boleh negatif')
  .max(1_000_000_000, 'Nominal terlalu besar');

const optionalCode = requestText()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || undefined);
const optionalText = (max: number) =>
  requestText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

// --- list-jenis-pembayaran ------------------------------------------------------

export const paymentMethodsQuerySchema = z.object({
  /** The amount to be paid before the admin fee; fees and availability are computed for it. */
  amount: rupiahSchema.optional(),
  /** Marks which methods the voucher allows. */
  voucher_kode: optionalCode,
  /** Changing the method of a pending reservation: its amount is used when `amount` is absent. */
  reservasi_kode: optionalCode,
});
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuerySchema>;

export const paymentMethodSchema = z.object({
  jenis_pembayaran_kode: z.string(),
  nama: z.string(),
  grup_kode: z.enum(['va', 'ewallet', 'qris', 'retail']),
  grup_nama: z.string(),
  /** Lowercased, as the client's draft stores it (spec §3 type_fee). */
  tipe_admin_fee: z.enum(['flat', 'percent']),
  /** Rupiah for flat, percent (0.7 = 0.7%) for percent. */
  nilai_admin_fee: z.number(),
  /** The fee for the requested amount (null when no amount was given and the fee is a percentage). */
  admin_fee: z.number().int().nullable(),
  minimal_transaksi: z.number().int(),
  maksimal_transaksi: z.number().int(),
  /** False when the amount is outside the method's limits or the voucher does not allow the method. */
  tersedia: z.boolean(),
  keterangan: z.string().nullable(),
  logo: z.string().nullable(),
  /** Minutes the person has to pay with this method from booking (the seats are held as long). */
  batas_waktu_menit: z.number().int().positive(),
});
export type PaymentMethodItem = z.infer<typeof paymentMethodSchema>;

export const paymentMethodGroupSchema = z.object({
  grup_kode: z.enum(['va', 'ewallet', 'qris', 'retail']),
  grup_nama: z.string(),
  list_jenis_pembayaran: z.array(paymentMethodSchema),
});
export type PaymentMethodGroup = z.infer<typeof paymentMethodGroupSchema>;

export const paymentMethodsResultSchema = z.object({
  amount: z.number().int().nullable(),
  list_grup: z.array(paymentMethodGroupSchema),
});
export type PaymentMethodsResult = z.infer<typeof paymentMethodsResultSchema>;

// --- vouchers ---------------------------------------------------------------------

export const voucherDetailQuerySchema = z.object({
  voucher_kode: requestText().trim().min(1, 'Harap isi kode voucher').max(64),
});

export const voucherListQuerySchema = z.object({
  search: optionalText(64),
  email: optionalText(254),
  telp: optionalText(20),
  /** 1: the caller says they never booked before, so new-customer vouchers are shown. */
  is_new_customer: flagSchema.optional(),
  /**
   * The order the list is for (the payment step): the fare total after seat promos, as
   * validasi-voucher's `total_amount`. With it every public voucher valid now is listed,
   * judged against the order like cek-harga judges it, the usable ones first; without
   * it only vouchers usable now are listed.
   */
  total_amount: rupiahSchema.optional(),
  /** Operators of every leg of the order, comma-joined (go, return, connecting). */
  operator_kode: requestText()
    .trim()
    .max(120)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(16, 'Kode operator terlalu panjang')
            .regex(/^[A-Z0-9]+$/, 'Kode operator hanya huruf dan angka'),
        )
        .max(6, 'Paling banyak 6 operator'),
    ),
  /** The method chosen so far, if any. */
  jenis_pembayaran_kode: optionalCode,
});
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;

export const voucherValidationQuerySchema = z.object({
  voucher_kode: requestText().trim().min(1, 'Harap isi kode voucher').max(64),
  email: optionalText(254),
  telp: optionalText(20),
  jenis_pembayaran_kode: optionalCode,
  operator_kode: optionalCode,
  jadwal_kode: optionalCode,
  tanggal_berangkat: isoDateSchema.optional(),
  flag_pp: flagSchema.default(false),
  operator_kode_pulang: optionalCode,
  jadwal_kode_pulang: optionalCode,
  tanggal_berangkat_pulang: isoDateSchema.optional(),
  /** The fare total the client shows; min_spend and the discount are checked against it. */
  total_amount: rupiahSchema,
});
export type VoucherValidationQuery = z.infer<typeof voucherValidationQuerySchema>;

export const voucherSchema = z.object({
  voucher_kode: z.string(),
  nama: z.string(),
  deskripsi: z.string(),
  syarat: z.string(),
  tipe_diskon: z.enum(['percent', 'amount']),
  /** Percent (1-100) or rupiah. */
  nilai_diskon: z.number().int(),
  maksimal_diskon: z.number().int().nullable(),
  minimal_transaksi: z.number().int(),
  /** Null: unlimited. */
  kuota: z.number().int().nullable(),
  sisa_kuota: z.number().int().nullable(),
  berlaku_mulai: z.string(),
  berlaku_sampai: z.string(),
  /** Null: every operator / every payment method. */
  operator_kode: z.array(z.string()).nullable(),
  jenis_pembayaran_kode: z.array(z.string()).nullable(),
  khusus_pelanggan_baru: z.boolean(),
});
export type VoucherItem = z.infer<typeof voucherSchema>;

export const voucherDetailSchema = voucherSchema.extend({
  /**
   * Whether it can be used: detail-voucher and a list without an order judge dates, quota
   * and new-customer rules; a list for an order (`total_amount`) judges the order too.
   */
  dapat_digunakan: z.boolean(),
  /** Why not, in Indonesian (null when usable): the same reason cek-harga would give. */
  keterangan: z.string().nullable(),
});
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

/** An item of list-voucher (voucherDetailSchema): a voucher and whether it applies to the order asked about. */
export type VoucherListItem = VoucherDetail;

export const voucherValidationSchema = z.object({
  voucher_kode: z.string(),
  nama: z.string(),
  total_amount: z.number().int(),
  diskon: z.number().int(),
  total_setelah_diskon: z.number().int(),
});
export type VoucherValidation = z.infer<typeof voucherValidationSchema>;

// --- asuransi-snk ------------------------------------------------------------------

/** The refund-assurance terms, linked on the payment step (pricing/assurance-terms.ts). */
export const assuranceTermsSchema = z.object({
  judul: z.string(),
  /** Rupiah per passenger per leg, the figure cek-harga charges. */
  biaya_per_penumpang: z.number().int(),
  list_snk: z.array(z.string()),
});
export type AssuranceTerms = z.infer<typeof assuranceTermsSchema>;

// --- cek-harga --------------------------------------------------------------------

/**
 * The price check: the trip fields of `tripSelectionSchema` plus what changes the price.
 * `voucher_diskon`, `tipe_admin_fee` and `admin_fee` are accepted because the client sends
 * them, and ignored: the server computes every amount from its own data.
 */
export const priceCheckBodySchema = tripSelectionSchema.safeExtend({
  jenis_pembayaran_kode: requestText()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
  voucher_kode: requestText()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => value || null),
  flag_asuransi: flagSchema.default(false),
  // A number, or digits as text (form posts); never a boolean or an object.
  donasi: z
    .union(
      [
        z.number(),
        requestText()
          .trim()
          .regex(/^-?\d*(\.\d+)?$/, 'Donasi harus berupa angka'),
      ],
      {
        error: 'Donasi harus berupa angka',
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int('Donasi harus bilangan bulat rupiah')
        .min(0, 'Donasi tidak boleh negatif')
        .max(MAX_DONATION, `Donasi maksimal Rp ${MAX_DONATION.toLocaleString('id-ID')}`),
    )
    .nullish()
    .transform((value) => value ?? 0),
  flag_point: flagSchema.default(false),
  voucher_diskon: z.unknown().optional(),
  tipe_admin_fee: z.unknown().optional(),
  admin_fee: z.unknown().optional(),
});
export type PriceCheckBody = z.infer<typeof priceCheckBodySchema>;
/** The cek-harga body as a client sends it (before defaults and transforms). */
export type PriceCheckInput = z.input<typeof priceCheckBodySchema>;

export const priceLineSchema = z.object({
  title: z.string(),
  value: z.number().int(),
  type: z.enum(['less', 'add', 'total', 'cashback-point', 'potongan-point', 'normal']),
});

const quotedSeatSchema = z.object({
  arah: z.enum(['pergi', 'pulang']),
  leg_index: z.number().int(),
  no: z.string(),
  harga: z.number().int(),
  promo_kode: z.string().nullable(),
  diskon_promo: z.number().int(),
});

export const priceQuoteSchema = z.object({
  total_harga: z.number().int(),
  /** Fares after seat promos. */
  harga_tiket: z.number().int(),
  voucher: z
    .object({ voucher_kode: z.string(), nama: z.string(), diskon: z.number().int() })
    .nullable(),
  biaya_asuransi: z.number().int(),
  donasi: z.number().int(),
  point: z.object({ total_point: z.number().int(), point_digunakan: z.number().int() }),
  jenis_pembayaran: z
    .object({
      jenis_pembayaran_kode: z.string(),
      nama: z.string(),
      tipe_admin_fee: z.enum(['flat', 'percent']),
      nilai_admin_fee: z.number(),
    })
    .nullable(),
  admin_fee: z.number().int(),
  kursi: z.array(quotedSeatSchema),
  rincian_harga: z.array(priceLineSchema),
});
export type PriceQuoteResult = z.infer<typeof priceQuoteSchema>;
