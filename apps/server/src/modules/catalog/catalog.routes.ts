import {
  cityListSchema,
  cityPageSchema,
  destinationListQuerySchema,
  operatorDeparturesQuerySchema,
  operatorListSchema,
  pathListSchema,
  popularCityListSchema,
  searchDestinationQuerySchema,
  searchOriginQuerySchema,
  searchOriginV2QuerySchema,
} from '@lintas/domain/catalog-schemas';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { CatalogService } from './catalog.service.js';

/**
 * Catalogue calls of spec §7 "Search and points", under /api/travel. The -v2 variants
 * answer the same shapes; search-point-asal-v2 adds the operator filter.
 */
export function registerCatalogRoutes(api: ApiInstance, catalog: CatalogService): void {
  const tags = ['katalog'];
  // Cities, points, operators and paths are the same for whoever asks: ETag and a
  // short cache (http/shared-caching.ts).
  const config = { sameForEveryone: true };

  api.get(
    '/travel/search-point-asal',
    {
      config,
      schema: {
        tags,
        summary: 'Cari kota/titik keberangkatan',
        querystring: searchOriginQuerySchema,
        response: { 200: okSchema(cityPageSchema) },
      },
    },
    async (request) => ok(await catalog.searchOrigins(request.query.text, request.query.page)),
  );
  api.get(
    '/travel/search-point-asal-v2',
    {
      config,
      schema: {
        tags,
        summary: 'Cari kota/titik keberangkatan (filter operator)',
        querystring: searchOriginV2QuerySchema,
        response: { 200: okSchema(cityPageSchema) },
      },
    },
    async (request) =>
      ok(
        await catalog.searchOrigins(
          request.query.text,
          request.query.page,
          request.query.operator_kode,
        ),
      ),
  );

  for (const path of [
    '/travel/list-keberangkatan-operator',
    '/travel/list-keberangkatan-operator-v2',
  ]) {
    api.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Titik keberangkatan satu operator',
          querystring: operatorDeparturesQuerySchema,
          response: { 200: okSchema(cityListSchema) },
        },
      },
      async (request) => ok(await catalog.operatorDepartures(request.query.operator_kode)),
    );
  }

  for (const path of ['/travel/search-point-tujuan', '/travel/search-point-tujuan-v2']) {
    api.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Cari tujuan yang terjangkau dari asal',
          querystring: searchDestinationQuerySchema,
          response: { 200: okSchema(cityPageSchema) },
        },
      },
      async (request) => {
        const { asal_id, asal_tipe, text, page, operator_kode } = request.query;
        return ok(
          await catalog.searchDestinations(
            { id: asal_id, tipe: asal_tipe },
            text,
            page,
            operator_kode,
          ),
        );
      },
    );
  }

  for (const path of ['/travel/list-tujuan', '/travel/list-tujuan-v2']) {
    api.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Daftar tujuan yang terjangkau dari asal',
          querystring: destinationListQuerySchema,
          response: { 200: okSchema(cityListSchema) },
        },
      },
      async (request) => {
        const { asal_id, asal_tipe, operator_kode } = request.query;
        return ok(await catalog.listDestinations({ id: asal_id, tipe: asal_tipe }, operator_kode));
      },
    );
  }

  api.get(
    '/travel/kota-populer',
    {
      config,
      schema: { tags, summary: 'Kota populer', response: { 200: okSchema(popularCityListSchema) } },
    },
    async () => ok(await catalog.popularCities()),
  );
  api.get(
    '/travel/list-operator',
    {
      config,
      schema: { tags, summary: 'Daftar operator', response: { 200: okSchema(operatorListSchema) } },
    },
    async () => ok(await catalog.operators()),
  );
  api.get(
    '/travel/list-path',
    {
      config,
      schema: {
        tags,
        summary: 'Pasangan kota dengan perjalanan langsung',
        response: { 200: okSchema(pathListSchema) },
      },
    },
    async () => ok(await catalog.paths()),
  );
}
