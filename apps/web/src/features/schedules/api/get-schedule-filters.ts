import type { ScheduleFilters } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** list-filter-search-jadwal: the filter options (with counts) of one route and date. */
const getScheduleFilters = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<ScheduleFilters>({ path: 'travel/list-filter-search-jadwal', params, signal });

const scheduleFiltersQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['list-filter-search-jadwal', params],
    queryFn: ({ signal }) => getScheduleFilters(params, signal),
  });

export const useScheduleFilters = (params: QueryParams, enabled = true) =>
  useQuery({ ...scheduleFiltersQuery(params), enabled });
