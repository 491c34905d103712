import type { SearchScheduleResult } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** search-jadwal grouped by operator-route (group_by is fixed to operator-jurusan). */
const searchSchedules = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<SearchScheduleResult>({
    path: 'travel/search-jadwal',
    params: { ...params, group_by: 'operator-jurusan' },
    signal,
  });

const searchSchedulesQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['search-jadwal', params],
    queryFn: ({ signal }) => searchSchedules(params, signal),
    // While a new page, filter or date loads, the last list of the SAME route stays (dimmed);
    // switching to the other leg (the return) never shows the go list in its place.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1] as QueryParams | undefined;
      const sameRoute =
        before &&
        (['asal_id', 'asal_tipe', 'tujuan_id', 'tujuan_tipe'] as const).every(
          (key) => before[key] === params[key],
        );
      return sameRoute ? previous : undefined;
    },
    staleTime: 30_000,
  });

export const useSearchSchedules = (params: QueryParams, enabled = true) =>
  useQuery({ ...searchSchedulesQuery(params), enabled });
