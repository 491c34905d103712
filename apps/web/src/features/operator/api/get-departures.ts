import type { StaffDeparturesResult } from '@lintas/domain/staff-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

const getDepartures = (tanggal: string, signal?: AbortSignal) =>
  fetchStaff<StaffDeparturesResult>({ path: 'staff/keberangkatan', params: { tanggal }, signal });

/** GET /api/staff/keberangkatan: the departures of one day the staff member may see. */
export const useDepartures = (tanggal: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'keberangkatan', tanggal],
      queryFn: ({ signal }) => getDepartures(tanggal, signal),
      // Seats sell and passengers board while the screen is open.
      refetchInterval: 60_000,
    }),
  );
