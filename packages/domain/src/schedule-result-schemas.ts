import { z } from 'zod';

/**
 * Response schemas of spec §7 "Schedules and seats" (their queries:
 * schedule-query-schemas.ts). The server builds these answers field by field
 * (schedule-view.ts) and checks them against these schemas in tests (decision 0015).
 */

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
  /** Additive (issue 21): the operator's cancellation and reschedule policy in sentences. */
  list_kebijakan: z.array(z.string()),
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
