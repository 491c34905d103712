import {
  staffCancelDepartureBodySchema,
  staffCancelDepartureResultSchema,
  staffFaresBodySchema,
  staffFaresQuerySchema,
  staffFaresResultSchema,
  staffRefundListResultSchema,
  staffRefundParamsSchema,
  staffRefundProcessResultSchema,
  staffRefundQuerySchema,
  staffSalesQuerySchema,
  staffSalesResultSchema,
  staffScheduleBodySchema,
  staffScheduleResultSchema,
} from '@lintas/domain/staff-operations-schemas';
import {
  staffMoveDepartureBodySchema,
  staffMoveDepartureResultSchema,
} from '@lintas/domain/staff-move-schemas';
import {
  staffPolicyBodySchema,
  staffPolicyQuerySchema,
  staffPolicyResultSchema,
} from '@lintas/domain/staff-policy-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import { staffOf } from '../../http/staff-routes.js';
import { salesCsv, salesFileName } from './sales-csv.js';
import type { StaffOfficeServices } from './staff-services.js';

const SCOPE_NOTE =
  'Wajib token Bearer staf. Petugas hanya operatornya sendiri; operator, keberangkatan atau ' +
  'refund operator lain dijawab 404 seperti tidak ada. Setiap perubahan dicatat di audit.';

/**
 * The operator console's office work (issue 10, decision 0017): cancelling a departure,
 * the refund queue and its execution, sales per day and route, fares per segment, and each
 * operator's after-sale policy (issue 21, decision 0037).
 */
export function registerStaffOfficeRoutes(api: ApiInstance, services: StaffOfficeServices) {
  api.post(
    '/staff/keberangkatan/batal',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Batalkan satu keberangkatan: penumpang dibayar diberi tahu dan di-refund',
        description:
          `${SCOPE_NOTE} operator_kode, jadwal_kode (seluruh rute), tanggal (di pemberhentian ` +
          'pertama), alasan. Keberangkatan hilang dari pencarian saat itu juga; penahanan kursi ' +
          'yang belum dibayar dibatalkan; setiap pemesanan dibayar ditandai refund dan pemesannya ' +
          'diberi email dan SMS. Diulang: tidak mengubah apa pun, jawaban sama ' +
          '(dibatalkan_sekarang false). Sudah berangkat (jamnya lewat, atau ditandai berangkat): 409 DEPARTURE_ALREADY_LEFT.',
        security: [{ staff: [] }],
        body: staffCancelDepartureBodySchema,
        response: { 200: okSchema(staffCancelDepartureResultSchema) },
      },
    },
    async (request) => ok(await services.cancellations.cancel(staffOf(request), request.body)),
  );

  api.post(
    '/staff/keberangkatan/pindah',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Pindahkan satu keberangkatan ke jam lain di tanggal yang sama',
        description:
          `${SCOPE_NOTE} operator_kode, jadwal_kode (seluruh rute), tanggal (di pemberhentian ` +
          'pertama), jam_baru JJ:MM (di pemberhentian pertama), alasan; tanggal_baru (opsional) ' +
          'hanya boleh sama dengan tanggal: kursi dan tiket terikat pada tanggal perjalanan. ' +
          'Semua pemesanan tetap di keberangkatan ini; jam baru tampil di pencarian, kursi, ' +
          'detail, e-tiket, daftar keberangkatan dan manifest saat itu juga; setiap pemesan yang ' +
          'sudah membayar diberi email dan SMS. Ditolak: jam yang sudah lewat atau yang membuat ' +
          'pemberhentian naik berganti tanggal (400), sudah berangkat atau ditandai berangkat (409 ' +
          'DEPARTURE_ALREADY_LEFT), sudah dibatalkan (409 DEPARTURE_CANCELLED). Jam yang sama ' +
          'dikirim lagi: tidak mengubah apa pun (dipindahkan_sekarang false).',
        security: [{ staff: [] }],
        body: staffMoveDepartureBodySchema,
        response: { 200: okSchema(staffMoveDepartureResultSchema) },
      },
    },
    async (request) => ok(await services.moves.move(staffOf(request), request.body)),
  );

  api.get(
    '/staff/refund',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Antrean refund: pembayaran terlambat, ganda, keberangkatan dibatalkan',
        description:
          `${SCOPE_NOTE} Yang belum selesai lebih dulu (terlama di atas), lalu yang sudah ` +
          'dikembalikan. status menyaring (required, processing, refunded, failed).',
        security: [{ staff: [] }],
        querystring: staffRefundQuerySchema,
        response: { 200: okSchema(staffRefundListResultSchema) },
      },
    },
    async (request) =>
      ok(
        await services.refunds.queue(
          staffOf(request),
          request.query.operator_kode,
          request.query.status,
        ),
      ),
  );

  api.post(
    '/staff/refund/:kode/proses',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Proses refund melalui gateway pembayaran (admin)',
        description:
          'Hanya admin (petugas: 403 untuk refund operatornya, 404 untuk yang lain). Sekali saja: ' +
          'klik ulang setelah selesai menjawab refund yang sama (sudah_diproses true) tanpa ' +
          'memanggil gateway lagi; klik kedua saat yang pertama masih berjalan: 409 ' +
          'REFUND_IN_PROGRESS. Gateway menolak atau tidak terjangkau: 502 REFUND_FAILED, refund ' +
          'tetap terbuka dan dapat dicoba lagi.',
        security: [{ staff: [] }],
        params: staffRefundParamsSchema,
        response: { 200: okSchema(staffRefundProcessResultSchema) },
      },
    },
    async (request) => ok(await services.refunds.process(staffOf(request), request.params.kode)),
  );

  api.get(
    '/staff/penjualan',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Penjualan per hari dan rute: kursi terjual, kapasitas, load factor, pendapatan',
        description:
          `${SCOPE_NOTE} dari, sampai: tanggal keberangkatan (maksimal 92 hari). Pendapatan: ` +
          'harga kursi pemesanan dibayar setelah promo kursi (sebelum voucher, poin dan biaya). ' +
          'format=csv menjawab text/csv (UTF-8 dengan BOM).',
        security: [{ staff: [] }],
        querystring: staffSalesQuerySchema,
        response: { 200: okSchema(staffSalesResultSchema) },
      },
    },
    async (request, reply) => {
      const { dari, sampai, operator_kode, format } = request.query;
      const report = await services.sales.report(staffOf(request), dari, sampai, operator_kode);
      if (format === 'csv') {
        // A string with a non-JSON content type skips the serializer (the schema above is
        // the JSON answer's), so the type provider's payload type does not apply.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${salesFileName(report)}"`)
          .header('cache-control', 'no-store')
          .send(salesCsv(report) as never);
      }
      return ok(report);
    },
  );

  api.get(
    '/staff/tarif',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Tarif per segmen rute dan persen tarif setiap jadwal',
        description: `${SCOPE_NOTE} operator_kode wajib; rute_kode menyaring satu rute.`,
        security: [{ staff: [] }],
        querystring: staffFaresQuerySchema,
        response: { 200: okSchema(staffFaresResultSchema) },
      },
    },
    async (request) =>
      ok(
        await services.fares.list(
          staffOf(request),
          request.query.operator_kode,
          request.query.rute_kode,
        ),
      ),
  );

  api.put(
    '/staff/tarif',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Ubah tarif setiap segmen satu rute (dan persen tarif jadwalnya)',
        description:
          `${SCOPE_NOTE} segmen: setiap segmen rute tepat sekali (dari_urutan, tarif rupiah bulat ` +
          'Rp 1.000 sampai Rp 10.000.000); jadwal (opsional): persen_tarif 10 sampai 500. ' +
          'Tampil di pencarian berikutnya.',
        security: [{ staff: [] }],
        body: staffFaresBodySchema,
        response: { 200: okSchema(staffFaresResultSchema) },
      },
    },
    async (request) => ok(await services.fares.update(staffOf(request), request.body)),
  );

  api.put(
    '/staff/jadwal',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Ubah hari beroperasi dan jam berangkat satu jadwal',
        description:
          `${SCOPE_NOTE} jam_berangkat JJ:MM (di pemberhentian pertama), hari: 0 Minggu sampai 6 ` +
          'Sabtu. Jam tidak dapat diubah selama jadwal punya pemesanan aktif mulai hari ini, dan ' +
          'hari yang punya pemesanan aktif tidak dapat dihapus: 409 SCHEDULE_HAS_BOOKINGS dengan ' +
          'tanggalnya (batalkan keberangkatan itu lebih dulu). Tampil di pencarian berikutnya.',
        security: [{ staff: [] }],
        body: staffScheduleBodySchema,
        response: { 200: okSchema(staffScheduleResultSchema) },
      },
    },
    async (request) => ok(await services.schedules.update(staffOf(request), request.body)),
  );

  api.get(
    '/staff/kebijakan',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Kebijakan pembatalan dan ubah jadwal satu operator',
        description:
          `${SCOPE_NOTE} operator_kode: wajib untuk admin; petugas boleh mengosongkannya ` +
          '(operatornya sendiri). Menjawab kebijakan yang berlaku: milik operator, atau ' +
          'kebijakan bawaan (bawaan true) bila operator belum punya.',
        security: [{ staff: [] }],
        querystring: staffPolicyQuerySchema,
        response: { 200: okSchema(staffPolicyResultSchema) },
      },
    },
    async (request) =>
      ok(await services.policies.read(staffOf(request), request.query.operator_kode)),
  );

  api.put(
    '/staff/kebijakan',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Simpan kebijakan pembatalan dan ubah jadwal satu operator',
        description:
          `${SCOPE_NOTE} kebijakan: seluruh kebijakan (cancel: hoursBefore, withAssurance dan ` +
          'withoutAssurance {percent, hoursBefore}; reschedule: allowed, hoursBefore, ' +
          "feePerPassenger, lowerFare 'refund' atau 'keep'), jam 0 sampai 720, persen 0 sampai " +
          '100; batas refund tidak boleh lebih dekat ke keberangkatan daripada batas pembatalan. ' +
          'null: kembali ke kebijakan bawaan. Berlaku untuk perhitungan pembatalan berikutnya; ' +
          'kebijakan yang sama dikirim lagi tidak mengubah apa pun (berubah false).',
        security: [{ staff: [] }],
        body: staffPolicyBodySchema,
        response: { 200: okSchema(staffPolicyResultSchema) },
      },
    },
    async (request) => ok(await services.policies.save(staffOf(request), request.body)),
  );
}
