import type { ScheduleDetail } from '@lintas/domain/schedule-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export interface ScheduleDetailParams {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
}

/** detail-jadwal: the stops of one trip, its seat layout size and the operator's terms. */
export const getScheduleDetail = (params: ScheduleDetailParams, signal?: AbortSignal) =>
  fetchResults<ScheduleDetail>({ path: 'travel/detail-jadwal', params: { ...params }, signal });

export const scheduleDetailQuery = (params: ScheduleDetailParams) =>
  queryOptions({
    queryKey: ['detail-jadwal', params],
    queryFn: ({ signal }) => getScheduleDetail(params, signal),
  });

export const useScheduleDetail = (params: ScheduleDetailParams, enabled = true) =>
  useQuery({ ...scheduleDetailQuery(params), enabled });
