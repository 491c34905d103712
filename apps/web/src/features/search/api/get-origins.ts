import type { CityPage } from '@lintas/domain/catalog-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** search-point-asal: cities with their points a trip can start from, filtered by text. */
const getOrigins = (text: string, signal?: AbortSignal) =>
  fetchResults<CityPage>({ path: 'travel/search-point-asal', params: { text, page: 1 }, signal });

const originsQuery = (text: string) =>
  queryOptions({
    queryKey: ['origins', text],
    queryFn: ({ signal }) => getOrigins(text, signal),
    placeholderData: keepPreviousData,
  });

export const useOrigins = (text: string, enabled = true) =>
  useQuery({ ...originsQuery(text), enabled });
