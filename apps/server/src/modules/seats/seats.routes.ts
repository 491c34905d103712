import { seatMapQuerySchema, seatMapResultSchema } from '@lintas/domain/seat-map-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { SeatMapService } from './seat-map.service.js';

export function registerSeatRoutes(api: ApiInstance, seatMap: SeatMapService): void {
  api.get(
    '/travel/kursi',
    {
      schema: {
        tags: ['kursi'],
        summary: 'Denah kursi sebuah perjalanan (termasuk rute lanjutan)',
        description:
          'jadwal_kode_connecting: kode jadwal rute lanjutan, dipisah koma. Operator dan tanggalnya ' +
          'mengikuti rute utama kecuali dikirim operator_kode_connecting / tanggal_berangkat_connecting ' +
          '(dipisah koma, urutan sama).',
        querystring: seatMapQuerySchema,
        response: { 200: okSchema(seatMapResultSchema) },
      },
    },
    async (request) => ok(await seatMap.seatMap(request.query)),
  );
}
