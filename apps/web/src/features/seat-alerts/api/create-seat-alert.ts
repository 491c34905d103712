import type { SeatAlert, SeatAlertBody } from '@lintas/domain/seat-alert-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';
import { seatAlertsKey } from './get-seat-alerts';

/** POST travel/seat-alert (bearer): "Kabari Saya Jika Ada Kursi" on a sold-out departure. */
export function useCreateSeatAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SeatAlertBody) =>
      fetchResults<SeatAlert>({ method: 'POST', path: 'travel/seat-alert', data: body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seatAlertsKey }),
  });
}
