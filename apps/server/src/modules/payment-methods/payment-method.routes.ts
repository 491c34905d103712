import {
  paymentMethodsQuerySchema,
  paymentMethodsResultSchema,
} from '@lintas/domain/pricing-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import { GUEST_ACCESS_NOTE, reservationAccessOf } from '../../http/guest-access.js';
import type { PaymentMethodService } from './payment-method.service.js';

export function registerPaymentMethodRoutes(
  api: ApiInstance,
  paymentMethods: PaymentMethodService,
): void {
  api.get(
    '/travel/list-jenis-pembayaran',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'Active payment methods by group, with the admin fee and availability for an amount',
        description:
          'amount: harga sebelum biaya admin; voucher_kode menandai metode yang diizinkannya. ' +
          'reservasi_kode (ganti metode pesanan yang belum dibayar): jumlah dan voucher dari ' +
          `pesanan itu. ${GUEST_ACCESS_NOTE}`,
        querystring: paymentMethodsQuerySchema,
        response: { 200: okSchema(paymentMethodsResultSchema) },
      },
    },
    async (request) =>
      ok(await paymentMethods.list(request.query, reservationAccessOf(request, null))),
  );
}
