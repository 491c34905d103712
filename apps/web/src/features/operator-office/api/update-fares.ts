import type { StaffFaresBody, StaffFaresResult } from '@lintas/domain/staff-operations-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import { faresKey } from './get-fares';

/** PUT /api/staff/tarif: one route's hop fares (and schedule percents); search shows it next. */
export function useUpdateFares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffFaresBody) =>
      fetchStaff<StaffFaresResult>({ method: 'PUT', path: 'staff/tarif', data: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faresKey }),
  });
}
