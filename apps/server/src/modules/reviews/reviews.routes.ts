import {
  reviewListQuerySchema,
  reviewListResultSchema,
  reviewRateBodySchema,
  reviewRateResultSchema,
  reviewTagsQuerySchema,
  reviewTagsResultSchema,
} from '@lintas/domain/review-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { ReviewService } from './review.service.js';

function customerIdOf(request: { customerId: number | null }): number {
  // access 'customer' lets no request through without one; this only narrows the type.
  if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
  return request.customerId;
}

/**
 * Reviews and ratings (spec §7 "Reviews, points, souvenirs, feedback"): the tags of a
 * rating and an operator's reviews for any client; rating a trip only with the bearer of
 * the customer who owns it (the customer comes from the token).
 */
export function registerReviewRoutes(api: ApiInstance, reviews: ReviewService) {
  api.get(
    '/travel/review-tags',
    {
      schema: {
        tags: ['akun'],
        summary: 'Tag ulasan untuk satu rating (bawaan rating 1)',
        security: [{ client: [] }, { customer: [] }],
        querystring: reviewTagsQuerySchema,
        response: { 200: okSchema(reviewTagsResultSchema) },
      },
    },
    async (request) => ok(await reviews.tags(request.query.rating)),
  );

  api.post(
    '/travel/reservasi-review-rate',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Beri ulasan untuk pesanan yang sudah selesai',
        description:
          'Wajib token Bearer pelanggan pemilik pesanan. Pesanan harus lunas dan perjalanan ' +
          'terakhirnya sudah tiba; satu ulasan per pesanan. rating 1-5, tags dari review-tags ' +
          'rating itu, komentar maksimal 500 karakter. Juga bentuk spesifikasi: daftar ' +
          '[{id: reservasi_kode, value: rating, review: komentar, tags}] (array JSON atau {list}), ' +
          'dijawab dengan daftar ulasan.',
        security: [{ customer: [] }],
        body: reviewRateBodySchema,
        response: { 200: okSchema(reviewRateResultSchema) },
      },
    },
    async (request) => {
      const customerId = customerIdOf(request);
      const { list, asList } = request.body;
      // The spec's list form rates each order in turn and answers the list; one that is
      // refused stops there (the ones before it stand, each rated once).
      const rated = [];
      for (const item of list) rated.push(await reviews.rate(customerId, item));
      return ok(asList ? rated : rated[0]!);
    },
  );

  api.get(
    '/travel/list-review-rating',
    {
      schema: {
        tags: ['akun'],
        summary:
          'Ulasan satu operator (atau semua operator), terbaru dulu, dengan rata-rata rating',
        description:
          '10 ulasan per halaman; nama penulis disingkat (Budi S.). Tanpa operator_kode: ulasan ' +
          'semua operator (operator_kode null di jawaban).',
        security: [{ client: [] }, { customer: [] }],
        querystring: reviewListQuerySchema,
        response: { 200: okSchema(reviewListResultSchema) },
      },
    },
    async (request) =>
      ok(await reviews.list(request.query.operator_kode ?? null, request.query.page)),
  );
}
