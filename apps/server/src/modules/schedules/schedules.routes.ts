import {
  checkScheduleQuerySchema,
  dateBarQuerySchema,
  listScheduleQuerySchema,
  operatorTermsQuerySchema,
  scheduleDatesQuerySchema,
  scheduleDetailQuerySchema,
  scheduleFilterQuerySchema,
  searchScheduleQuerySchema,
} from '@lintas/domain/schedule-query-schemas';
import {
  checkScheduleResultSchema,
  dateBarSchema,
  highlightOperatorListSchema,
  operatorTermsSchema,
  scheduleDateListSchema,
  scheduleDetailSchema,
  scheduleFiltersSchema,
  scheduleListSchema,
  searchScheduleResultSchema,
} from '@lintas/domain/schedule-result-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import { plainResponseSerializer } from '../../http/response-serializer.js';
import type { ScheduleService } from './schedule.service.js';

/**
 * Schedule calls of spec §7 "Schedules and seats", under /api/travel. Their answers are
 * built field by field by schedule-view.ts and stringified without the zod encoding
 * outside tests (`checkResponses`; http/response-serializer.ts, decision 0015).
 */
export function registerScheduleRoutes(
  api: ApiInstance,
  schedules: ScheduleService,
  options: { checkResponses: boolean },
): void {
  const tags = ['jadwal'];
  const serializerCompiler = plainResponseSerializer(options.checkResponses);

  api.get(
    '/travel/search-jadwal',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Cari jadwal, dikelompokkan per operator-jurusan',
        description:
          'Ringkasan tiap grup operator-jurusan, tanpa daftar jadwalnya: operator, rating, ' +
          'jurusan, asal dan tujuan, jam_pertama dan jam_terakhir, list_jam_berangkat (tiap ' +
          'jam sekali, urut sesuai sort), harga_min, kursi_tersedia, jumlah_jadwal, ' +
          'flag_connecting dan list_titik (titik naik, transit, turun untuk peta). Jadwal ' +
          'sebuah grup diambil dari list-jadwal saat grup dibuka, dengan group_kode, ' +
          'operator_kode, jurusan_id, asal/tujuan, tanggal, show_connecting, filter dan sort ' +
          'yang sama (untuk pulang: asal/tujuan dibalik dan tanggal pulang). Keputusan 0023.',
        querystring: searchScheduleQuerySchema,
        response: { 200: okSchema(searchScheduleResultSchema) },
      },
    },
    async (request) => ok(await schedules.search(request.query)),
  );
  api.get(
    '/travel/list-filter-search-jadwal',
    {
      // The options and their counts for a route and date are the same for everyone.
      config: { sameForEveryone: true },
      serializerCompiler,
      schema: {
        tags,
        summary: 'Pilihan filter (dengan jumlah) untuk satu pencarian',
        querystring: scheduleFilterQuerySchema,
        response: { 200: okSchema(scheduleFiltersSchema) },
      },
    },
    async (request) => ok(await schedules.filters(request.query)),
  );
  api.get(
    '/travel/list-highlight-operator',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Operator unggulan pada hasil pencarian',
        querystring: scheduleFilterQuerySchema,
        response: { 200: okSchema(highlightOperatorListSchema) },
      },
    },
    async (request) => ok(await schedules.highlights(request.query)),
  );
  api.get(
    '/travel/list-tanggal-jadwal',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Tanggal yang memiliki jadwal',
        querystring: scheduleDatesQuerySchema,
        response: { 200: okSchema(scheduleDateListSchema) },
      },
    },
    async (request) => ok(await schedules.dates(request.query)),
  );
  api.get(
    '/travel/list-tanggal-jadwal-available',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Bilah tanggal: harga termurah dan ketersediaan per hari',
        querystring: dateBarQuerySchema,
        response: { 200: okSchema(dateBarSchema) },
      },
    },
    async (request) => ok(await schedules.dateBar(request.query)),
  );
  api.get(
    '/travel/list-jadwal',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Jadwal satu operator-jurusan pada satu tanggal',
        description:
          'Dengan asal dan tujuan: jadwal yang diringkas satu grup search-jadwal, persis ' +
          'perjalanan, harga dan kursi yang sama, urut sesuai sort. Kirim group_kode grup ' +
          'itu, show_connecting, dan filter (operator, jam, fasilitas, kelas, harga_min, ' +
          'harga_max, quick_filter) serta sort yang sama dengan pencariannya; termurah dan ' +
          'tercepat dibandingkan dengan semua jadwal pencarian itu. Tanpa asal dan tujuan: ' +
          'perjalanan jurusan itu dari titik pertama sampai terakhir.',
        querystring: listScheduleQuerySchema,
        response: { 200: okSchema(scheduleListSchema) },
      },
    },
    async (request) => ok(await schedules.list(request.query)),
  );
  api.get(
    '/travel/detail-jadwal',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Detail perjalanan dengan pemberhentian',
        querystring: scheduleDetailQuerySchema,
        response: { 200: okSchema(scheduleDetailSchema) },
      },
    },
    async (request) => ok(await schedules.detail(request.query)),
  );
  api.get(
    '/travel/operator-snk',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Syarat dan ketentuan operator',
        querystring: operatorTermsQuerySchema,
        response: { 200: okSchema(operatorTermsSchema) },
      },
    },
    async (request) => ok(await schedules.operatorTerms(request.query.operator_kode)),
  );
  api.get(
    '/travel/check-jadwal',
    {
      serializerCompiler,
      schema: {
        tags,
        summary: 'Apakah jadwal pergi (dan pulang) masih dapat dipesan',
        querystring: checkScheduleQuerySchema,
        response: { 200: okSchema(checkScheduleResultSchema) },
      },
    },
    async (request) => ok(await schedules.check(request.query)),
  );
}
