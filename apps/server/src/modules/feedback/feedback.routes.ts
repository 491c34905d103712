import {
  feedbackCategoriesResultSchema,
  feedbackDetailQuerySchema,
  feedbackDetailResultSchema,
  feedbackHistoryQuerySchema,
  feedbackHistoryResultSchema,
  feedbackUnreadResultSchema,
  sendFeedbackBodySchema,
  staffFeedbackQuerySchema,
  staffFeedbackResultSchema,
  staffReplyBodySchema,
} from '@lintas/domain/feedback-schemas';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import { staffOf } from '../../http/staff-routes.js';
import type { FeedbackService } from './feedback.service.js';

function customerIdOf(request: { customerId: number | null }): number {
  // access 'customer' lets no request through without one; this only narrows the type.
  if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
  return request.customerId;
}

/**
 * Customer feedback (spec §7 "Reviews, points, souvenirs, feedback"): the categories for
 * any client; sending, the history, a thread and the unread count only for the bearer's
 * own threads (the customer comes from the token; no parameter names one).
 */
export function registerFeedbackRoutes(api: ApiInstance, feedback: FeedbackService) {
  api.get(
    '/travel/feedback-kategori',
    {
      schema: {
        tags: ['akun'],
        summary: 'Kategori masukan',
        security: [{ client: [] }, { customer: [] }],
        response: { 200: okSchema(feedbackCategoriesResultSchema) },
      },
    },
    async () => ok(await feedback.categories()),
  );

  api.post(
    '/travel/feedback',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Kirim masukan baru',
        description:
          'Wajib token Bearer pelanggan. pesan 10 sampai 2000 karakter; kode_booking (opsional) ' +
          'harus pesanan pelanggan itu sendiri.',
        security: [{ customer: [] }],
        body: sendFeedbackBodySchema,
        response: { 200: okSchema(feedbackDetailResultSchema) },
      },
    },
    async (request) => ok(await feedback.send(customerIdOf(request), request.body)),
  );

  api.get(
    '/travel/feedback-riwayat',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Riwayat masukan pelanggan, terbaru dulu',
        description: 'Wajib token Bearer pelanggan. 10 masukan per halaman.',
        security: [{ customer: [] }],
        querystring: feedbackHistoryQuerySchema,
        response: { 200: okSchema(feedbackHistoryResultSchema) },
      },
    },
    async (request) => ok(await feedback.history(customerIdOf(request), request.query.page)),
  );

  api.get(
    '/travel/feedback-detail',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Satu masukan dengan balasannya',
        description: 'flag_read=1 menandai balasan staf sebagai sudah dibaca.',
        security: [{ customer: [] }],
        querystring: feedbackDetailQuerySchema,
        response: { 200: okSchema(feedbackDetailResultSchema) },
      },
    },
    async (request) =>
      ok(
        await feedback.detail(
          customerIdOf(request),
          request.query.feedback_id,
          request.query.flag_read,
        ),
      ),
  );

  api.get(
    '/travel/feedback-unread',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Jumlah balasan masukan yang belum dibaca (totalReplyFeedback)',
        security: [{ customer: [] }],
        response: { 200: okSchema(feedbackUnreadResultSchema) },
      },
    },
    async (request) =>
      ok({ total_reply_feedback: await feedback.unreadCount(customerIdOf(request)) }),
  );
}

/**
 * The staff side of feedback, on staff accounts (decision 0014): a staff session's bearer
 * only (access 'staff'), admin only (a petugas: 403), each reply audited with who wrote it.
 */
export function registerStaffFeedbackRoutes(api: ApiInstance, feedback: FeedbackService) {
  api.get(
    '/staff/feedback',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Daftar masukan pelanggan untuk staf (terlama dulu)',
        description: 'Wajib token Bearer staf, peran admin (petugas: 403).',
        security: [{ staff: [] }],
        querystring: staffFeedbackQuerySchema,
        response: { 200: okSchema(staffFeedbackResultSchema) },
      },
    },
    async (request) =>
      ok(await feedback.staffList(staffOf(request), request.query.status, request.query.page)),
  );

  api.post(
    '/staff/feedback-reply',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Balas masukan pelanggan',
        description:
          'Wajib token Bearer staf, peran admin (petugas: 403). nama_staf: nama yang dibaca ' +
          'pelanggan (bawaan "Tim Lintas"); siapa yang membalas dicatat di audit.',
        security: [{ staff: [] }],
        body: staffReplyBodySchema,
        response: {
          200: okSchema(
            z.object({
              balasan_id: z.number().int(),
              feedback_id: z.number().int(),
              status: z.literal('answered'),
            }),
          ),
        },
      },
    },
    async (request) => ok(await feedback.reply(staffOf(request), request.body)),
  );
}
