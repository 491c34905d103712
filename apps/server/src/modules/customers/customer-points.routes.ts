import {
  customerPointResultSchema,
  pointHistoryQuerySchema,
  pointHistoryResultSchema,
} from '@lintas/domain/points-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { CustomerPointsService } from './customer-points.service.js';

function customerIdOf(request: { customerId: number | null }): number {
  // access 'customer' lets no request through without one; this only narrows the type.
  if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
  return request.customerId;
}

/**
 * A customer's points (spec §7 "Reviews, points, souvenirs, feedback"): only ever the
 * bearer's own, since the customer comes from the token and no parameter names one.
 */
export function registerCustomerPointRoutes(api: ApiInstance, points: CustomerPointsService) {
  api.get(
    '/travel/customer-point',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Saldo poin pelanggan dan poin yang masih menunggu pembayaran',
        description:
          '1 poin = Rp 1. point_pending: poin yang didapat reservasi belum dibayar bila ' +
          'dibayar tepat waktu; point_ditahan: poin yang dipakai reservasi itu (kembali bila ' +
          'tidak dibayar).',
        security: [{ customer: [] }],
        response: { 200: okSchema(customerPointResultSchema) },
      },
    },
    async (request) => ok(await points.summary(customerIdOf(request))),
  );

  api.get(
    '/travel/customer-history-point',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Riwayat poin pelanggan, terbaru dulu',
        description: 'Wajib token Bearer pelanggan. 10 entri per halaman.',
        security: [{ customer: [] }],
        querystring: pointHistoryQuerySchema,
        response: { 200: okSchema(pointHistoryResultSchema) },
      },
    },
    async (request) => ok(await points.history(customerIdOf(request), request.query.page)),
  );
}
