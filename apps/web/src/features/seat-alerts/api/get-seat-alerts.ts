import type { SeatAlertList } from '@lintas/domain/seat-alert-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

export const seatAlertsKey = ['seat-alert'] as const;

const getSeatAlerts = (signal?: AbortSignal) =>
  fetchResults<SeatAlertList>({ path: 'travel/seat-alert', signal });

const seatAlertsQuery = () =>
  queryOptions({
    queryKey: seatAlertsKey,
    queryFn: ({ signal }) => getSeatAlerts(signal),
    staleTime: 60_000,
  });

/** GET travel/seat-alert (bearer): the customer's active alerts; asked only when logged in. */
export const useSeatAlerts = (enabled: boolean) => useQuery({ ...seatAlertsQuery(), enabled });
