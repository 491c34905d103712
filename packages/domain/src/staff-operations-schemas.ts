import { z } from 'zod';
import { operatorCodeSchema, optionalOperatorCodeSchema } from './catalog-schemas';
import { requestText } from './request-text';
import { staffDateSchema } from './staff-schemas';

/**
 * Wire schemas of the operator console's office work (issue 10, decision 0017), under
 * /api/staff: cancelling a departure, the refund queue and its execution, sales per day
 * and route, and fares per segment. Sign-in, departures, manifests and boarding are in
 * staff-schemas.ts.
 */

const jadwalCodeSchema = requestText({ error: 'Kode jadwal wajib diisi' })
  .trim()
  .min(1, 'Kode jadwal wajib diisi')
  .max(64, 'Kode jadwal terlalu panjang')
  .transform((value) => value.toUpperCase());

const routeCodeSchema = requestText({ error: 'Kode rute wajib diisi' })
  .trim()
  .min(1, 'Kode rute wajib diisi')
  .max(32, 'Kode rute terlalu panjang')
  .regex(/^[A-Za-z0-9-]+$/, 'Kode rute hanya huruf, angka dan tanda -')
  .transform((value) => value.toUpperCase());

/** Longest sales report in days: a quarter. */
export const SALES_MAX_DAYS = 92;

// ---------------------------------------------------------------- cancel a departure

export const staffCancelDepartureBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  jadwal_kode: jadwalCodeSchema,
  tanggal: staffDateSchema,
  alasan: requestText({ error: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(5, 'Alasan pembatalan minimal 5 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});

const cancelledBookingSchema = z.object({
  reservasi_kode: z.string(),
  pemesan_nama: z.string(),
  pemesan_telp: z.string(),
  pemesan_email: z.string(),
  penumpang: z.array(z.object({ kursi: z.string(), nama: z.string() })),
  /** The refund owed for this departure; null when the booking had no paying charge. */
  refund: z.object({ kode: z.string(), jumlah: z.number().int(), status: z.string() }).nullable(),
});

export const staffCancelDepartureResultSchema = z.object({
  operator_kode: z.string(),
  jadwal_kode: z.string(),
  tanggal: z.string(),
  alasan: z.string(),
  /** True when this request cancelled it; false: it was cancelled before (nothing changed). */
  dibatalkan_sekarang: z.boolean(),
  /** Every paid booking on the departure with its passengers and its refund. */
  pemesanan: z.array(cancelledBookingSchema),
  /** Paid passengers in all. */
  jumlah_penumpang: z.number().int(),
  /** Unpaid holds on the departure this request cancelled (their seats and points freed). */
  ditahan_dibatalkan: z.number().int(),
  /** E-mails and SMS queued now (none on a repeat). */
  pemberitahuan: z.number().int(),
});
export type StaffCancelDepartureResult = z.infer<typeof staffCancelDepartureResultSchema>;

// ---------------------------------------------------------------- refunds

const REFUND_REASONS = [
  'terlambat',
  'ganda',
  'keberangkatan_dibatalkan',
  'dibatalkan_pelanggan',
  'selisih_ubah_jadwal',
] as const;
const REFUND_STATUSES = ['required', 'processing', 'refunded', 'failed'] as const;

export const refundReasonLabels: Record<(typeof REFUND_REASONS)[number], string> = {
  terlambat: 'Pembayaran terlambat',
  ganda: 'Pembayaran ganda',
  keberangkatan_dibatalkan: 'Keberangkatan dibatalkan',
  dibatalkan_pelanggan: 'Dibatalkan pemesan',
  selisih_ubah_jadwal: 'Selisih harga ubah jadwal',
};

export const refundStatusLabels: Record<(typeof REFUND_STATUSES)[number], string> = {
  required: 'Menunggu diproses',
  processing: 'Sedang diproses',
  refunded: 'Sudah dikembalikan',
  failed: 'Gagal, coba lagi',
};

export const staffRefundQuerySchema = z.object({
  operator_kode: optionalOperatorCodeSchema,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REFUND_STATUSES, { error: 'Status refund tidak dikenal' }).optional(),
  ),
});

export const staffRefundParamsSchema = z.object({
  kode: requestText()
    .trim()
    .regex(/^RF-\d{1,12}$/i, 'Kode refund berbentuk RF-<nomor>')
    .transform((value) => value.toUpperCase()),
});

export const staffRefundSchema = z.object({
  /** RF-<number>: names the refund in /api/staff/refund/:kode/proses. */
  kode: z.string(),
  reservasi_kode: z.string(),
  /** The charge whose money goes back (the gateway's order id). */
  payment_kode: z.string(),
  operator_kode: z.string().nullable(),
  alasan: z.enum(REFUND_REASONS),
  alasan_label: z.string(),
  keterangan: z.string(),
  /** Integer rupiah. */
  jumlah: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  status_label: z.string(),
  pemesan: z.object({ nama: z.string(), telp: z.string(), email: z.string() }),
  metode_pembayaran: z.string(),
  percobaan: z.number().int(),
  galat_terakhir: z.string().nullable(),
  /** ISO 8601. */
  dibuat_pada: z.string(),
  dikembalikan_pada: z.string().nullable(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

export const staffRefundListResultSchema = z.object({
  list: z.array(staffRefundSchema),
  /** Refunds not given back yet, and their sum in rupiah. */
  jumlah_terbuka: z.number().int(),
  total_terbuka: z.number().int(),
});
export type StaffRefundListResult = z.infer<typeof staffRefundListResultSchema>;

export const staffRefundProcessResultSchema = z.object({
  refund: staffRefundSchema,
  /** True when it had been given back before this request (a repeated click). */
  sudah_diproses: z.boolean(),
});
export type StaffRefundProcessResult = z.infer<typeof staffRefundProcessResultSchema>;

// ---------------------------------------------------------------- sales

export const staffSalesQuerySchema = z
  .object({
    dari: staffDateSchema,
    sampai: staffDateSchema,
    operator_kode: optionalOperatorCodeSchema,
    format: z.enum(['json', 'csv'], { error: 'Format harus json atau csv' }).default('json'),
  })
  .superRefine((query, ctx) => {
    if (query.sampai < query.dari) {
      ctx.addIssue({
        code: 'custom',
        path: ['sampai'],
        message: 'Tanggal sampai tidak boleh sebelum tanggal dari',
      });
      return;
    }
    const days = (Date.parse(query.sampai) - Date.parse(query.dari)) / 86_400_000 + 1;
    if (days > SALES_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['sampai'],
        message: `Rentang laporan maksimal ${SALES_MAX_DAYS} hari`,
      });
  });

const salesFiguresSchema = z.object({
  /** Departures that ran (cancelled ones are left out). */
  keberangkatan: z.number().int(),
  /** Seats of paid bookings, each seat once per departure whatever segment it rode. */
  kursi_terjual: z.number().int(),
  /** Seats offered: the vehicles' seats over those departures. */
  kapasitas: z.number().int(),
  /** kursi_terjual / kapasitas, 0..1 (3 decimals); null without capacity. */
  load_factor: z.number().nullable(),
  /** Seat fares of paid bookings after seat promos (before vouchers, points and fees). */
  pendapatan: z.number().int(),
});

export const staffSalesRowSchema = salesFiguresSchema.extend({
  tanggal: z.string(),
  operator_kode: z.string(),
  operator_nama: z.string(),
  rute_kode: z.string(),
  rute_nama: z.string(),
});
export type StaffSalesRow = z.infer<typeof staffSalesRowSchema>;

export const staffSalesResultSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  operator_kode: z.string().nullable(),
  list: z.array(staffSalesRowSchema),
  total: salesFiguresSchema,
});
export type StaffSalesResult = z.infer<typeof staffSalesResultSchema>;

// ---------------------------------------------------------------- fares

/** Bounds of a fare between two consecutive stops, integer rupiah. */
export const FARE_MIN = 1_000;
export const FARE_MAX = 10_000_000;
/** Bounds of a schedule's share of its route's fares, in percent. */
export const FARE_PERCENT_MIN = 10;
export const FARE_PERCENT_MAX = 500;

export const staffFaresQuerySchema = z.object({
  operator_kode: operatorCodeSchema,
  rute_kode: z.preprocess(
    (value) => (value === '' ? undefined : value),
    routeCodeSchema.optional(),
  ),
});

const rupiahSchema = z
  .number({ error: 'Tarif harus berupa angka rupiah' })
  .int('Tarif harus bilangan bulat rupiah')
  .min(FARE_MIN, `Tarif minimal Rp ${FARE_MIN.toLocaleString('id-ID')}`)
  .max(FARE_MAX, `Tarif maksimal Rp ${FARE_MAX.toLocaleString('id-ID')}`);

export const staffFaresBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  rute_kode: routeCodeSchema,
  /** Every hop of the route (stop i to stop i+1) with its fare, each once. */
  segmen: z
    .array(
      z.object({
        dari_urutan: z
          .number({ error: 'Urutan harus berupa angka' })
          .int('Urutan harus bilangan bulat')
          .min(0, 'Urutan minimal 0')
          .max(99, 'Urutan terlalu besar'),
        tarif: rupiahSchema,
      }),
      { error: 'segmen harus berupa daftar' },
    )
    .min(1, 'Isi tarif setiap segmen rute')
    .max(100, 'Segmen terlalu banyak'),
  /** Optional: a schedule's percent of the route's fares (100 = as listed). */
  jadwal: z
    .array(
      z.object({
        jadwal_kode: jadwalCodeSchema,
        persen_tarif: z
          .number({ error: 'Persen tarif harus berupa angka' })
          .int('Persen tarif harus bilangan bulat')
          .min(FARE_PERCENT_MIN, `Persen tarif minimal ${FARE_PERCENT_MIN}`)
          .max(FARE_PERCENT_MAX, `Persen tarif maksimal ${FARE_PERCENT_MAX}`),
      }),
    )
    .max(200, 'Jadwal terlalu banyak')
    .optional(),
});
export type StaffFaresBody = z.infer<typeof staffFaresBodySchema>;

const fareStopSchema = z.object({
  urutan: z.number().int(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_nama: z.string(),
  /** The route's fare from its first stop to this one (100 percent). */
  tarif_dari_awal: z.number().int(),
});

export const staffFareRouteSchema = z.object({
  rute_kode: z.string(),
  nama: z.string(),
  pemberhentian: z.array(fareStopSchema),
  /** Each hop between consecutive stops and its fare. */
  segmen: z.array(
    z.object({
      dari_urutan: z.number().int(),
      ke_urutan: z.number().int(),
      dari: z.string(),
      ke: z.string(),
      tarif: z.number().int(),
    }),
  ),
  jadwal: z.array(
    z.object({
      jadwal_kode: z.string(),
      jam_berangkat: z.string(),
      persen_tarif: z.number().int(),
      aktif: z.boolean(),
      /** Weekdays the schedule runs: 0 Minggu, 1 Senin .. 6 Sabtu. */
      hari: z.array(z.number().int()),
      /** A whole-route seat at this schedule's percent (what search shows end to end). */
      tarif_penuh: z.number().int(),
    }),
  ),
});
export type StaffFareRoute = z.infer<typeof staffFareRouteSchema>;

export const staffFaresResultSchema = z.object({
  operator_kode: z.string(),
  rute: z.array(staffFareRouteSchema),
});
export type StaffFaresResult = z.infer<typeof staffFaresResultSchema>;

// ---------------------------------------------------------------- schedules

export const staffScheduleBodySchema = z.object({
  operator_kode: operatorCodeSchema,
  jadwal_kode: jadwalCodeSchema,
  /** Local time at the route's first stop, HH:mm (24 hours). */
  jam_berangkat: requestText({ error: 'Jam berangkat wajib diisi' })
    .trim()
    .regex(/^([01]\d|2[0-3])[:.][0-5]\d$/, 'Jam berangkat berbentuk JJ:MM, misalnya 07:30')
    .transform((value) => value.replace('.', ':')),
  /** Weekdays it runs: 0 Minggu, 1 Senin .. 6 Sabtu; at least one, each once. */
  hari: z
    .array(
      z
        .number({ error: 'Hari harus berupa angka 0 sampai 6' })
        .int('Hari harus bilangan bulat')
        .min(0, 'Hari 0 (Minggu) sampai 6 (Sabtu)')
        .max(6, 'Hari 0 (Minggu) sampai 6 (Sabtu)'),
      { error: 'hari harus berupa daftar' },
    )
    .min(1, 'Pilih minimal satu hari beroperasi')
    .max(7, 'Hari terlalu banyak')
    .refine((days) => new Set(days).size === days.length, 'Setiap hari cukup disebut sekali')
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type StaffScheduleBody = z.infer<typeof staffScheduleBodySchema>;

export const staffScheduleResultSchema = z.object({
  operator_kode: z.string(),
  jadwal_kode: z.string(),
  jam_berangkat: z.string(),
  hari: z.array(z.number().int()),
  aktif: z.boolean(),
  /** False when the same values were sent again (nothing changed, nothing recorded). */
  berubah: z.boolean(),
});
export type StaffScheduleResult = z.infer<typeof staffScheduleResultSchema>;
