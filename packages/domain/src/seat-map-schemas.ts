import { z } from 'zod';
import { requestText } from './request-text';
import { isoDateSchema, MAX_CONNECTING_LEGS } from './trip-selection-schemas';

/**
 * `GET {product}/kursi`: the seat map of a trip (spec §7 "Schedules and seats").
 *
 * Connecting legs: `jadwal_kode_connecting` names the further legs, comma-joined in
 * travel order. Each leg's operator and date default to the main leg's; a connecting
 * leg of another operator or date sends `operator_kode_connecting` and
 * `tanggal_berangkat_connecting`, comma-joined in the same order (an empty item keeps
 * the default).
 */

const code = requestText().trim().min(1, 'Harap isi').max(64);

/**
 * A comma-joined list (spec §3: array values travel comma-joined), empty items kept.
 * Each item is checked inside the field's own pipe, which runs only when the text
 * itself passed: an object-level refinement would also run after `.max(1000)` failed,
 * and then see the raw text instead of a list.
 */
const commaList = (max: number, item: z.ZodType<string, string>) =>
  requestText()
    .max(1000)
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()) : []))
    .pipe(z.array(item).max(max, `Maksimal ${max} rute lanjutan`));

const connectingScheduleCode = z
  .string()
  .min(1, 'Kode jadwal tidak valid')
  .max(64, 'Kode jadwal tidak valid');
/** Empty: the main leg's operator. */
const connectingOperatorCode = z.string().max(64, 'Kode operator tidak valid');
/** Empty: the main leg's date. */
const connectingDate = z
  .string()
  .refine(
    (item) => item === '' || isoDateSchema.safeParse(item).success,
    'Format tanggal harus YYYY-MM-DD',
  );

export const seatMapQuerySchema = z.object({
  operator_kode: code,
  jadwal_kode: code,
  tanggal_berangkat: isoDateSchema,
  /** The date at the main leg's first stop; accepted for the spec's call, checked when sent. */
  tanggal_berangkat_utama: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
  jadwal_kode_connecting: commaList(MAX_CONNECTING_LEGS, connectingScheduleCode),
  operator_kode_connecting: commaList(MAX_CONNECTING_LEGS, connectingOperatorCode),
  tanggal_berangkat_connecting: commaList(MAX_CONNECTING_LEGS, connectingDate),
});
export type SeatMapQuery = z.infer<typeof seatMapQuerySchema>;

const SEAT_MAP_ELEMENT_TYPES = ['driver', 'door', 'aisle', 'toilet', 'empty'] as const;

/** One seat: `baris`/`kolom` are 1-based grid positions. */
const seatMapSeatSchema = z.object({
  no: z.string(),
  baris: z.number().int(),
  kolom: z.number().int(),
  tersedia: z.boolean(),
});

/** A cell that is not a seat (driver, door, aisle, toilet), so the client can draw the vehicle. */
const seatMapElementSchema = z.object({
  tipe: z.enum(SEAT_MAP_ELEMENT_TYPES),
  baris: z.number().int(),
  kolom: z.number().int(),
});

const seatMapPointSchema = z.object({
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_nama: z.string(),
});

/**
 * A seat promo the leg offers: send its `promo_kode` on a seat of cek-harga / reservasi.
 * `diskon_per_kursi` is off one seat's `harga`; `sisa_kursi` the seats of this trip that
 * may still use it (null = no limit; promos with none left are not listed).
 */
export const seatMapPromoSchema = z.object({
  promo_kode: z.string(),
  nama: z.string(),
  tipe_diskon: z.enum(['percent', 'amount']),
  /** Percent (1-100) or rupiah, by `tipe_diskon`. */
  nilai_diskon: z.number().int(),
  diskon_per_kursi: z.number().int(),
  sisa_kursi: z.number().int().nullable(),
});
export type SeatMapPromo = z.infer<typeof seatMapPromoSchema>;

export const seatMapLegSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  /** The operator's mark (a site path or https address); null: the client draws initials. */
  operator_logo: z.string().nullable(),
  jadwal_kode: z.string(),
  /** Local date and time at boarding. */
  tanggal_berangkat: z.string(),
  jam_berangkat: z.string(),
  tanggal_tiba: z.string(),
  jam_tiba: z.string(),
  /** Date at the route's first stop (the seat inventory's key). */
  tanggal_berangkat_utama: z.string(),
  asal: seatMapPointSchema,
  tujuan: seatMapPointSchema,
  kelas: z.string(),
  tipe_kendaraan: z.enum(['shuttle', 'bus']),
  nama_layout: z.string(),
  /** Fare of one seat before promos and vouchers, integer rupiah. */
  harga: z.number().int(),
  jumlah_baris: z.number().int(),
  jumlah_kolom: z.number().int(),
  jumlah_kursi: z.number().int(),
  kursi_tersedia: z.number().int(),
  kursi: z.array(seatMapSeatSchema),
  elemen_denah: z.array(seatMapElementSchema),
  /** Seat promos this leg offers now (may be empty). */
  list_promo: z.array(seatMapPromoSchema),
});
export type SeatMapLeg = z.infer<typeof seatMapLegSchema>;

/** The main leg's map, and one map per connecting leg in travel order. */
export const seatMapResultSchema = seatMapLegSchema.extend({
  list_connecting: z.array(seatMapLegSchema),
});
export type SeatMapResult = z.infer<typeof seatMapResultSchema>;
