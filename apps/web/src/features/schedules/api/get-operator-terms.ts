import type { OperatorTerms } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** operator-snk: the operator's terms and conditions, as a list of rules. */
const getOperatorTerms = (operatorCode: string, signal?: AbortSignal) =>
  fetchResults<OperatorTerms>({
    path: 'travel/operator-snk',
    params: { operator_kode: operatorCode },
    signal,
  });

const operatorTermsQuery = (operatorCode: string) =>
  queryOptions({
    queryKey: ['operator-snk', operatorCode],
    queryFn: ({ signal }) => getOperatorTerms(operatorCode, signal),
    staleTime: 10 * 60_000,
  });

export const useOperatorTerms = (operatorCode: string, enabled = true) =>
  useQuery({ ...operatorTermsQuery(operatorCode), enabled });
