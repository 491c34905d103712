import type { CityList, CityPage } from '@lintas/domain/catalog-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { Place } from '../../../stores/booking-store';

/**
 * Destinations reachable from the chosen origin: list-tujuan without a search text,
 * search-point-tujuan with one. Both answer {list: CityItem[]}.
 */
const getDestinations = (
  origin: Place,
  text: string,
  signal?: AbortSignal,
): Promise<CityList | CityPage> => {
  const params = { asal_id: origin.id ?? undefined, asal_tipe: origin.type || undefined };
  return text
    ? fetchResults<CityPage>({
        path: 'travel/search-point-tujuan',
        params: { ...params, text, page: 1 },
        signal,
      })
    : fetchResults<CityList>({ path: 'travel/list-tujuan', params, signal });
};

const destinationsQuery = (origin: Place, text: string) =>
  queryOptions({
    queryKey: ['destinations', origin.type, origin.id, text],
    queryFn: ({ signal }) => getDestinations(origin, text, signal),
    placeholderData: keepPreviousData,
  });

export const useDestinations = (origin: Place, text: string, enabled = true) =>
  useQuery({
    ...destinationsQuery(origin, text),
    enabled: enabled && origin.id !== null && origin.type !== '',
  });
