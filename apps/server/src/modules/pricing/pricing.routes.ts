import {
  assuranceTermsSchema,
  priceCheckBodySchema,
  priceQuoteSchema,
} from '@lintas/domain/pricing-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { PriceCheckService } from './price-check.service.js';
import { toPriceQuoteResult } from './quote-wire.js';

export function registerPricingRoutes(api: ApiInstance, priceCheck: PriceCheckService): void {
  api.post(
    '/travel/cek-harga',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'Prices a trip selection from the server’s own fares, promos, voucher, points and fees',
        body: priceCheckBodySchema,
        response: { 200: okSchema(priceQuoteSchema) },
      },
    },
    async (request) =>
      ok(toPriceQuoteResult(await priceCheck.check(request.body, request.customerId))),
  );

  api.get(
    '/travel/asuransi-snk',
    {
      schema: {
        tags: ['pricing'],
        summary: 'The refund-assurance terms (ketentuan asuransi refund) with its fee',
        response: { 200: okSchema(assuranceTermsSchema) },
      },
      config: { sameForEveryone: true },
    },
    async () => ok(priceCheck.assuranceTerms()),
  );
}
