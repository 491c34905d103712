import { z } from 'zod';
import {
  blankToUndefined,
  idSchema,
  operatorCodeSchema,
  optionalIdSchema,
  optionalOperatorCodeSchema,
  optionalPlaceTypeSchema,
  pageSchema,
  placeTypeSchema,
} from './catalog-schemas';
import { requestText } from './request-text';
import { flagSchema, isoDateSchema } from './trip-selection-schemas';

/**
 * Query and response schemas of spec §7 "Schedules and seats". Array filters arrive
 * comma-joined (spec §3), e.g. `operator=XTR,BRY&jam=06-12,18-24`.
 */

/** Facility codes and the labels people read (spec §3 "Facility icons" for the first three). */
export const FACILITY_LABELS: Record<string, string> = {
  'mineral-water': 'Air Minum',
  ac: 'AC',
  baggage: 'Bagasi',
  wifi: 'WiFi',
  'usb-charger': 'Pengisi Daya USB',
  snack: 'Snack',
  toilet: 'Toilet',
  blanket: 'Selimut',
  meal: 'Makan',
};

export const SORT_OPTIONS = {
  'berangkat-awal': 'Berangkat Paling Awal',
  'berangkat-akhir': 'Berangkat Paling Akhir',
  'harga-termurah': 'Harga Termurah',
  'harga-termahal': 'Harga Termahal',
  'durasi-tercepat': 'Durasi Tercepat',
} as const;
export type ScheduleSort = keyof typeof SORT_OPTIONS;

/**
 * Quick filters (chips above the results); several combine with AND.
 * - pagi: departs before 11:00; siang: 11:00-14:59; sore: 15:00-17:59; malam: 18:00 or later
 * - termurah: only the lowest fare of the search; tercepat: only the shortest duration
 * - langsung: no change of vehicle; tersedia: seats left
 */
export const QUICK_FILTERS = {
  pagi: 'Pagi',
  siang: 'Siang',
  sore: 'Sore',
  malam: 'Malam',
  termurah: 'Termurah',
  tercepat: 'Tercepat',
  langsung: 'Langsung',
  tersedia: 'Kursi Tersedia',
} as const;
export type QuickFilter = keyof typeof QUICK_FILTERS;

/** Departure time bands offered by list-filter-search-jadwal. */
export const TIME_BANDS = ['00-06', '06-12', '12-18', '18-24'] as const;

export const MAX_DAYS_AHEAD = 90;
export const SCHEDULE_GROUPS_PER_PAGE = 10;

/** A comma-joined list (or a repeated parameter) of `item`. */
function csv<T extends z.ZodType<string>>(item: T) {
  return z.preprocess((value) => {
    const joined = Array.isArray(value) ? value.join(',') : blankToUndefined(value);
    if (typeof joined !== 'string') return joined;
    const items = joined
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    return items.length > 0 ? items : undefined;
  }, z.array(item).max(50, 'Terlalu banyak pilihan').optional());
}

const timeBandSchema = requestText()
  .regex(/^\d{2}-\d{2}$/, 'Rentang jam harus berbentuk JJ-JJ, misalnya 06-12')
  .refine((band) => {
    const [from, to] = band.split('-').map(Number);
    return from !== undefined && to !== undefined && from < to && to <= 24;
  }, 'Rentang jam tidak valid');

const facilityCodeSchema = requestText()
  .max(32)
  .regex(/^[a-z0-9-]+$/, 'Kode fasilitas tidak valid');
const seatClassSchema = requestText()
  .max(32)
  .regex(/^[\p{L} ]+$/u, 'Kelas tidak valid');
const priceSchema = z.preprocess(
  blankToUndefined,
  z.coerce.number('Harus berupa angka').int().min(0).max(100_000_000).optional(),
);
const optionalFlag = z.preprocess(blankToUndefined, flagSchema.default(false));
const optionalDate = z.preprocess(blankToUndefined, isoDateSchema.optional());
const timeSchema = requestText()
  .regex(/^([01]\d|2[0-3])[.:][0-5]\d$/, 'Format jam harus JJ:MM')
  .transform((v) => v.replace('.', ':'));

const routeSearchShape = {
  asal_id: idSchema,
  asal_tipe: placeTypeSchema,
  tujuan_id: idSchema,
  tujuan_tipe: placeTypeSchema,
  tanggal_berangkat: isoDateSchema,
  show_connecting: optionalFlag,
};

const filterShape = {
  operator: csv(operatorCodeSchema),
  jam: csv(timeBandSchema),
  fasilitas: csv(facilityCodeSchema),
  kelas: csv(seatClassSchema),
  harga_min: priceSchema,
  harga_max: priceSchema,
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(Object.keys(SORT_OPTIONS) as [ScheduleSort, ...ScheduleSort[]])
      .default('berangkat-awal'),
  ),
  quick_filter: csv(z.enum(Object.keys(QUICK_FILTERS) as [QuickFilter, ...QuickFilter[]])),
};

function refineRoute(
  value: { asal_id: number; asal_tipe: string; tujuan_id: number; tujuan_tipe: string },
  ctx: z.RefinementCtx,
) {
  if (value.asal_id === value.tujuan_id && value.asal_tipe === value.tujuan_tipe) {
    ctx.addIssue({
      code: 'custom',
      path: ['tujuan_id'],
      message: 'Asal dan tujuan tidak boleh sama',
    });
  }
}

function refinePrices(value: { harga_min?: number; harga_max?: number }, ctx: z.RefinementCtx) {
  if (
    value.harga_min !== undefined &&
    value.harga_max !== undefined &&
    value.harga_min > value.harga_max
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['harga_max'],
      message: 'Harga maksimum harus lebih besar dari harga minimum',
    });
  }
}

export const scheduleFilterQuerySchema = z
  .object({ ...routeSearchShape, ...filterShape })
  .superRefine((value, ctx) => {
    refineRoute(value, ctx);
    refinePrices(value, ctx);
  });
export type ScheduleFilterQuery = z.infer<typeof scheduleFilterQuerySchema>;

export const searchScheduleQuerySchema = z
  .object({
    ...routeSearchShape,
    ...filterShape,
    group_by: z.preprocess(
      blankToUndefined,
      z.literal('operator-jurusan', 'group_by harus operator-jurusan').default('operator-jurusan'),
    ),
    flag_pp: optionalFlag,
    tanggal_berangkat_pulang: optionalDate,
    pulang_jurusan_id: optionalIdSchema,
    pulang_operator_kode: optionalOperatorCodeSchema,
    page: pageSchema,
  })
  .superRefine((value, ctx) => {
    refineRoute(value, ctx);
    refinePrices(value, ctx);
    if (value.flag_pp && !value.tanggal_berangkat_pulang) {
      ctx.addIssue({
        code: 'custom',
        path: ['tanggal_berangkat_pulang'],
        message: 'Harap isi tanggal pulang',
      });
    }
    if (
      value.tanggal_berangkat_pulang &&
      value.tanggal_berangkat_pulang < value.tanggal_berangkat
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['tanggal_berangkat_pulang'],
        message: 'Tanggal pulang tidak boleh sebelum tanggal berangkat',
      });
    }
  });
export type SearchScheduleQuery = z.infer<typeof searchScheduleQuerySchema>;

export const scheduleDatesQuerySchema = z
  .object({
    ...routeSearchShape,
    tanggal_berangkat: optionalDate,
    jumlah_hari: z.preprocess(
      blankToUndefined,
      z.coerce.number('Harus berupa angka').int().min(1).max(60).default(30),
    ),
  })
  .superRefine(refineRoute);
export type ScheduleDatesQuery = z.infer<typeof scheduleDatesQuerySchema>;

export const dateBarQuerySchema = z
  .object({
    ...routeSearchShape,
    jumlah_hari: z.preprocess(
      blankToUndefined,
      z.coerce.number('Harus berupa angka').int().min(1).max(14).default(7),
    ),
  })
  .superRefine(refineRoute);
export type DateBarQuery = z.infer<typeof dateBarQuerySchema>;

/**
 * list-jadwal: the schedules of one operator-route on a date, the list an opened group of
 * search-jadwal shows. With the search's places, `group_kode` (the group's own code) and
 * the search's filters and sort, it answers exactly the trips the group summarised, in
 * the search's order. Without places: the route's own trips, first stop to last.
 */
export const listScheduleQuerySchema = z
  .object({
    operator_kode: operatorCodeSchema,
    jurusan_id: idSchema,
    tanggal_berangkat: isoDateSchema,
    show_connecting: optionalFlag,
    asal_id: optionalIdSchema,
    asal_tipe: optionalPlaceTypeSchema,
    tujuan_id: optionalIdSchema,
    tujuan_tipe: optionalPlaceTypeSchema,
    group_kode: z.preprocess(
      blankToUndefined,
      requestText()
        .max(500, 'Kode grup terlalu panjang')
        .regex(/^[A-Za-z0-9|+-]+$/, 'Kode grup tidak valid')
        .optional(),
    ),
    ...filterShape,
  })
  .superRefine(refinePrices);
export type ListScheduleQuery = z.infer<typeof listScheduleQuerySchema>;

const jadwalCodeSchema = requestText()
  .trim()
  .min(1, 'Harap isi')
  .max(64, 'Kode jadwal terlalu panjang');

export const scheduleDetailQuerySchema = z.object({
  operator_kode: operatorCodeSchema,
  jadwal_kode: jadwalCodeSchema,
  tanggal_berangkat: isoDateSchema,
});
export type ScheduleDetailQuery = z.infer<typeof scheduleDetailQuerySchema>;

export const operatorTermsQuerySchema = z.object({ operator_kode: operatorCodeSchema });

export const checkScheduleQuerySchema = z
  .object({
    operator_kode: operatorCodeSchema,
    kode: jadwalCodeSchema,
    tanggal: isoDateSchema,
    jam: z.preprocess(blankToUndefined, timeSchema.optional()),
    flag_pp: optionalFlag,
    operator_kode_pulang: optionalOperatorCodeSchema,
    kode_pulang: z.preprocess(blankToUndefined, jadwalCodeSchema.optional()),
    tanggal_pulang: optionalDate,
    jam_pulang: z.preprocess(blankToUndefined, timeSchema.optional()),
  })
  .superRefine((value, ctx) => {
    if (!value.flag_pp) return;
    for (const key of ['operator_kode_pulang', 'kode_pulang', 'tanggal_pulang'] as const) {
      if (!value[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'Harap isi untuk perjalanan pulang-pergi',
        });
    }
  });
export type CheckScheduleQuery = z.infer<typeof checkScheduleQuerySchema>;

// Responses ------------------------------------------------------------------

const tripPointSchema = z.object({
  cabang_id: z.number(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  kota_id: z.number(),
  kota_nama: z.string(),
  alamat: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

const facilitySchema = z.object({ kode: z.string(), nama: z.string() });

/** One vehicle trip as offered: the whole item for a direct trip, one leg of a connecting one. */
export const scheduleLegSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  operator_logo: z.string().nullable(),
  jadwal_kode: z.string(),
  jurusan_id: z.number(),
  jurusan_nama: z.string(),
  tanggal_berangkat: z.string(),
  jam_berangkat: z.string(),
  zona_berangkat: z.string(),
  tanggal_tiba: z.string(),
  jam_tiba: z.string(),
  zona_tiba: z.string(),
  /** Date at the route's first stop (the seat map's tanggal_berangkat_utama). */
  tanggal_berangkat_utama: z.string(),
  durasi: z.number(),
  harga: z.number(),
  kursi_tersedia: z.number(),
  kursi_total: z.number(),
  kelas: z.string(),
  tipe_kendaraan: z.string(),
  fasilitas: z.array(facilitySchema),
  titik_naik: tripPointSchema,
  titik_turun: tripPointSchema,
});
export type ScheduleLeg = z.infer<typeof scheduleLegSchema>;

/**
 * A search result item. For a connecting journey the top-level fields describe the whole
 * journey (first leg's operator and jadwal_kode, final arrival, total price, fewest free
 * seats); `list_leg` has every leg and `list_connecting` the legs after the first, exactly
 * what reservasi's list_connecting takes. Both are empty for a direct trip (the item is its
 * only leg), which keeps a page of results half the size.
 */
export const scheduleItemSchema = scheduleLegSchema.extend({
  flag_connecting: z.union([z.literal(0), z.literal(1)]),
  titik_transit: tripPointSchema.nullable(),
  waktu_transit: z.number().nullable(),
  list_leg: z.array(scheduleLegSchema),
  list_connecting: z.array(scheduleLegSchema),
});
export type ScheduleItem = z.infer<typeof scheduleItemSchema>;

const groupEndSchema = z.object({
  kota_id: z.number(),
  kota_nama: z.string(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
});

/** A point of a group for its map: where people board, change vehicle or alight. */
const groupPointSchema = tripPointSchema.extend({
  peran: z.enum(['naik', 'transit', 'turun']),
});

/**
 * One operator-route group of search-jadwal: a summary of its schedules, everything a
 * closed group shows (issue 11: the schedules themselves come from list-jadwal with the
 * same `group_kode`, filters and sort when the person opens the group).
 */
export const scheduleGroupSchema = z.object({
  /** The group's code: pass it to list-jadwal to get exactly this group's schedules. */
  group_kode: z.string(),
  operator_kode: z.string(),
  operator_nama: z.string(),
  operator_logo: z.string().nullable(),
  /** The first operator's average review rating to one decimal (null without reviews). */
  rating: z.number().nullable(),
  jumlah_ulasan: z.number(),
  jurusan_id: z.number(),
  jurusan_nama: z.string(),
  flag_connecting: z.union([z.literal(0), z.literal(1)]),
  asal: groupEndSchema,
  tujuan: groupEndSchema,
  /** The lowest fare of the group's schedules. */
  harga_min: z.number(),
  jumlah_jadwal: z.number(),
  /** Free seats over all the group's schedules (a connecting journey counts its fewest). */
  kursi_tersedia: z.number(),
  /** The earliest and latest departure (local JJ:MM at boarding) of the group. */
  jam_pertama: z.string(),
  jam_terakhir: z.string(),
  /** Each departure time once, in the search's order (the times a closed group lists). */
  list_jam_berangkat: z.array(z.string()),
  /** Boarding, transfer and drop-off points, each once, for the group's map. */
  list_titik: z.array(groupPointSchema),
});
export type ScheduleGroup = z.infer<typeof scheduleGroupSchema>;

const placeLabelSchema = z.object({
  id: z.number(),
  tipe: z.enum(['city', 'point']),
  nama: z.string(),
});

export const schedulePageSchema = z.object({
  asal: placeLabelSchema,
  tujuan: placeLabelSchema,
  tanggal_berangkat: z.string(),
  group_by: z.literal('operator-jurusan'),
  sort: z.string(),
  page: z.number(),
  per_page: z.number(),
  total_page: z.number(),
  total_group: z.number(),
  total_jadwal: z.number(),
  list: z.array(scheduleGroupSchema),
});
export type SchedulePage = z.infer<typeof schedulePageSchema>;

export const searchScheduleResultSchema = schedulePageSchema.extend({
  pulang: schedulePageSchema.nullable(),
});
export type SearchScheduleResult = z.infer<typeof searchScheduleResultSchema>;

const countedOptionSchema = z.object({ kode: z.string(), nama: z.string(), jumlah: z.number() });
export const scheduleFiltersSchema = z.object({
  operator: z.array(countedOptionSchema),
  jam: z.array(countedOptionSchema),
  fasilitas: z.array(countedOptionSchema),
  kelas: z.array(countedOptionSchema),
  harga: z.object({ min: z.number(), max: z.number() }).nullable(),
  sort: z.array(z.object({ kode: z.string(), nama: z.string() })),
  quick_filter: z.array(countedOptionSchema),
});
export type ScheduleFilters = z.infer<typeof scheduleFiltersSchema>;

export const highlightOperatorListSchema = z.object({
  list: z.array(
    z.object({
      operator_kode: z.string(),
      operator_nama: z.string(),
      logo_url: z.string().nullable(),
      highlight: z.string(),
      rating: z.number().nullable(),
      jumlah_ulasan: z.number(),
      harga_min: z.number(),
      jumlah_jadwal: z.number(),
    }),
  ),
});
export type HighlightOperatorList = z.infer<typeof highlightOperatorListSchema>;

export const scheduleDateListSchema = z.object({
  list: z.array(
    z.object({ tanggal: z.string(), jumlah_jadwal: z.number(), harga_min: z.number() }),
  ),
});
export type ScheduleDateList = z.infer<typeof scheduleDateListSchema>;

export const dateBarSchema = z.object({
  list: z.array(
    z.object({
      tanggal: z.string(),
      hari: z.string(),
      jumlah_jadwal: z.number(),
      harga_min: z.number().nullable(),
      tersedia: z.boolean(),
    }),
  ),
});
export type DateBar = z.infer<typeof dateBarSchema>;

export const scheduleListSchema = z.object({ list: z.array(scheduleItemSchema) });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

const scheduleStopSchema = z.object({
  urutan: z.number(),
  titik: tripPointSchema,
  tanggal: z.string(),
  jam: z.string(),
  zona: z.string(),
  naik: z.boolean(),
  turun: z.boolean(),
});

export const scheduleDetailSchema = scheduleLegSchema.extend({
  bisa_dipesan: z.boolean(),
  alasan: z.string().nullable(),
  list_pemberhentian: z.array(scheduleStopSchema),
  snk: z.string(),
  denah: z.object({ baris: z.number(), kolom: z.number(), jumlah_kursi: z.number() }),
});
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

export const operatorTermsSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  snk: z.string(),
  list_snk: z.array(z.string()),
});
export type OperatorTerms = z.infer<typeof operatorTermsSchema>;

const scheduleCheckSchema = z.object({
  operator_kode: z.string(),
  jadwal_kode: z.string(),
  tanggal_berangkat: z.string(),
  jam_berangkat: z.string().nullable(),
  tersedia: z.boolean(),
  alasan: z.string().nullable(),
  kursi_tersedia: z.number(),
});
export const checkScheduleResultSchema = z.object({
  tersedia: z.boolean(),
  alasan: z.string().nullable(),
  pergi: scheduleCheckSchema,
  pulang: scheduleCheckSchema.nullable(),
});
export type CheckScheduleResult = z.infer<typeof checkScheduleResultSchema>;
