import type {
  StaffMoveDepartureBody,
  StaffMoveDepartureResult,
} from '@lintas/domain/staff-move-schemas';
import type { StaffManifestResult } from '@lintas/domain/staff-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

export type MoveDepartureInput = Pick<
  StaffMoveDepartureBody,
  'operator_kode' | 'jadwal_kode' | 'tanggal' | 'jam_baru' | 'alasan'
>;

/**
 * POST /api/staff/keberangkatan/pindah: the departure leaves at `jam_baru` on its own date,
 * its paid bookers are told; the day's departures and manifests are read again.
 */
export function useMoveDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveDepartureInput) =>
      fetchStaff<StaffMoveDepartureResult>({
        method: 'POST',
        path: 'staff/keberangkatan/pindah',
        data: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/**
 * GET /api/staff/manifest for the move's confirmation: every paid passenger, so the
 * staff member sees which bookers will be told before confirming. The manifest screen
 * reads the same address under the same key (one cached answer for both).
 */
export const useDepartureBookers = (key: {
  operator_kode: string;
  jadwal_kode: string;
  tanggal: string;
}) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'manifest', key.operator_kode, key.jadwal_kode, key.tanggal],
      queryFn: ({ signal }) =>
        fetchStaff<StaffManifestResult>({ path: 'staff/manifest', params: { ...key }, signal }),
    }),
  );
