import type { StaffLoginResult } from '@lintas/domain/staff-schemas';
import { useMutation } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/**
 * POST /api/staff/login. Sent without any person's token (`anonymous`): a customer signed
 * in in this browser must not lend the console their session, nor lose it on a 401.
 */
const staffLogin = (body: { email: string; password: string }) =>
  fetchResults<StaffLoginResult>({
    method: 'POST',
    path: 'staff/login',
    data: body,
    anonymous: true,
  });

export const useStaffLogin = () => useMutation({ mutationFn: staffLogin });
