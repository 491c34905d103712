import type { DateBar } from '@lintas/domain/schedule-result-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import type { QueryParams } from '../../../lib/query-string';

/** list-tanggal-jadwal-available: the days around the chosen one, with their lowest fare. */
const getDateBar = (params: QueryParams, signal?: AbortSignal) =>
  fetchResults<DateBar>({
    path: 'travel/list-tanggal-jadwal-available',
    params: { ...params, jumlah_hari: 7 },
    signal,
  });

const dateBarQuery = (params: QueryParams) =>
  queryOptions({
    queryKey: ['list-tanggal-jadwal-available', params],
    queryFn: ({ signal }) => getDateBar(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDateBar = (params: QueryParams, enabled = true) =>
  useQuery({ ...dateBarQuery(params), enabled });
