import {
  staffLayoutCreateBodySchema,
  staffLayoutParamsSchema,
  staffLayoutResultSchema,
  staffLayoutsQuerySchema,
  staffLayoutsResultSchema,
  staffLayoutUpdateBodySchema,
  staffRouteCreateBodySchema,
  staffRouteParamsSchema,
  staffRouteResultSchema,
  staffRoutesQuerySchema,
  staffRoutesResultSchema,
  staffRouteUpdateBodySchema,
  staffScheduleCreateBodySchema,
  staffScheduleCreateResultSchema,
} from '@lintas/domain/staff-timetable-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import { staffOf } from '../../http/staff-routes.js';
import type { LayoutDeskService } from './layout-desk.service.js';
import type { RouteDeskService } from './route-desk.service.js';

const SCOPE_NOTE =
  'Wajib token Bearer staf. Petugas hanya operatornya sendiri; rute atau denah operator lain ' +
  'dijawab 404 seperti tidak ada. Setiap perubahan dicatat di audit (sebelum dan sesudah) ' +
  'dan tampil di pencarian berikutnya.';

const KEPT_NOTE =
  'Tidak ada yang dibayar pelanggan yang hilang: perubahan yang memindahkan atau menghapus ' +
  'sesuatu yang sudah dipesan pada keberangkatan mendatang ditolak dengan 409 dan alasannya.';

/**
 * The operator console's timetable editing (issue 10, decision 0021): routes with their
 * ordered stops, seat layouts, and new schedules of a route.
 */
export function registerStaffTimetableRoutes(
  api: ApiInstance,
  services: { routes: RouteDeskService; layouts: LayoutDeskService },
) {
  api.get(
    '/staff/rute',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Rute dengan pemberhentian dan jadwalnya, dan daftar titik',
        description:
          `${SCOPE_NOTE} operator_kode menyaring satu operator (admin; kosong: semua). ` +
          'pemesanan_aktif: pemesanan yang masih berjalan; selama ada, pemberhentian tidak ' +
          'dapat diubah.',
        security: [{ staff: [] }],
        querystring: staffRoutesQuerySchema,
        response: { 200: okSchema(staffRoutesResultSchema) },
      },
    },
    async (request) =>
      ok(await services.routes.list(staffOf(request), request.query.operator_kode)),
  );

  api.post(
    '/staff/rute',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Buat rute baru dengan pemberhentian berurutan',
        description:
          `${SCOPE_NOTE} Minimal 2 pemberhentian, setiap titik sekali; yang pertama pada menit 0 ` +
          'dan tarif 0; menit bertambah; tarif setiap segmen minimal Rp 1.000; naik di yang ' +
          'pertama dan turun di yang terakhir. Kode rute dibuat otomatis (OPERATOR-NN).',
        security: [{ staff: [] }],
        body: staffRouteCreateBodySchema,
        response: { 200: okSchema(staffRouteResultSchema) },
      },
    },
    async (request) => ok(await services.routes.create(staffOf(request), request.body)),
  );

  api.put(
    '/staff/rute/:kode',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Ubah nama dan pemberhentian satu rute',
        description:
          `${SCOPE_NOTE} ${KEPT_NOTE} Selama rute punya pemesanan aktif, pemberhentian tidak ` +
          'dapat dihapus, ditambah, diurutkan ulang, digeser waktunya atau ditutup untuk naik ' +
          'atau turun: 409 ROUTE_HAS_BOOKINGS dengan keberangkatannya. Nama dan tarif selalu ' +
          'dapat diubah. Sama seperti sebelumnya: berubah false.',
        security: [{ staff: [] }],
        params: staffRouteParamsSchema,
        body: staffRouteUpdateBodySchema,
        response: { 200: okSchema(staffRouteResultSchema) },
      },
    },
    async (request) =>
      ok(await services.routes.update(staffOf(request), request.params.kode, request.body)),
  );

  api.post(
    '/staff/rute/:kode/jadwal',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Buat jadwal baru untuk satu rute',
        description:
          `${SCOPE_NOTE} denah_kode (denah operator rute itu atau denah bersama), ` +
          'jam_berangkat JJ:MM di pemberhentian pertama, hari 0 Minggu sampai 6 Sabtu, ' +
          'persen_tarif 10 sampai 500 (bawaan 100). Berlaku mulai hari ini; kode jadwal ' +
          'dibuat dari kode rute dan jamnya.',
        security: [{ staff: [] }],
        params: staffRouteParamsSchema,
        body: staffScheduleCreateBodySchema,
        response: { 200: okSchema(staffScheduleCreateResultSchema) },
      },
    },
    async (request) =>
      ok(await services.routes.createSchedule(staffOf(request), request.params.kode, request.body)),
  );

  api.get(
    '/staff/denah',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Denah kursi: milik operator dan denah bersama',
        description:
          `${SCOPE_NOTE} kursi_terpesan: kursi yang terjual atau ditahan pada keberangkatan ` +
          'mendatang; kursi itu harus tetap ada.',
        security: [{ staff: [] }],
        querystring: staffLayoutsQuerySchema,
        response: { 200: okSchema(staffLayoutsResultSchema) },
      },
    },
    async (request) =>
      ok(await services.layouts.list(staffOf(request), request.query.operator_kode)),
  );

  api.post(
    '/staff/denah',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Buat denah kursi baru',
        description:
          `${SCOPE_NOTE} jumlah_baris x jumlah_kolom sel, setiap sel tepat sekali (jenis seat, ` +
          'driver, door, aisle, toilet, empty); setiap kursi bernomor unik. Petugas: denah ' +
          'operatornya; admin: operator_kode atau kosong untuk denah bersama.',
        security: [{ staff: [] }],
        body: staffLayoutCreateBodySchema,
        response: { 200: okSchema(staffLayoutResultSchema) },
      },
    },
    async (request) => ok(await services.layouts.create(staffOf(request), request.body)),
  );

  api.put(
    '/staff/denah/:kode',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staf'],
        summary: 'Ubah denah kursi',
        description:
          `${SCOPE_NOTE} ${KEPT_NOTE} Kursi yang terjual atau ditahan pada keberangkatan ` +
          'mendatang harus tetap kursi dengan nomor yang sama: 409 LAYOUT_SEATS_BOOKED. Denah ' +
          'bersama hanya diubah admin (petugas: 403).',
        security: [{ staff: [] }],
        params: staffLayoutParamsSchema,
        body: staffLayoutUpdateBodySchema,
        response: { 200: okSchema(staffLayoutResultSchema) },
      },
    },
    async (request) =>
      ok(await services.layouts.update(staffOf(request), request.params.kode, request.body)),
  );
}
