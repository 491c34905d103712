import type { StaffFaresResult } from '@lintas/domain/staff-operations-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

export const faresKey = ['staff', 'tarif'] as const;

const getFares = (operatorCode: string, signal?: AbortSignal) =>
  fetchStaff<StaffFaresResult>({
    path: 'staff/tarif',
    params: { operator_kode: operatorCode },
    signal,
  });

/** GET /api/staff/tarif: an operator's routes with stops, hop fares and schedules. */
export const useFares = (operatorCode: string) =>
  useQuery(
    queryOptions({
      queryKey: [...faresKey, operatorCode],
      queryFn: ({ signal }) => getFares(operatorCode, signal),
      enabled: operatorCode !== '',
    }),
  );
