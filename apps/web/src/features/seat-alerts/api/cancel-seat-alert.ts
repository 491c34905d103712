import type { SeatAlertCancelResult } from '@lintas/domain/seat-alert-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import { seatAlertsKey } from './get-seat-alerts';

/** POST travel/seat-alert-batal (bearer): the customer no longer wants to be told. */
export function useCancelSeatAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) =>
      fetchResults<SeatAlertCancelResult>({
        method: 'POST',
        path: 'travel/seat-alert-batal',
        data: { alert_id: alertId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seatAlertsKey }),
  });
}
