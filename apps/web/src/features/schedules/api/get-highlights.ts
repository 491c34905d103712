import type { HighlightOperatorList } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** list-highlight-operator: operators worth pointing out on this search. */
const getHighlights = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<HighlightOperatorList>({ path: 'travel/list-highlight-operator', params, signal });

const highlightsQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['list-highlight-operator', params],
    queryFn: ({ signal }) => getHighlights(params, signal),
  });

export const useHighlights = (params: QueryParams, enabled = true) =>
  useQuery({ ...highlightsQuery(params), enabled });
