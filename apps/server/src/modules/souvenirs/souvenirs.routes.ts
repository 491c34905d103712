import {
  souvenirBannerListSchema,
  souvenirCartMessageSchema,
  souvenirListQuerySchema,
  souvenirListResultSchema,
  souvenirMessageQuerySchema,
  souvenirProductDetailSchema,
  souvenirProductMessageSchema,
  souvenirProductQuerySchema,
  souvenirRecommendedQuerySchema,
  souvenirRecommendedResultSchema,
  staffSouvenirBodySchema,
  staffSouvenirDeleteResultSchema,
  staffSouvenirOverviewSchema,
  staffSouvenirParamsSchema,
  staffSouvenirWriteResultSchema,
} from '@lintas/domain/souvenir-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { SouvenirsAdminService } from './souvenirs-admin.service.js';
import type { SouvenirsService } from './souvenirs.service.js';

/**
 * Souvenirs (oleh-oleh, spec §7) under /api/travel, for any client. Everything here is the
 * same for every visitor, so it is marked sameForEveryone (ETag, a minute of caching;
 * decision 0011); the order messages too, since they depend only on the ids asked.
 */
export function registerSouvenirRoutes(api: ApiInstance, souvenirs: SouvenirsService) {
  const tags = ['oleh-oleh'];
  const config = { sameForEveryone: true };
  const security: Array<Record<string, string[]>> = [{ client: [] }, { customer: [] }];

  api.get(
    '/travel/banner-oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Banner katalog oleh-oleh yang sedang tayang',
        security,
        response: { 200: okSchema(souvenirBannerListSchema) },
      },
    },
    async () => ok(await souvenirs.banners()),
  );

  api.get(
    '/travel/list-produk-oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Katalog oleh-oleh per halaman, dengan kategori untuk pilihan',
        description:
          'kategori_id (opsional) menyaring satu kategori; kategori yang tidak ada: 404. search: ' +
          'kata dalam nama, toko, kota atau deskripsi. page mulai 1 (bawaan 1), per_page 1 ' +
          'sampai 24 (bawaan 1, spesifikasi §9). kategori: kategori yang punya produk.',
        security,
        querystring: souvenirListQuerySchema,
        response: { 200: okSchema(souvenirListResultSchema) },
      },
    },
    async (request) => ok(await souvenirs.list(request.query)),
  );

  api.get(
    '/travel/detail-produk-oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Satu oleh-oleh dengan deskripsinya',
        description: 'produk_id wajib; produk yang tidak ada atau tidak tayang: 404.',
        security,
        querystring: souvenirProductQuerySchema,
        response: { 200: okSchema(souvenirProductDetailSchema) },
      },
    },
    async (request) => ok(await souvenirs.detail(request.query.produk_id)),
  );

  api.get(
    '/travel/rekomendasi-produk-oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Oleh-oleh rekomendasi (paling banyak 6)',
        description:
          'produk_id (opsional): produk yang sedang dilihat; ia tidak ikut, dan produk ' +
          'sekategorinya didahulukan. Produk yang tidak ada: 404.',
        security,
        querystring: souvenirRecommendedQuerySchema,
        response: { 200: okSchema(souvenirRecommendedResultSchema) },
      },
    },
    async (request) => ok(await souvenirs.recommended(request.query.produk_id)),
  );

  api.get(
    '/travel/format-pesan-oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Pesan WhatsApp untuk menanyakan satu oleh-oleh',
        description:
          'Ke nomor WhatsApp penjual, atau call center bila penjual tidak punya. tautan_whatsapp: ' +
          'tautan wa.me dengan pesan terisi.',
        security,
        querystring: souvenirProductQuerySchema,
        response: { 200: okSchema(souvenirProductMessageSchema) },
      },
    },
    async (request) => ok(await souvenirs.productMessage(request.query.produk_id)),
  );

  api.get(
    '/travel/message-souvenir',
    {
      config,
      schema: {
        tags,
        summary: 'Pesan WhatsApp pesanan oleh-oleh dari keranjang',
        description:
          'productIds: id produk dipisah koma (atau parameter diulang), paling banyak 50; id ' +
          'yang diulang dihitung satu barang lagi. Harga dan total dari server. Produk tidak ' +
          'ada: 404; produk habis: 409 SOUVENIR_SOLD_OUT. Ke penjual bila semua produk dari ' +
          'satu penjual, selain itu ke call center.',
        security,
        querystring: souvenirMessageQuerySchema,
        response: { 200: okSchema(souvenirCartMessageSchema) },
      },
    },
    async (request) => ok(await souvenirs.cartMessage(request.query.productIds)),
  );
}

function staffOf(request: { staff: StaffPrincipal | null }): StaffPrincipal {
  // access 'staff' lets no request through without one; this only narrows the type.
  if (request.staff === null) throw new AppError('STAFF_SESSION_EXPIRED');
  return request.staff;
}

const STAFF_NOTE =
  'Wajib token Bearer staf dari /api/staff/login dengan peran admin (petugas: 403). Setiap ' +
  'perubahan dicatat di log audit staf.';

/**
 * Staff (admin) edits of souvenir products under /api/staff/oleh-oleh: the list for an
 * editor, create (POST), replace (PUT /:id) and delete (DELETE /:id), each audited.
 */
export function registerStaffSouvenirRoutes(api: ApiInstance, admin: SouvenirsAdminService) {
  const tags = ['staf'];
  const security = [{ staff: [] }];
  const config = { access: 'staff' as const };

  api.get(
    '/staff/oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Kategori dan semua produk oleh-oleh (termasuk yang nonaktif) untuk penyunting',
        description: STAFF_NOTE.split('.')[0] + '.',
        security,
        response: { 200: okSchema(staffSouvenirOverviewSchema) },
      },
    },
    async (request) => ok(await admin.overview(staffOf(request))),
  );

  api.post(
    '/staff/oleh-oleh/produk',
    {
      config,
      schema: {
        tags,
        summary: 'Buat produk oleh-oleh',
        description: `${STAFF_NOTE} whatsapp: nomor penjual (0812... atau 62812...), kosong: pesanan ke call center.`,
        security,
        body: staffSouvenirBodySchema,
        response: { 200: okSchema(staffSouvenirWriteResultSchema) },
      },
    },
    async (request) => ok(await admin.save(staffOf(request), request.body)),
  );

  api.put(
    '/staff/oleh-oleh/produk/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Ubah produk oleh-oleh (seluruh isian)',
        description: `${STAFF_NOTE} Tidak ada: 404.`,
        security,
        params: staffSouvenirParamsSchema,
        body: staffSouvenirBodySchema,
        response: { 200: okSchema(staffSouvenirWriteResultSchema) },
      },
    },
    async (request) => ok(await admin.save(staffOf(request), request.body, request.params.id)),
  );

  api.delete(
    '/staff/oleh-oleh/produk/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Hapus produk oleh-oleh',
        description: `${STAFF_NOTE} Tidak ada: 404. Keranjang yang masih memuatnya mendapat 404 saat memesan.`,
        security,
        params: staffSouvenirParamsSchema,
        response: { 200: okSchema(staffSouvenirDeleteResultSchema) },
      },
    },
    async (request) => ok(await admin.remove(staffOf(request), request.params.id)),
  );
}
