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
import { ok, okSchema } from '../../http/envelope.js';
import {
  registerStaffEditing,
  STAFF_EDIT_NOTE,
  staffOf,
  staffRouteOptions,
} from '../../http/staff-routes.js';
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

/**
 * Staff (admin) edits of souvenir products under /api/staff/oleh-oleh: the list for an
 * editor, create (POST), replace (PUT /:id) and delete (DELETE /:id), each audited.
 */
export function registerStaffSouvenirRoutes(api: ApiInstance, admin: SouvenirsAdminService) {
  const { tags, security, config } = staffRouteOptions;

  api.get(
    '/staff/oleh-oleh',
    {
      config,
      schema: {
        tags,
        summary: 'Kategori dan semua produk oleh-oleh (termasuk yang nonaktif) untuk penyunting',
        description: STAFF_EDIT_NOTE.split('.')[0] + '.',
        security,
        response: { 200: okSchema(staffSouvenirOverviewSchema) },
      },
    },
    async (request) => ok(await admin.overview(staffOf(request))),
  );

  registerStaffEditing(api, {
    path: '/staff/oleh-oleh/produk',
    label: 'produk oleh-oleh',
    body: staffSouvenirBodySchema,
    params: staffSouvenirParamsSchema,
    writeResult: staffSouvenirWriteResultSchema,
    deleteResult: staffSouvenirDeleteResultSchema,
    save: (staff, body, id) => admin.save(staff, body, id),
    remove: (staff, id) => admin.remove(staff, id),
    saveNote: 'whatsapp: nomor penjual (0812... atau 62812...), kosong: pesanan ke call center.',
    removeNote: 'Keranjang yang masih memuatnya mendapat 404 saat memesan.',
  });
}
