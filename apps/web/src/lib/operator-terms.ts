import type { OperatorTerms } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { fetchResults } from './api-client';

/**
 * operator-snk: an operator's terms and its after-sale policy (list_kebijakan, issue 21).
 * Read by the results' schedule detail, the seat and booker pages, the payment step's
 * terms sheet and the ticket, so it lives here rather than in one feature: one cache
 * entry per operator, whichever page asked first.
 */
const operatorTermsQuery = (operatorCode: string) =>
  queryOptions({
    queryKey: ['operator-snk', operatorCode],
    queryFn: ({ signal }) =>
      fetchResults<OperatorTerms>({
        path: 'travel/operator-snk',
        params: { operator_kode: operatorCode },
        signal,
      }),
    staleTime: 10 * 60_000,
  });

export const useOperatorTerms = (operatorCode: string, enabled = true) =>
  useQuery({ ...operatorTermsQuery(operatorCode), enabled });

/** One operator's policy in sentences. */
export interface OperatorPolicyText {
  code: string;
  name: string;
  lines: string[];
}

export type OperatorPoliciesState =
  | { status: 'pending' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; policies: OperatorPolicyText[] };

/**
 * The after-sale policies of the operators of a trip (each once, in the trip's order):
 * pending until every one has answered, an error with a retry when one could not.
 */
export function useOperatorPolicies(operatorCodes: readonly string[]): OperatorPoliciesState {
  const codes = [...new Set(operatorCodes.filter(Boolean))];
  const answers = useQueries({ queries: codes.map((code) => operatorTermsQuery(code)) });
  const failed = answers.find((answer) => answer.isError);
  if (failed) {
    return {
      status: 'error',
      message: failed.error?.message ?? 'Kebijakan pembatalan gagal dimuat.',
      retry: () => {
        for (const answer of answers) if (answer.isError) void answer.refetch();
      },
    };
  }
  if (answers.some((answer) => !answer.data)) return { status: 'pending' };
  return {
    status: 'ready',
    policies: answers.map((answer) => ({
      code: answer.data!.operator_kode,
      name: answer.data!.operator_nama,
      lines: answer.data!.list_kebijakan ?? [],
    })),
  };
}
