import type { StaffPolicyBody, StaffPolicyResult } from '@lintas/domain/staff-policy-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

const policyKey = ['staff', 'kebijakan'] as const;

/** GET /api/staff/kebijakan: the operator's after-sale policy in force (its own or the default). */
export const useOperatorPolicy = (operatorCode: string) =>
  useQuery(
    queryOptions({
      queryKey: [...policyKey, operatorCode],
      queryFn: ({ signal }) =>
        fetchStaff<StaffPolicyResult>({
          path: 'staff/kebijakan',
          params: { operator_kode: operatorCode },
          signal,
        }),
      enabled: operatorCode !== '',
    }),
  );

/** PUT /api/staff/kebijakan: the whole policy, or null for the default; the next quote uses it. */
export function useSaveOperatorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPolicyBody) =>
      fetchStaff<StaffPolicyResult>({ method: 'PUT', path: 'staff/kebijakan', data: body }),
    onSuccess: (result) =>
      queryClient.setQueryData([...policyKey, result.operator_kode], {
        ...result,
        berubah: undefined,
      }),
  });
}
