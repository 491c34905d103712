import {
  bannerCategoriesResultSchema,
  bannerListQuerySchema,
  bannerListResultSchema,
  bannerPopupQuerySchema,
  bannerPopupResultSchema,
  blogDetailQuerySchema,
  blogDetailSchema,
  blogListQuerySchema,
  blogListResultSchema,
  contentIdParamsSchema,
  donationCommentsQuerySchema,
  donationCommentsResultSchema,
  donationSummarySchema,
  faqDetailQuerySchema,
  faqDetailSchema,
  faqListQuerySchema,
  faqListResultSchema,
  faqRecommendedResultSchema,
  staffBannerBodySchema,
  staffBlogBodySchema,
  staffContentDeleteResultSchema,
  staffContentOverviewSchema,
  staffContentWriteResultSchema,
  staffFaqBodySchema,
  voucherEventQuerySchema,
  voucherEventResultSchema,
} from '@lintas/domain/content-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import {
  registerStaffEditing,
  STAFF_EDIT_NOTE,
  staffOf,
  staffRouteOptions,
} from '../../http/staff-routes.js';
import type { ContentAdminService } from './content-admin.service.js';
import type { ContentService } from './content.service.js';

/**
 * The site's content (spec §7 "Content"): blogs, banners, FAQ under /api/travel and the
 * donation page under /api/donasi, for any client. What every visitor sees alike is
 * marked sameForEveryone (ETag, a minute of caching; decision 0011); the event's voucher
 * list is not, since a signed-in customer's new-customer vouchers are judged for them.
 */
export function registerContentRoutes(api: ApiInstance, content: ContentService) {
  const tags = ['konten'];
  const config = { sameForEveryone: true };
  const security: Array<Record<string, string[]>> = [{ client: [] }, { customer: [] }];

  api.get(
    '/travel/list-blog-home-v2',
    {
      config,
      schema: {
        tags,
        summary: 'Daftar blog per grup, terbaru dulu (halaman blog dan beranda)',
        description:
          'blog_group_kode menyaring satu grup (tanpa itu: semua grup); grup tanpa artikel ' +
          'tidak dikenal dijawab 404. page mulai 1, per_page 1 sampai 24 (bawaan 6). grup: ' +
          'grup yang punya artikel terbit, untuk tab.',
        security,
        querystring: blogListQuerySchema,
        response: { 200: okSchema(blogListResultSchema) },
      },
    },
    async (request) => ok(await content.blogs(request.query)),
  );

  api.get(
    '/travel/detail-blog',
    {
      config,
      schema: {
        tags,
        summary: 'Satu artikel blog dengan isinya dan artikel terkait',
        description:
          'kode: kode artikel (slug). isi: teks biasa, paragraf dipisah baris kosong, baris ' +
          '"## " subjudul, baris "- " daftar. Artikel belum terbit: 404.',
        security,
        querystring: blogDetailQuerySchema,
        response: { 200: okSchema(blogDetailSchema) },
      },
    },
    async (request) => ok(await content.blog(request.query.kode)),
  );

  api.get(
    '/travel/list-banner',
    {
      config,
      schema: {
        tags,
        summary: 'Banner carousel beranda yang sedang tayang',
        description: 'kategori_id (opsional) menyaring satu kategori dari list-banner-kategori.',
        security,
        querystring: bannerListQuerySchema,
        response: { 200: okSchema(bannerListResultSchema) },
      },
    },
    async (request) => ok(await content.banners(request.query.kategori_id)),
  );

  api.get(
    '/travel/list-banner-kategori',
    {
      config,
      schema: {
        tags,
        summary: 'Kategori banner yang punya banner tayang',
        security,
        response: { 200: okSchema(bannerCategoriesResultSchema) },
      },
    },
    async () => ok(await content.bannerCategories()),
  );

  api.get(
    '/travel/list-banner-event',
    {
      config,
      schema: {
        tags,
        summary: 'Banner event promo yang sedang berlangsung',
        description: 'kode tiap event dipakai list-voucher-event.',
        security,
        response: { 200: okSchema(bannerListResultSchema) },
      },
    },
    async () => ok(await content.events()),
  );

  api.get(
    '/travel/list-voucher-event',
    {
      schema: {
        tags,
        summary: 'Voucher satu event promo',
        description:
          'kode: kode event dari list-banner-event. Tiap voucher dinilai seperti detail-voucher ' +
          '(dapat_digunakan, keterangan); dengan token pelanggan, syarat pelanggan baru dinilai ' +
          'untuk pelanggan itu. Event tidak ada atau sudah berakhir: 404.',
        security,
        querystring: voucherEventQuerySchema,
        response: { 200: okSchema(voucherEventResultSchema) },
      },
    },
    async (request) =>
      ok(await content.eventVouchers(request.query.kode, request.customerId ?? null)),
  );

  api.get(
    '/travel/banner-popup',
    {
      config,
      schema: {
        tags,
        summary: 'Popup untuk pengunjung (sekali per ads_kode, diingat oleh klien)',
        description:
          'ads_kode (opsional): kampanye asal pengunjung; popup kampanye itu bila tayang, selain ' +
          'itu popup untuk semua pengunjung, atau popup null bila tidak ada.',
        security,
        querystring: bannerPopupQuerySchema,
        response: { 200: okSchema(bannerPopupResultSchema) },
      },
    },
    async (request) => ok(await content.popup(request.query.ads_kode)),
  );

  api.get(
    '/travel/list-faq',
    {
      config,
      schema: {
        tags,
        summary: 'Pertanyaan yang sering diajukan, per kategori',
        description: 'cari: kata dalam pertanyaan atau jawaban; kategori_id: satu kategori.',
        security,
        querystring: faqListQuerySchema,
        response: { 200: okSchema(faqListResultSchema) },
      },
    },
    async (request) => ok(await content.faqs(request.query)),
  );

  api.get(
    '/travel/rekomendasi-faq',
    {
      config,
      schema: {
        tags,
        summary: 'Pertanyaan yang direkomendasikan (paling banyak 6)',
        security,
        response: { 200: okSchema(faqRecommendedResultSchema) },
      },
    },
    async () => ok(await content.recommendedFaqs()),
  );

  api.get(
    '/travel/detail-faq',
    {
      config,
      schema: {
        tags,
        summary: 'Satu pertanyaan dengan jawabannya dan pertanyaan terkait',
        security,
        querystring: faqDetailQuerySchema,
        response: { 200: okSchema(faqDetailSchema) },
      },
    },
    async (request) => ok(await content.faq(request.query.faq_id)),
  );

  api.get(
    '/donasi/summary',
    {
      config,
      schema: {
        tags,
        summary: 'Ringkasan donasi: total terkumpul dan jumlah donatur',
        description:
          'Dihitung dari donasi pada pemesanan yang sudah dibayar (pesanan belum dibayar, batal ' +
          'atau kedaluwarsa tidak dihitung).',
        security,
        response: { 200: okSchema(donationSummarySchema) },
      },
    },
    async () => ok(await content.donationSummary()),
  );

  api.get(
    '/donasi/list-komentar',
    {
      config,
      schema: {
        tags,
        summary: 'Komentar donatur, terbaru dulu (10 per halaman)',
        description:
          'Komentar donasi dari pemesanan yang sudah dibayar; nama disingkat (nama depan dan ' +
          'inisial nama belakang).',
        security,
        querystring: donationCommentsQuerySchema,
        response: { 200: okSchema(donationCommentsResultSchema) },
      },
    },
    async (request) => ok(await content.donationComments(request.query.page)),
  );
}

/**
 * Staff (admin) edits of blogs, banners and FAQ under /api/staff/konten: create (POST),
 * replace (PUT /:id) and delete (DELETE /:id), each with an audit entry (decision 0014).
 */
export function registerStaffContentRoutes(api: ApiInstance, admin: ContentAdminService) {
  const { tags, security, config } = staffRouteOptions;

  api.get(
    '/staff/konten',
    {
      config,
      schema: {
        tags,
        summary: 'Semua konten untuk penyunting: blog, banner, FAQ beserta grup dan kategorinya',
        description:
          `${STAFF_EDIT_NOTE.split('.')[0]}. Termasuk draf, banner nonaktif atau berakhir; tiap ` +
          'baris berbentuk isian tulisnya (dengan id) agar dapat dikirim kembali lewat PUT.',
        security,
        response: { 200: okSchema(staffContentOverviewSchema) },
      },
    },
    async (request) => ok(await admin.overview(staffOf(request))),
  );

  const results = {
    params: contentIdParamsSchema,
    writeResult: staffContentWriteResultSchema,
    deleteResult: staffContentDeleteResultSchema,
  };
  registerStaffEditing(api, {
    ...results,
    path: '/staff/konten/blog',
    label: 'artikel blog',
    body: staffBlogBodySchema,
    save: (staff, body, id) => admin.saveBlog(staff, body, id),
    remove: (staff, id) => admin.deleteBlog(staff, id),
  });
  registerStaffEditing(api, {
    ...results,
    path: '/staff/konten/banner',
    label: 'banner (carousel, event atau popup)',
    body: staffBannerBodySchema,
    save: (staff, body, id) => admin.saveBanner(staff, body, id),
    remove: (staff, id) => admin.deleteBanner(staff, id),
  });
  registerStaffEditing(api, {
    ...results,
    path: '/staff/konten/faq',
    label: 'pertanyaan FAQ',
    body: staffFaqBodySchema,
    save: (staff, body, id) => admin.saveFaq(staff, body, id),
    remove: (staff, id) => admin.deleteFaq(staff, id),
  });
}
