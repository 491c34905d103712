import type { ScheduleGroup, ScheduleList } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/**
 * list-jadwal: the schedules of one group of search-jadwal, asked when the group is opened
 * (issue 11, decision 0023: search answers summaries only). `search` is the search's own
 * parameters for this leg (places, date, show_connecting, filters, sort): the server
 * applies them the same way, so the opened group lists exactly what its summary counted.
 */
const listSchedules = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<ScheduleList>({ path: 'travel/list-jadwal', params, signal });

/** list-jadwal's parameters for `group` of the search made with `search` (its page left out). */
export function groupListParams(
  search: QueryParams,
  group: Pick<ScheduleGroup, 'operator_kode' | 'jurusan_id' | 'group_kode'>,
): QueryParams {
  const { page: _page, group_by: _groupBy, ...shared } = search;
  return {
    ...shared,
    operator_kode: group.operator_kode,
    jurusan_id: group.jurusan_id,
    group_kode: group.group_kode,
  };
}

const listSchedulesQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['list-jadwal', params],
    queryFn: ({ signal }) => listSchedules(params, signal),
    // As fresh as the search it opens (search-schedules.ts): seat counts move.
    staleTime: 30_000,
  });

/** The schedules of one group, fetched only while `enabled` (the group is open). */
export const useGroupSchedules = (params: QueryParams, enabled = true) =>
  useQuery({ ...listSchedulesQuery(params), enabled });

/** The schedules of every group of a page (the list view shows them as one list). */
export const useGroupsSchedules = (
  search: QueryParams,
  groups: ReadonlyArray<Pick<ScheduleGroup, 'operator_kode' | 'jurusan_id' | 'group_kode'>>,
  enabled = true,
) =>
  useQueries({
    queries: groups.map((group) => ({
      ...listSchedulesQuery(groupListParams(search, group)),
      enabled,
    })),
  });
