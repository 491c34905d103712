import {
  paymentMethodsQuerySchema,
  paymentMethodsResultSchema,
} from '@lintas/domain/pricing-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
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
        querystring: paymentMethodsQuerySchema,
        response: { 200: okSchema(paymentMethodsResultSchema) },
      },
    },
    async (request) => ok(await paymentMethods.list(request.query)),
  );
}
