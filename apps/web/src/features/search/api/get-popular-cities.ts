import type { PopularCityList } from '@lintas/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

const getPopularCities = (signal?: AbortSignal) =>
  fetchResults<PopularCityList>({ path: 'travel/kota-populer', signal });

const popularCitiesQuery = () =>
  queryOptions({
    queryKey: ['popular-cities'],
    queryFn: ({ signal }) => getPopularCities(signal),
    staleTime: 10 * 60_000,
  });

export const usePopularCities = () => useQuery(popularCitiesQuery());
