import type { DepartureStep } from '@lintas/domain/departure-status';
import type { StaffDepartureStatusResult, StaffManifestResult } from '@lintas/domain/staff-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import type { DepartureKey } from '../lib/departure-key';

const markDepartureStatus = (departure: DepartureKey, status: DepartureStep) =>
  fetchStaff<StaffDepartureStatusResult>({
    method: 'POST',
    path: 'staff/keberangkatan/status',
    data: {
      operator_kode: departure.operator_kode,
      jadwal_kode: departure.jadwal_kode,
      tanggal: departure.tanggal,
      status,
    },
  });

/**
 * POST /api/staff/keberangkatan/status (decision 0039): the departure's next step. The
 * answer's status goes into the open manifest at once; the manifest and the day's
 * departures are read again either way (a refusal may mean another petugas moved it on).
 */
export function useMarkDepartureStatus(departure: DepartureKey) {
  const queryClient = useQueryClient();
  const manifestKey = [
    'staff',
    'manifest',
    departure.operator_kode,
    departure.jadwal_kode,
    departure.tanggal,
  ];
  return useMutation({
    mutationFn: (status: DepartureStep) => markDepartureStatus(departure, status),
    // The answer names the same departure (operator, schedule, date) and its live fields.
    onSuccess: (result) =>
      queryClient.setQueryData<StaffManifestResult>(manifestKey, (current) =>
        current ? { ...current, keberangkatan: { ...current.keberangkatan, ...result } } : current,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: manifestKey }),
        queryClient.invalidateQueries({ queryKey: ['staff', 'keberangkatan'] }),
      ]),
  });
}
