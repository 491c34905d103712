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
import {
  QUICK_FILTERS,
  type QuickFilter,
  SORT_OPTIONS,
  type ScheduleSort,
} from './schedule-options';
import { flagSchema, isoDateSchema } from './trip-selection-schemas';

/**
 * Query schemas of spec §7 "Schedules and seats" (their answers: schedule-result-schemas.ts).
 * Array filters arrive comma-joined (spec §3), e.g. `operator=XTR,BRY&jam=06-12,18-24`.
 */

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
