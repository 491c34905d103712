import type { StaffAuditResult } from '@lintas/domain/staff-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

const getAudit = (page: number, signal?: AbortSignal) =>
  fetchStaff<StaffAuditResult>({ path: 'staff/audit', params: { page }, signal });

/** GET /api/staff/audit (admin; a petugas is answered 403). The last page stays while the next loads. */
export const useAudit = (page: number, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'audit', page],
      queryFn: ({ signal }) => getAudit(page, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
