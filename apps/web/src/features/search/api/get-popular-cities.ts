import type { PopularCityList } from '@lintas/domain/catalog-schemas';
import { fetchResults } from '../../../lib/api-client';
import { useInitialAnswer } from '../../../lib/use-initial-answer';

const getPopularCities = (signal?: AbortSignal) =>
  fetchResults<PopularCityList>({ path: 'travel/kota-populer', signal });

const popularCitiesKey = ['popular-cities'] as const;

/**
 * kota-populer, from the answer the server wrote into the home page: no QueryClient on the
 * home route's first paint (lib/use-initial-answer.ts, decision 0031). Same key and
 * staleTime as the query it was.
 */
export const usePopularCities = () =>
  useInitialAnswer(popularCitiesKey, getPopularCities, 10 * 60_000);
