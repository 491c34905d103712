import {
  seatAlertBodySchema,
  seatAlertCancelBodySchema,
  seatAlertCancelResultSchema,
  seatAlertListSchema,
  seatAlertSchema,
} from '@lintas/domain/seat-alert-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError } from '../../http/app-error.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { SeatAlertService } from './seat-alert.service.js';

function customerIdOf(request: { customerId: number | null }): number {
  // access 'customer' lets no request through without one; this only narrows the type.
  if (request.customerId === null) throw new AppError('SESSION_EXPIRED');
  return request.customerId;
}

/**
 * Seat alerts ("Kabari Saya Jika Ada Kursi"): only with a customer's bearer token; the
 * customer comes from the token, so nobody reads or cancels another's alerts.
 */
export function registerSeatAlertRoutes(api: ApiInstance, alerts: SeatAlertService) {
  api.post(
    '/travel/seat-alert',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Minta kabar saat kursi keberangkatan yang penuh tersedia',
        description:
          'Wajib token Bearer pelanggan. Keberangkatan (operator_kode, jadwal_kode dari ' +
          'search-jadwal, tanggal_berangkat) harus penuh dan belum berangkat (400 ' +
          'SEAT_ALERT_SEATS_AVAILABLE / SEAT_ALERT_UNAVAILABLE). Satu kabar per pelanggan dan ' +
          'keberangkatan (409 SEAT_ALERT_EXISTS), paling banyak 10 yang aktif (409 ' +
          'SEAT_ALERT_LIMIT). Saat kursi terlepas (hold tidak dibayar berakhir, pesanan ' +
          'dibatalkan), yang meminta paling awal dikabari sekali lewat e-mail/SMS dengan ' +
          'tautan ke denah kursi; kabar berakhir saat bus berangkat.',
        security: [{ customer: [] }],
        body: seatAlertBodySchema,
        response: { 200: okSchema(seatAlertSchema) },
      },
    },
    async (request) => ok(await alerts.create(customerIdOf(request), request.body)),
  );

  api.get(
    '/travel/seat-alert',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Kabar kursi pelanggan yang masih aktif',
        description:
          'Yang menunggu (menunggu) dan yang sudah dikabari (dikabari), keberangkatan terdekat ' +
          'dulu; yang dibatalkan atau sudah berangkat tidak tampil.',
        security: [{ customer: [] }],
        response: { 200: okSchema(seatAlertListSchema) },
      },
    },
    async (request) => ok(await alerts.list(customerIdOf(request))),
  );

  api.post(
    '/travel/seat-alert-batal',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['akun'],
        summary: 'Batalkan satu kabar kursi',
        description: 'Hanya kabar milik pelanggan itu sendiri (selain itu 404 NOT_FOUND).',
        security: [{ customer: [] }],
        body: seatAlertCancelBodySchema,
        response: { 200: okSchema(seatAlertCancelResultSchema) },
      },
    },
    async (request) => ok(await alerts.cancel(customerIdOf(request), request.body.alert_id)),
  );
}
