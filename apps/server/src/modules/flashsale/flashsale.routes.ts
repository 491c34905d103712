import {
  flashSaleCardDetailSchema,
  flashSaleCardQuerySchema,
  flashSaleCardsQuerySchema,
  flashSaleCardsResultSchema,
  flashSaleHomeSchema,
  flashSaleIdParamsSchema,
  flashSaleMethodsQuerySchema,
  flashSalePurchaseBodySchema,
  flashSalePurchaseDetailSchema,
  flashSalePurchaseQuerySchema,
  flashSalePurchaseResultSchema,
  flashSalePurchasesQuerySchema,
  flashSalePurchasesResultSchema,
  flashSaleSessionsQuerySchema,
  flashSaleSessionsResultSchema,
  quizAnswerQuerySchema,
  quizAnswerResultSchema,
  quizQuestionSchema,
  staffFlashSaleCardBodySchema,
  staffFlashSaleDeleteResultSchema,
  staffFlashSaleOverviewSchema,
  staffFlashSaleQuestionBodySchema,
  staffFlashSaleSessionBodySchema,
  staffFlashSaleWriteResultSchema,
} from '@lintas/domain/flashsale-schemas';
import { paymentMethodsResultSchema } from '@lintas/domain/pricing-schemas';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import {
  registerStaffEditing,
  STAFF_EDIT_NOTE,
  staffOf,
  staffRouteOptions,
} from '../../http/staff-routes.js';
import { reservationAccessOf } from '../../http/guest-access.js';
import { returnOriginOf } from '../../http/return-origin.js';
import type { FlashSaleServices } from './flashsale-services.js';
import type { QuizVisitor } from './flashsale.service.js';

/**
 * Who answers the quiz: the signed-in customer, else the browser's persisted
 * random-user-id (spec §7: sent on every call), else the client address. The address
 * also carries its own ceiling, since a browser id is whatever the client sends.
 */
function visitorOf(request: FastifyRequest): QuizVisitor {
  const address = request.ip;
  if (request.customerId !== null) return { key: `customer:${request.customerId}`, address };
  const header = request.headers['random-user-id'];
  if (typeof header === 'string' && /^[A-Za-z0-9_-]{16,160}$/.test(header)) {
    return { key: `visitor:${header}`, address };
  }
  return { key: `address:${address}`, address };
}

/**
 * The flash sale (spec §7 "Flash sale") under /api/flashsale for any client; the
 * buyer's own purchases (list-transaksi) for a signed-in customer.
 */
export function registerFlashSaleRoutes(api: ApiInstance, services: FlashSaleServices) {
  const tags = ['flashsale'];
  const security: Array<Record<string, string[]>> = [{ client: [] }, { customer: [] }];

  api.get(
    '/flashsale/beranda',
    {
      schema: {
        tags,
        summary: 'Banner flash sale di beranda dan tanggal yang punya sesi',
        description:
          'judul dan subjudul untuk banner; sesi: yang sedang berlangsung atau berikutnya; ' +
          'list_tanggal: tanggal (WIB) dari hari ini yang punya sesi, untuk tab.',
        security,
        response: { 200: okSchema(flashSaleHomeSchema) },
      },
    },
    async () => ok(await services.catalogue.home()),
  );

  api.get(
    '/flashsale/list-sesi',
    {
      schema: {
        tags,
        summary: 'Sesi flash sale pada satu tanggal (WIB), urut jam mulai',
        security,
        querystring: flashSaleSessionsQuerySchema,
        response: { 200: okSchema(flashSaleSessionsResultSchema) },
      },
    },
    async (request) => ok(await services.catalogue.sessions(request.query.tanggal)),
  );

  api.get(
    '/flashsale/list-card',
    {
      schema: {
        tags,
        summary: 'Card satu sesi dengan stok, terjual dan sisa',
        description: 'sisa tidak menghitung pembelian yang batas bayarnya sudah lewat.',
        security,
        querystring: flashSaleCardsQuerySchema,
        response: { 200: okSchema(flashSaleCardsResultSchema) },
      },
    },
    async (request) => ok(await services.catalogue.cards(request.query.sesi_sub_id)),
  );

  api.get(
    '/flashsale/detail-card',
    {
      schema: {
        tags,
        summary: 'Satu card: harga, stok, syarat dan voucher yang didapat',
        security,
        querystring: flashSaleCardQuerySchema,
        response: { 200: okSchema(flashSaleCardDetailSchema) },
      },
    },
    async (request) => ok(await services.catalogue.card(request.query.card_id)),
  );

  api.get(
    '/flashsale/soal-card',
    {
      schema: {
        tags,
        summary: 'Pertanyaan kuis card yang sedang dijual',
        description:
          'Satu pertanyaan untuk pengunjung ini (pelanggan, random-user-id, atau alamat). Card ' +
          'belum mulai 409 FLASH_SALE_NOT_STARTED, berakhir FLASH_SALE_ENDED, habis ' +
          'FLASH_SALE_SOLD_OUT; terkunci karena salah terlalu sering 429 QUIZ_LOCKED.',
        security,
        querystring: flashSaleCardQuerySchema,
        response: { 200: okSchema(quizQuestionSchema) },
      },
    },
    async (request) =>
      ok(await services.catalogue.question(request.query.card_id, visitorOf(request))),
  );

  api.get(
    '/flashsale/cek-soal-card',
    {
      schema: {
        tags,
        summary: 'Periksa jawaban kuis; jawaban benar memberi key_auth sekali pakai',
        description:
          'jawaban: huruf pilihan (A-D). Benar: key_auth berlaku beberapa menit untuk satu ' +
          'pembelian card ini. Salah: sisa_percobaan berkurang; habis: terkunci sementara. ' +
          'Tanpa soal-card sebelumnya: 409 QUIZ_NOT_STARTED.',
        security,
        querystring: quizAnswerQuerySchema,
        response: { 200: okSchema(quizAnswerResultSchema) },
      },
    },
    async (request, reply) => {
      try {
        return ok(
          await services.catalogue.answer(
            request.query.card_id,
            request.query.jawaban,
            visitorOf(request),
          ),
        );
      } catch (error) {
        const wait = (error as AppError).details as { retry_after_detik?: number } | undefined;
        if (error instanceof AppError && wait?.retry_after_detik) {
          reply.header('retry-after', String(wait.retry_after_detik));
        }
        throw error;
      }
    },
  );

  api.get(
    '/flashsale/list-jenis-pembayaran',
    {
      schema: {
        tags,
        summary: 'Metode pembayaran untuk card, dengan biaya admin atas harganya',
        description: 'Wajib key_auth yang masih berlaku untuk card ini (403 KEY_AUTH_INVALID).',
        security,
        querystring: flashSaleMethodsQuerySchema,
        response: { 200: okSchema(paymentMethodsResultSchema) },
      },
    },
    async (request) =>
      ok(await services.purchases.methodsFor(request.query.card_id, request.query.key_auth)),
  );

  api.post(
    '/flashsale/transaksi',
    {
      schema: {
        tags,
        summary: 'Beli card dengan key_auth (sekali pakai) dan bayar lewat gateway pemesanan',
        description:
          'Token Bearer pelanggan opsional (pembelian masuk list-transaksi). Simpan guest_token ' +
          'untuk detail-transaksi di peramban ini. Stok habis 409 FLASH_SALE_SOLD_OUT; key ' +
          'tidak berlaku atau sudah dipakai 403 KEY_AUTH_INVALID; pembeli yang sama 409 ' +
          'FLASH_SALE_LIMIT.',
        security,
        body: flashSalePurchaseBodySchema,
        response: { 200: okSchema(flashSalePurchaseResultSchema) },
      },
    },
    async (request) =>
      ok(
        await services.purchases.buy(request.body, {
          customerId: request.customerId,
          returnOrigin: returnOriginOf(request),
        }),
      ),
  );

  api.get(
    '/flashsale/detail-transaksi',
    {
      schema: {
        tags,
        summary: 'Satu pembelian flash sale: status, pembayaran dan voucher yang didapat',
        description:
          'Akses: token Bearer pelanggan pembeli, atau guest_token dari respons transaksi ' +
          '(header X-Guest-Token, atau field guest_token). Selain itu 404.',
        security,
        querystring: flashSalePurchaseQuerySchema,
        response: { 200: okSchema(flashSalePurchaseDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await services.purchases.detail(
          request.query.transaksi_kode,
          reservationAccessOf(request, request.query.guest_token),
        ),
      ),
  );

  api.get(
    '/flashsale/list-transaksi',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'Pembelian flash sale pelanggan, terbaru dulu (10 per halaman)',
        security: [{ customer: [] }],
        querystring: flashSalePurchasesQuerySchema,
        response: { 200: okSchema(flashSalePurchasesResultSchema) },
      },
    },
    async (request) => {
      if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
      return ok(await services.purchases.list(request.customerId, request.query.page));
    },
  );
}

/**
 * Staff (admin) edits of the flash sale under /api/staff/flashsale: sessions, cards and
 * quiz questions; create (POST), replace (PUT /:id), delete (DELETE /:id), audited.
 */
export function registerStaffFlashSaleRoutes(api: ApiInstance, services: FlashSaleServices) {
  const { tags, security, config } = staffRouteOptions;
  const admin = services.admin;

  api.get(
    '/staff/flashsale',
    {
      config,
      schema: {
        tags,
        summary: 'Semua sesi, card (dengan terjual dan dipesan) dan pertanyaan flash sale',
        description: STAFF_EDIT_NOTE.split('.')[0],
        security,
        response: { 200: okSchema(staffFlashSaleOverviewSchema) },
      },
    },
    async (request) => ok(await admin.overview(staffOf(request))),
  );

  const common = {
    params: flashSaleIdParamsSchema,
    writeResult: staffFlashSaleWriteResultSchema,
    deleteResult: staffFlashSaleDeleteResultSchema,
    removeNote: 'Sudah dipakai: 409 FLASH_SALE_IN_USE.',
  };
  registerStaffEditing(api, {
    ...common,
    path: '/staff/flashsale/sesi',
    label: 'sesi flash sale',
    body: staffFlashSaleSessionBodySchema,
    save: (staff, body, id) => admin.saveSession(staff, body, id),
    remove: (staff, id) => admin.remove(staff, 'sesi', id),
  });
  registerStaffEditing(api, {
    ...common,
    path: '/staff/flashsale/card',
    label: 'card flash sale (stok tidak boleh di bawah terjual + dipesan)',
    body: staffFlashSaleCardBodySchema,
    save: (staff, body, id) => admin.saveCard(staff, body, id),
    remove: (staff, id) => admin.remove(staff, 'card', id),
  });
  registerStaffEditing(api, {
    ...common,
    path: '/staff/flashsale/soal',
    label: 'pertanyaan kuis card',
    body: staffFlashSaleQuestionBodySchema,
    save: (staff, body, id) => admin.saveQuestion(staff, body, id),
    remove: (staff, id) => admin.remove(staff, 'soal', id),
  });
}
