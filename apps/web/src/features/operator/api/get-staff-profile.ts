import type { StaffProfile } from '@lintas/domain/staff-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

const getStaffProfile = (signal?: AbortSignal) =>
  fetchStaff<StaffProfile>({ path: 'staff/me', signal });

/**
 * GET /api/staff/me, read once per visit of the console: a session ended elsewhere (an
 * admin disabled the account, it expired on the server) answers 401 and signs out here at
 * once, not at the first action at the door.
 */
export const useStaffProfile = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: ['staff', 'me', token],
      queryFn: ({ signal }) => getStaffProfile(signal),
      staleTime: 5 * 60_000,
      retry: false,
      enabled: token !== '',
    }),
  );
