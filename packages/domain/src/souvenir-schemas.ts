import { z } from 'zod';
import { blankToUndefined, idSchema, optionalIdSchema, pageSchema } from './catalog-schemas';
import { requestText } from './request-text';

/**
 * Wire schemas of the souvenirs (oleh-oleh) of spec §7, under /api/travel:
 * banner-oleh-oleh, list-produk-oleh-oleh (kategori_id, page, per_page, search),
 * detail-produk-oleh-oleh (produk_id), rekomendasi-produk-oleh-oleh,
 * format-pesan-oleh-oleh (produk_id) and message-souvenir (productIds).
 *
 * Souvenirs are not sold through the site: a person gathers products in a cart and
 * orders them by a WhatsApp message the server writes (prices are the server's, never the
 * client's), sent to the seller's number or, for a cart of several sellers, the call centre.
 */

/** Spec §9 "Souvenir list defaults: page 1, per_page 1"; the catalogue asks for more. */
const SOUVENIR_PER_PAGE_DEFAULT = 1;
const SOUVENIR_PER_PAGE_MAX = 24;
/** How many products rekomendasi-produk-oleh-oleh answers at most. */
export const SOUVENIR_RECOMMENDED_MAX = 6;
/** Entries of productIds message-souvenir accepts (a repeated id is one more of it). */
const SOUVENIR_MESSAGE_MAX_ITEMS = 50;

// ---------------------------------------------------------------- queries

export const souvenirListQuerySchema = z.object({
  kategori_id: optionalIdSchema,
  page: pageSchema,
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Harus berupa angka')
      .int('Harus bilangan bulat')
      .min(1, 'Minimal 1')
      .max(SOUVENIR_PER_PAGE_MAX, `Maksimal ${SOUVENIR_PER_PAGE_MAX}`)
      .default(SOUVENIR_PER_PAGE_DEFAULT),
  ),
  /** Words in the name, the shop, the city or the description. */
  search: z.preprocess(
    blankToUndefined,
    requestText().trim().max(64, 'Kata pencarian maksimal 64 karakter').default(''),
  ),
});

export const souvenirProductQuerySchema = z.object({ produk_id: idSchema });

export const souvenirRecommendedQuerySchema = z.object({
  /** The product being viewed: left out, and products of its category come first. */
  produk_id: optionalIdSchema,
});

/**
 * productIds: "3,5,5" (a repeat is one more of the product) or the key repeated
 * (productIds=3&productIds=5). Every entry a positive whole number.
 */
export const souvenirMessageQuerySchema = z.object({
  productIds: z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value])
        .filter((part) => part !== undefined)
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '');
      return parts;
    },
    z
      .array(idSchema, 'productIds harus daftar id produk')
      .min(1, 'productIds wajib diisi: id produk dipisah koma, misalnya 1,2')
      .max(SOUVENIR_MESSAGE_MAX_ITEMS, `Paling banyak ${SOUVENIR_MESSAGE_MAX_ITEMS} barang`),
  ),
});

// ---------------------------------------------------------------- answers

export const souvenirBannerSchema = z.object({
  banner_id: z.number().int(),
  judul: z.string(),
  subjudul: z.string(),
  /** A path of this site (/content/oleh-oleh/...svg) or an https URL. */
  gambar: z.string(),
  tautan: z.string().nullable(),
});
export type SouvenirBanner = z.infer<typeof souvenirBannerSchema>;
export const souvenirBannerListSchema = z.array(souvenirBannerSchema);

export const souvenirProductSchema = z.object({
  produk_id: z.number().int(),
  kategori_id: z.number().int(),
  kategori_nama: z.string(),
  nama: z.string(),
  /** The shop or partner that makes or sells it. */
  toko: z.string(),
  kota: z.string(),
  /** Rupiah. */
  harga: z.number().int(),
  /** What one unit is ('Kotak isi 10'). */
  satuan: z.string(),
  gambar: z.string(),
  /** False while out of stock: shown, but not orderable. */
  tersedia: z.boolean(),
});
export type SouvenirProduct = z.infer<typeof souvenirProductSchema>;

export const souvenirProductDetailSchema = souvenirProductSchema.extend({
  deskripsi: z.string(),
});
export type SouvenirProductDetail = z.infer<typeof souvenirProductDetailSchema>;

const souvenirCategorySchema = z.object({
  kategori_id: z.number().int(),
  nama: z.string(),
  /** Products shown in the category. */
  jumlah: z.number().int(),
});

export const souvenirListResultSchema = z.object({
  kategori_id: z.number().int().nullable(),
  search: z.string(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(souvenirProductSchema),
  /** Every category with a product, for the chips. */
  kategori: z.array(souvenirCategorySchema),
});
export type SouvenirListResult = z.infer<typeof souvenirListResultSchema>;

export const souvenirRecommendedResultSchema = z.array(souvenirProductSchema);

/** A WhatsApp message ready to send: the number, the text and the wa.me link with both. */
const souvenirMessageSchema = z.object({
  /** International digits (62...). */
  nomor_whatsapp: z.string(),
  pesan: z.string(),
  tautan_whatsapp: z.string(),
});

export const souvenirProductMessageSchema = souvenirMessageSchema.extend({
  produk_id: z.number().int(),
});
export type SouvenirProductMessage = z.infer<typeof souvenirProductMessageSchema>;

export const souvenirCartMessageSchema = souvenirMessageSchema.extend({
  items: z.array(
    z.object({
      produk_id: z.number().int(),
      nama: z.string(),
      jumlah: z.number().int(),
      harga: z.number().int(),
      subtotal: z.number().int(),
    }),
  ),
  /** Rupiah, the sum of the subtotals. */
  total: z.number().int(),
});
export type SouvenirCartMessage = z.infer<typeof souvenirCartMessageSchema>;

// ---------------------------------------------------------------- staff (admin) edits

/**
 * A picture's address: a path of this site (`/content/...`, never `//host`) or an https
 * URL, so a stored product can never make a visitor's browser load script or plain http.
 */
function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const staffText = (label: string, min: number, max: number) =>
  requestText({ error: `${label} wajib diisi` })
    .trim()
    .min(min, min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter`)
    .max(max, `${label} maksimal ${max} karakter`);

const staffFlag = (label: string, fallback: boolean) =>
  z.boolean({ error: `${label} harus true atau false` }).default(fallback);

/**
 * A seller's WhatsApp as typed ('0812-2700 1575', '+62 812...'): digits kept, a leading
 * 0 becomes 62 (spec §9); null or empty: orders go to the call centre.
 */
const sellerWhatsappSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const digits = value.replace(/[\s\-().+]/g, '');
    if (digits === '') return null;
    return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  },
  requestText({ error: 'Nomor WhatsApp harus berupa teks' })
    .regex(/^62[0-9]{8,13}$/, 'Nomor WhatsApp harus nomor Indonesia, misalnya 0812 2700 1575')
    .nullable(),
);

export const staffSouvenirBodySchema = z.object({
  kategori_id: idSchema,
  nama: staffText('Nama', 2, 80),
  toko: staffText('Nama toko', 2, 80),
  kota: staffText('Kota', 2, 60),
  harga: z
    .number('Harga harus berupa angka')
    .int('Harga harus rupiah bulat')
    .min(1, 'Harga minimal Rp 1')
    .max(100_000_000, 'Harga maksimal Rp 100.000.000'),
  satuan: requestText({ error: 'Satuan harus berupa teks' })
    .trim()
    .max(40, 'Satuan maksimal 40 karakter')
    .default(''),
  deskripsi: staffText('Deskripsi', 10, 2000),
  gambar: requestText({ error: 'Gambar wajib diisi' })
    .trim()
    .min(1, 'Gambar wajib diisi')
    .max(500, 'Gambar maksimal 500 karakter')
    .refine((value) => !/\s/.test(value), 'Gambar tidak boleh berisi spasi')
    .refine(isSafeImageUrl, 'Gambar harus alamat di situs ini (/...) atau https://'),
  whatsapp: sellerWhatsappSchema.default(null),
  tersedia: staffFlag('tersedia', true),
  rekomendasi: staffFlag('rekomendasi', false),
  aktif: staffFlag('aktif', true),
  urutan: z
    .number('Urutan harus berupa angka')
    .int('Urutan harus bilangan bulat')
    .min(0, 'Urutan minimal 0')
    .max(10_000, 'Urutan maksimal 10000')
    .default(0),
});
export type StaffSouvenirBody = z.infer<typeof staffSouvenirBodySchema>;

export const staffSouvenirParamsSchema = z.object({ id: idSchema });

const staffSouvenirRowSchema = z.object({
  produk_id: z.number().int(),
  kategori_id: z.number().int(),
  nama: z.string(),
  toko: z.string(),
  kota: z.string(),
  harga: z.number().int(),
  satuan: z.string(),
  deskripsi: z.string(),
  gambar: z.string(),
  whatsapp: z.string().nullable(),
  tersedia: z.boolean(),
  rekomendasi: z.boolean(),
  aktif: z.boolean(),
  urutan: z.number().int(),
});
export type StaffSouvenirRow = z.infer<typeof staffSouvenirRowSchema>;

export const staffSouvenirOverviewSchema = z.object({
  kategori: z.array(z.object({ kategori_id: z.number().int(), nama: z.string() })),
  /** Every product, inactive ones included, in the catalogue's order. */
  produk: z.array(staffSouvenirRowSchema),
});
export type StaffSouvenirOverview = z.infer<typeof staffSouvenirOverviewSchema>;

export const staffSouvenirWriteResultSchema = staffSouvenirRowSchema;

export const staffSouvenirDeleteResultSchema = z.object({
  produk_id: z.number().int(),
  dihapus: z.literal(true),
});
