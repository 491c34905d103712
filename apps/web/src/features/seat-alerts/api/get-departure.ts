import type { ScheduleDetailQuery } from '@lintas/domain/schedule-query-schemas';
import type { ScheduleDetail } from '@lintas/domain/schedule-result-schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/**
 * detail-jadwal for the departure a seat alert's link names: whether it can still be
 * booked, its free seats now, and the search-item fields the seat map step reads.
 */
export const useDeparture = (params: ScheduleDetailQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['seat-alert-departure', params],
    queryFn: ({ signal }) =>
      fetchResults<ScheduleDetail>({ path: 'travel/detail-jadwal', params: { ...params }, signal }),
    enabled,
    // Seats change by the minute: the link always asks afresh.
    staleTime: 0,
    gcTime: 0,
  });
