import {
  voucherDetailQuerySchema,
  voucherDetailSchema,
  voucherListQuerySchema,
  voucherValidationQuerySchema,
  voucherValidationSchema,
} from '@lintas/domain/pricing-schemas';
import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { VoucherService } from './voucher.service.js';

/** Voucher calls. A bearer token is optional: with it, new-customer rules know who asks. */
export function registerVoucherRoutes(api: ApiInstance, vouchers: VoucherService): void {
  api.get(
    '/travel/detail-voucher',
    {
      schema: {
        tags: ['pricing'],
        summary: 'One voucher by code, and whether it can be used now',
        querystring: voucherDetailQuerySchema,
        response: { 200: okSchema(voucherDetailSchema) },
      },
    },
    async (request) => ok(await vouchers.detail(request.query.voucher_kode, request.customerId)),
  );

  api.get(
    '/travel/list-voucher',
    {
      schema: {
        tags: ['pricing'],
        summary:
          'Public vouchers: usable now, or with an order (total_amount) all valid now, judged against it with the reason',
        querystring: voucherListQuerySchema,
        response: { 200: okSchema(z.array(voucherDetailSchema)) },
      },
    },
    async (request) => ok(await vouchers.list(request.query, request.customerId)),
  );

  api.get(
    '/travel/validasi-voucher',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Checks a voucher against an order with the same rules as cek-harga',
        querystring: voucherValidationQuerySchema,
        response: { 200: okSchema(voucherValidationSchema) },
      },
    },
    async (request) => ok(await vouchers.validate(request.query, request.customerId)),
  );
}
