import { z } from 'zod';
import { requestText } from './request-text';

/**
 * Query and response schemas of the catalogue calls (spec §7 "Search and points"):
 * origin and destination pickers, popular cities, operators and paths. Origins and
 * destinations are `{id, tipe}` with tipe `city` (a kota) or `point` (a cabang).
 */

/** Clients built on the spec send the literal strings "undefined"/"null" for unset params. */
export const blankToUndefined = (value: unknown) =>
  value === '' || value === 'undefined' || value === 'null' ? undefined : value;

export const placeTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['city', 'point'], 'Tipe harus city atau point'),
);
export type PlaceType = z.infer<typeof placeTypeSchema>;

export const idSchema = z.coerce
  .number('Harus berupa angka')
  .int('Harus berupa bilangan bulat')
  .positive('Harus lebih dari 0')
  .max(2_147_483_647, 'Angka terlalu besar');

export const optionalIdSchema = z.preprocess(blankToUndefined, idSchema.optional());
export const optionalPlaceTypeSchema = z.preprocess(blankToUndefined, placeTypeSchema.optional());

export const operatorCodeSchema = requestText()
  .trim()
  .min(1, 'Harap isi')
  .max(16, 'Kode operator terlalu panjang')
  .regex(/^[A-Za-z0-9]+$/, 'Kode operator hanya huruf dan angka')
  .transform((value) => value.toUpperCase());
export const optionalOperatorCodeSchema = z.preprocess(
  blankToUndefined,
  operatorCodeSchema.optional(),
);

export const pageSchema = z.preprocess(
  blankToUndefined,
  z.coerce
    .number('Harus berupa angka')
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1')
    .max(10_000)
    .default(1),
);

const searchTextSchema = z.preprocess(
  blankToUndefined,
  requestText().trim().max(64, 'Maksimal 64 karakter').default(''),
);

export const searchOriginQuerySchema = z.object({ text: searchTextSchema, page: pageSchema });

export const searchOriginV2QuerySchema = searchOriginQuerySchema.extend({
  operator_kode: optionalOperatorCodeSchema,
});

export const operatorDeparturesQuerySchema = z.object({ operator_kode: operatorCodeSchema });

/** Destination calls: the origin is optional in the schema so its absence answers ORIGIN_REQUIRED. */
export const destinationListQuerySchema = z.object({
  asal_id: optionalIdSchema,
  asal_tipe: optionalPlaceTypeSchema,
  operator_kode: optionalOperatorCodeSchema,
});

export const searchDestinationQuerySchema = destinationListQuerySchema.extend({
  text: searchTextSchema,
  page: pageSchema,
});

// Responses ------------------------------------------------------------------

const pointItemSchema = z.object({
  cabang_id: z.number(),
  cabang_kode: z.string(),
  cabang_nama: z.string(),
  alamat: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** 1 when connecting trips change vehicles here. */
  is_transit: z.union([z.literal(0), z.literal(1)]),
});

export const cityItemSchema = z.object({
  kota_id: z.number(),
  kota_nama: z.string(),
  provinsi: z.string(),
  /** WIB, WITA or WIT. */
  zona_waktu: z.string(),
  list_cabang: z.array(pointItemSchema),
});
export type CityItem = z.infer<typeof cityItemSchema>;

export const cityPageSchema = z.object({
  list: z.array(cityItemSchema),
  page: z.number(),
  total_page: z.number(),
});
export type CityPage = z.infer<typeof cityPageSchema>;

export const cityListSchema = z.object({ list: z.array(cityItemSchema) });
export type CityList = z.infer<typeof cityListSchema>;

const popularCitySchema = cityItemSchema.extend({
  urutan: z.number(),
  gambar_url: z.string().nullable(),
});
export const popularCityListSchema = z.object({ list: z.array(popularCitySchema) });
export type PopularCityList = z.infer<typeof popularCityListSchema>;

const operatorItemSchema = z.object({
  operator_kode: z.string(),
  operator_nama: z.string(),
  logo_url: z.string().nullable(),
  deskripsi: z.string(),
  rating: z.number().nullable(),
  jumlah_ulasan: z.number(),
  highlight: z.string().nullable(),
});
export const operatorListSchema = z.object({ list: z.array(operatorItemSchema) });
export type OperatorList = z.infer<typeof operatorListSchema>;

/** A city pair with direct trips (list-path): SEO links and "rute populer". */
const pathItemSchema = z.object({
  path: z.string(),
  asal_kota_id: z.number(),
  asal_kota_nama: z.string(),
  tujuan_kota_id: z.number(),
  tujuan_kota_nama: z.string(),
  harga_mulai: z.number(),
  jumlah_operator: z.number(),
});
export const pathListSchema = z.object({ list: z.array(pathItemSchema) });
export type PathList = z.infer<typeof pathListSchema>;
