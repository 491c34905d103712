import type { ScheduleDetailQuery } from '@lintas/domain/schedule-query-schemas';
import type { ScheduleDetail } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** detail-jadwal: the stops of one trip, its seat layout size and the operator's terms. */
const getScheduleDetail = (params: ScheduleDetailQuery, signal?: AbortSignal) =>
  fetchResults<ScheduleDetail>({ path: 'travel/detail-jadwal', params: { ...params }, signal });

const scheduleDetailQuery = (params: ScheduleDetailQuery) =>
  queryOptions({
    queryKey: ['detail-jadwal', params],
    queryFn: ({ signal }) => getScheduleDetail(params, signal),
  });

export const useScheduleDetail = (params: ScheduleDetailQuery, enabled = true) =>
  useQuery({ ...scheduleDetailQuery(params), enabled });
