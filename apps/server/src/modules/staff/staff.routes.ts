import {
  staffAuditQuerySchema,
  staffAuditResultSchema,
  staffBoardingBodySchema,
  staffBoardingResultSchema,
  staffDeparturesQuerySchema,
  staffDeparturesResultSchema,
  staffDepartureStatusBodySchema,
  staffDepartureStatusResultSchema,
  staffLoginBodySchema,
  staffLoginResultSchema,
  staffLogoutResultSchema,
  staffManifestQuerySchema,
  staffManifestResultSchema,
  staffProfileSchema,
} from '@lintas/domain/staff-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import { staffOf } from '../../http/staff-routes.js';
import type { BoardingService } from './boarding.service.js';
import type { DepartureService } from './departure.service.js';
import type { DepartureStatusService } from './departure-status.service.js';
import { manifestCsv, manifestFileName } from './manifest-csv.js';
import { profileOf, type StaffSessionService } from './staff-session.service.js';

export interface StaffRouteServices {
  sessions: StaffSessionService;
  departures: DepartureService;
  statuses: DepartureStatusService;
  boarding: BoardingService;
}

const STAFF_NOTE =
  'Wajib token Bearer staf dari /api/staff/login (bukan token pelanggan, tanpa kredensial ' +
  'aplikasi). Petugas hanya melihat data operatornya sendiri; keberangkatan atau tiket ' +
  'operator lain dijawab 404 seperti tidak ada.';

/**
 * The operator console's API (issue 10, decision 0014): staff sign-in, the departures of a
 * day, a departure's manifest (JSON or CSV), boarding check-in and the audit log. Every
 * route but login needs a staff session (access 'staff'); login needs nothing but is
 * rate-limited per address and per e-mail.
 */
export function registerStaffRoutes(api: ApiInstance, services: StaffRouteServices) {
  api.post(
    '/staff/login',
    {
      config: { access: 'none' },
      schema: {
        tags: ['staf'],
        summary: 'Masuk sebagai staf (admin atau petugas operator)',
        description:
          'JSON email dan password. Berhasil: token Bearer untuk rute /api/staff (berlaku 12 jam). ' +
          'Email tidak terdaftar, kata sandi salah dan akun nonaktif dijawab sama: 401 ' +
          'STAFF_LOGIN_INVALID. Percobaan gagal dibatasi per alamat klien dan per email ' +
          '(429 RATE_LIMITED, Retry-After).',
        body: staffLoginBodySchema,
        response: { 200: okSchema(staffLoginResultSchema) },
      },
    },
    async (request) =>
      ok(await services.sessions.login(request.body.email, request.body.password, request.ip)),
  );

  api.post(
    '/staff/logout',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Keluar: mengakhiri sesi staf ini',
        security: [{ staff: [] }],
        response: { 200: okSchema(staffLogoutResultSchema) },
      },
    },
    async (request) => {
      await services.sessions.logout(staffOf(request));
      return ok({ keluar: true as const });
    },
  );

  api.get(
    '/staff/me',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Staf yang sedang masuk',
        security: [{ staff: [] }],
        response: { 200: okSchema(staffProfileSchema) },
      },
    },
    async (request) => ok(profileOf(staffOf(request))),
  );

  api.get(
    '/staff/keberangkatan',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Keberangkatan satu hari dengan kursi terjual, ditahan dan kosong',
        description:
          `${STAFF_NOTE} tanggal: tanggal di pemberhentian pertama rute. Admin melihat semua ` +
          'operator (operator_kode menyaring); petugas hanya operatornya. Kursi dihitung atas ' +
          'seluruh rute: terjual (dibayar), ditahan (belum dibayar, masih dalam batas waktu), kosong.',
        security: [{ staff: [] }],
        querystring: staffDeparturesQuerySchema,
        response: { 200: okSchema(staffDeparturesResultSchema) },
      },
    },
    async (request) =>
      ok(
        await services.departures.departuresOfDay(
          staffOf(request),
          request.query.tanggal,
          request.query.operator_kode,
        ),
      ),
  );

  api.get(
    '/staff/manifest',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Manifes penumpang satu keberangkatan (JSON atau CSV)',
        description:
          `${STAFF_NOTE} jadwal_kode: kode jadwal (seluruh rute), tanggal: tanggal di ` +
          'pemberhentian pertama. Setiap penumpang yang sudah membayar dengan kursi, kode booking, ' +
          'telepon pemesan, titik naik dan status naik. format=csv menjawab text/csv (UTF-8 dengan ' +
          'BOM untuk Excel).',
        security: [{ staff: [] }],
        querystring: staffManifestQuerySchema,
        response: { 200: okSchema(staffManifestResultSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...key } = request.query;
      const manifest = await services.departures.manifest(staffOf(request), key);
      if (format === 'csv') {
        // A string with a non-JSON content type skips the serializer (the schema above is the
        // JSON answer's), so the type provider's payload type does not apply: hence the cast.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${manifestFileName(manifest)}"`)
          .header('cache-control', 'no-store')
          .send(manifestCsv(manifest) as never);
      }
      return ok(manifest);
    },
  );

  api.post(
    '/staff/boarding',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Naik: tandai penumpang satu tiket sudah naik (pindai QR atau kode manual)',
        description:
          `${STAFF_NOTE} qr_content: isi QR e-tiket (kode booking bertanda tangan server); ` +
          'reservasi_kode: kode booking diketik bila kamera tidak dapat membaca (periksa nama ' +
          'dengan identitas penumpang). Satu dari keduanya. operator_kode, jadwal_kode, tanggal: ' +
          'keberangkatan yang sedang dinaiki (lengkap atau tidak sama sekali; tanpa itu: perjalanan ' +
          'tiket yang berangkat hari ini). Pindai kedua: 409 BOARDING_ALREADY (sudah naik, kapan). ' +
          'Tiket belum dibayar, batal, kedaluwarsa, hari lain atau keberangkatan lain: 409 ' +
          'BOARDING_REFUSED dengan alasannya; QR palsu: 422 BOARDING_QR_INVALID.',
        security: [{ staff: [] }],
        body: staffBoardingBodySchema,
        response: { 200: okSchema(staffBoardingResultSchema) },
      },
    },
    async (request) => ok(await services.boarding.board(staffOf(request), request.body)),
  );

  api.post(
    '/staff/keberangkatan/status',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Status keberangkatan: mulai boarding, berangkat, tiba',
        description:
          `${STAFF_NOTE} operator_kode, jadwal_kode (seluruh rute), tanggal (di pemberhentian ` +
          'pertama), status: boarding, berangkat atau tiba. Status hanya maju (boarding, lalu ' +
          'berangkat, lalu tiba; berangkat boleh tanpa boarding; pindai boarding pertama ' +
          'menandai boarding sendiri); langkah yang diulang, mundur, tiba sebelum berangkat, ' +
          'lebih dari 12 jam sebelum jadwal, atau keberangkatan yang dibatalkan: 409 ' +
          'DEPARTURE_STATUS_REFUSED dengan alasannya. Waktu dan petugas setiap langkah dicatat, ' +
          'juga di audit; e-tiket dan daftar pesanan pelanggan menampilkannya, dan pesanan ' +
          'keberangkatan yang sudah berangkat tidak dapat dibatalkan pelanggan.',
        security: [{ staff: [] }],
        body: staffDepartureStatusBodySchema,
        response: { 200: okSchema(staffDepartureStatusResultSchema) },
      },
    },
    async (request) => ok(await services.statuses.mark(staffOf(request), request.body)),
  );

  api.get(
    '/staff/audit',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Catatan audit perubahan oleh staf, terbaru dulu (admin)',
        description: 'Hanya admin (petugas: 403). 50 per halaman.',
        security: [{ staff: [] }],
        querystring: staffAuditQuerySchema,
        response: { 200: okSchema(staffAuditResultSchema) },
      },
    },
    async (request) => ok(await services.sessions.audit(staffOf(request), request.query.page)),
  );
}
