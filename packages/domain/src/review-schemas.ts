import { z } from 'zod';
import { operatorCodeSchema } from './catalog-schemas';
import { requestText } from './request-text';

/**
 * Wire schemas of reviews and ratings after a completed trip (spec §7 "Reviews, points,
 * souvenirs, feedback"), under /api/travel: review-tags (the tags a rating offers; rating
 * defaults to 1, spec §9), reservasi-review-rate (a customer rates their own paid,
 * travelled reservation once) and list-review-rating (an operator's public reviews).
 */

const REVIEW_RATING_MIN = 1;
const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 500;
/** At most this many tags on one review (a rating offers fewer). */
const REVIEW_TAGS_MAX = 10;
/** How many reviews one page of list-review-rating holds. */
export const REVIEW_PAGE_SIZE = 10;

const ratingSchema = z.coerce
  .number({ error: 'Rating harus berupa angka' })
  .int('Rating harus bilangan bulat')
  .min(REVIEW_RATING_MIN, `Rating minimal ${REVIEW_RATING_MIN}`)
  .max(REVIEW_RATING_MAX, `Rating maksimal ${REVIEW_RATING_MAX}`);

export const reviewTagsQuerySchema = z.object({ rating: ratingSchema.default(1) });

const reviewTagSchema = z.object({ id: z.number().int(), nama: z.string() });

export const reviewTagsResultSchema = z.object({
  rating: z.number().int(),
  list: z.array(reviewTagSchema),
});
export type ReviewTagsResult = z.infer<typeof reviewTagsResultSchema>;

const reviewRateItemSchema = z.object({
  reservasi_kode: requestText({ error: 'Kode reservasi wajib diisi' })
    .trim()
    .min(1, 'Kode reservasi wajib diisi')
    .max(40, 'Kode reservasi tidak valid')
    .regex(/^[A-Za-z0-9-]+$/, 'Kode reservasi tidak valid')
    .transform((value) => value.toUpperCase()),
  rating: ratingSchema,
  /** Ids of tags from review-tags for this rating. */
  tags: z
    .array(
      z
        .number({ error: 'Tag harus berupa angka' })
        .int('Tag harus bilangan bulat')
        .min(1, 'Tag tidak valid')
        .max(2_147_483_647, 'Tag tidak valid'),
      { error: 'Tag harus berupa daftar' },
    )
    .max(REVIEW_TAGS_MAX, `Maksimal ${REVIEW_TAGS_MAX} tag`)
    .default([]),
  komentar: requestText({ error: 'Komentar harus berupa teks' })
    .trim()
    .max(REVIEW_COMMENT_MAX, `Komentar maksimal ${REVIEW_COMMENT_MAX} karakter`)
    .default(''),
});

/** At most this many orders rated in one call of the spec's list form. */
const REVIEW_LIST_MAX = 10;

/** Tags as the spec's client may send them: a list, or a comma-joined string (spec §3). */
function tagList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** One item of the spec's list form, `{id, value, review, tags}`, in our field names. */
function fromSpecItem(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const { id, value, review, tags, ...rest } = item as Record<string, unknown>;
  return {
    ...rest,
    ...(id !== undefined ? { reservasi_kode: typeof id === 'number' ? String(id) : id } : {}),
    ...(value !== undefined ? { rating: value } : {}),
    ...(review !== undefined ? { komentar: review } : {}),
    ...(tags !== undefined ? { tags: tagList(tags) } : {}),
  };
}

/**
 * reservasi-review-rate's body in either form:
 * - ours, one order: `{reservasi_kode, rating, tags, komentar}`;
 * - the spec's (§7 "list of {id, value, review, tags}"): a JSON array, or `{list: [...]}`,
 *   where `id` is the order's reservasi_kode, `value` the rating (1-5), `review` the words
 *   and `tags` the tag ids (a list or comma-joined).
 * Parsed to the orders to rate and whether the answer is a list (the spec's form) or one.
 */
export const reviewRateBodySchema = z.preprocess(
  (body) => {
    if (Array.isArray(body)) return { list: body.map(fromSpecItem), asList: true };
    const list = (body as { list?: unknown } | null)?.list;
    if (Array.isArray(list)) return { list: list.map(fromSpecItem), asList: true };
    return { list: [body], asList: false };
  },
  z.object({
    list: z
      .array(reviewRateItemSchema)
      .min(1, 'Harap isi ulasan')
      .max(REVIEW_LIST_MAX, `Maksimal ${REVIEW_LIST_MAX} ulasan sekaligus`)
      .refine(
        (items) => new Set(items.map((item) => item.reservasi_kode)).size === items.length,
        'Satu ulasan per pesanan',
      ),
    asList: z.boolean(),
  }),
);
export type ReviewRateBody = z.input<typeof reviewRateItemSchema>;

const reviewSchema = z.object({
  review_id: z.number().int(),
  operator_kode: z.string(),
  /** The reviewer's first name and the initial of the second ('Budi S.'). */
  nama: z.string(),
  rating: z.number().int(),
  tags: z.array(z.string()),
  komentar: z.string(),
  /** ISO 8601. */
  tanggal: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const reviewRateOneSchema = reviewSchema.extend({ reservasi_kode: z.string() });
/** One review for our form, the list of them for the spec's list form. */
export const reviewRateResultSchema = z.union([reviewRateOneSchema, z.array(reviewRateOneSchema)]);
export type ReviewRateResult = z.infer<typeof reviewRateOneSchema>;

export const reviewListQuerySchema = z.object({
  /** An operator's reviews; absent: every operator's (spec §7 names no parameter). */
  operator_kode: operatorCodeSchema.optional(),
  page: z.coerce
    .number({ error: 'Halaman harus berupa angka' })
    .int('Halaman harus bilangan bulat')
    .min(1, 'Halaman minimal 1')
    .max(10_000, 'Halaman terlalu besar')
    .default(1),
});

export const reviewListResultSchema = z.object({
  /** The operator asked for; null for every operator's reviews. */
  operator_kode: z.string().nullable(),
  /** Average of the operator's ratings to one decimal; null without any. */
  rating: z.number().nullable(),
  jumlah_ulasan: z.number().int(),
  page: z.number().int(),
  total_page: z.number().int(),
  list: z.array(reviewSchema),
});
export type ReviewListResult = z.infer<typeof reviewListResultSchema>;
