import { z } from 'zod';
import { flagSchema } from './trip-selection-schemas';
import { requestText } from './request-text';

/**
 * Wire schemas of customer feedback with staff replies (spec §7 "Reviews, points,
 * souvenirs, feedback"), under /api/travel: feedback-kategori (the categories),
 * feedback (send new feedback), feedback-riwayat (the customer's threads, newest first),
 * feedback-detail (one thread; flag_read=1 marks its replies read) and feedback-unread
 * (the root state's totalReplyFeedback). Staff reply under /api/staff.
 */

/** How many threads one page of feedback-riwayat (and the staff list) holds. */
export const FEEDBACK_PAGE_SIZE = 10;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;

const idSchema = (label: string) =>
  z.coerce
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(1, `${label} tidak valid`)
    .max(2_147_483_647, `${label} tidak valid`);

const pageSchema = z.coerce
  .number({ error: 'Halaman harus berupa angka' })
  .int('Halaman harus bilangan bulat')
  .min(1, 'Halaman minimal 1')
  .max(10_000, 'Halaman terlalu besar')
  .default(1);

const messageSchema = requestText({ error: 'Pesan wajib diisi' })
  .trim()
  .min(FEEDBACK_MESSAGE_MIN, `Pesan minimal ${FEEDBACK_MESSAGE_MIN} karakter`)
  .max(FEEDBACK_MESSAGE_MAX, `Pesan maksimal ${FEEDBACK_MESSAGE_MAX} karakter`);

export const feedbackCategorySchema = z.object({
  kategori_id: z.number().int(),
  nama: z.string(),
});
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;
export const feedbackCategoriesResultSchema = z.array(feedbackCategorySchema);

export const sendFeedbackBodySchema = z.object({
  kategori_id: idSchema('Kategori'),
  pesan: messageSchema,
  /** A booking the feedback is about; it must be one of the customer's own. */
  kode_booking: requestText({ error: 'Kode booking harus berupa teks' })
    .trim()
    .max(32, 'Kode booking maksimal 32 karakter')
    .optional()
    .transform((value) => (value === '' ? undefined : value?.toUpperCase())),
});
export type SendFeedbackBody = z.input<typeof sendFeedbackBodySchema>;

const FEEDBACK_STATUSES = ['open', 'answered'] as const;

const feedbackSummarySchema = z.object({
  feedback_id: z.number().int(),
  kategori: z.string(),
  pesan: z.string(),
  kode_booking: z.string().nullable(),
  /** open: no staff reply yet; answered: staff replied. */
  status: z.enum(FEEDBACK_STATUSES),
  /** ISO 8601. */
  tanggal: z.string(),
  jumlah_balasan: z.number().int(),
  balasan_belum_dibaca: z.number().int(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

export const feedbackHistoryQuerySchema = z.object({ page: pageSchema });

export const feedbackHistoryResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(feedbackSummarySchema),
});
export type FeedbackHistoryResult = z.infer<typeof feedbackHistoryResultSchema>;

export const feedbackDetailQuerySchema = z.object({
  feedback_id: idSchema('ID masukan'),
  flag_read: flagSchema.default(false),
});

const feedbackReplySchema = z.object({
  balasan_id: z.number().int(),
  pesan: z.string(),
  nama_staf: z.string(),
  /** ISO 8601. */
  tanggal: z.string(),
  dibaca: z.boolean(),
});

export const feedbackDetailResultSchema = feedbackSummarySchema.extend({
  balasan: z.array(feedbackReplySchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailResultSchema>;

export const feedbackUnreadResultSchema = z.object({
  /** Staff replies the customer has not opened yet, over all threads (totalReplyFeedback). */
  total_reply_feedback: z.number().int(),
});
export type FeedbackUnreadResult = z.infer<typeof feedbackUnreadResultSchema>;

/** Staff: reply to a thread. */
export const staffReplyBodySchema = z.object({
  feedback_id: idSchema('ID masukan'),
  pesan: messageSchema,
  nama_staf: requestText({ error: 'Nama staf harus berupa teks' })
    .trim()
    .min(1, 'Nama staf wajib diisi')
    .max(64, 'Nama staf maksimal 64 karakter')
    .default('Tim Lintas'),
});

export const staffFeedbackQuerySchema = z.object({
  status: z
    .enum(['open', 'answered', 'all'], { error: 'Status harus open, answered atau all' })
    .default('open'),
  page: pageSchema,
});

const staffFeedbackItemSchema = feedbackSummarySchema
  .omit({ balasan_belum_dibaca: true })
  .extend({ customer_id: z.number().int(), nama_pelanggan: z.string().nullable() });

export const staffFeedbackResultSchema = z.object({
  page: z.number().int(),
  total_page: z.number().int(),
  total_data: z.number().int(),
  list: z.array(staffFeedbackItemSchema),
});
