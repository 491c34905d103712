import type {
  StaffScheduleBody,
  StaffScheduleResult,
} from '@lintas/domain/staff-operations-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import { faresKey } from './get-fares';

/** PUT /api/staff/jadwal: a schedule's running days and time (never a booked trip's). */
export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffScheduleBody) =>
      fetchStaff<StaffScheduleResult>({ method: 'PUT', path: 'staff/jadwal', data: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faresKey }),
  });
}
