import type { SearchScheduleResult } from '@lintas/domain/schedule-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** search-jadwal grouped by operator-route (group_by is fixed to operator-jurusan). */
export const searchSchedules = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<SearchScheduleResult>({ path: 'travel/search-jadwal', params: { ...params, group_by: 'operator-jurusan' }, signal });

export const searchSchedulesQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['search-jadwal', params],
    queryFn: ({ signal }) => searchSchedules(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchSchedules = (params: QueryParams, enabled = true) => useQuery({ ...searchSchedulesQuery(params), enabled });
