import type { StaffCancelDepartureResult } from '@lintas/domain/staff-operations-schemas';
import type { StaffDeparturesResult } from '@lintas/domain/staff-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

/** GET /api/staff/keberangkatan: the day's departures to choose the one to cancel from. */
export const useDayDepartures = (tanggal: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'keberangkatan', tanggal],
      queryFn: ({ signal }) =>
        fetchStaff<StaffDeparturesResult>({
          path: 'staff/keberangkatan',
          params: { tanggal },
          signal,
        }),
    }),
  );

export interface CancelDepartureInput {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
  alasan: string;
}

/**
 * POST /api/staff/keberangkatan/batal: the departure leaves search, its paid bookings owe a
 * refund and their bookers are told; the departures and the refund queue are read again.
 */
export function useCancelDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelDepartureInput) =>
      fetchStaff<StaffCancelDepartureResult>({
        method: 'POST',
        path: 'staff/keberangkatan/batal',
        data: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
