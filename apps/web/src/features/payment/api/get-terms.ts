import type { AssuranceTerms } from '@lintas/domain/pricing-schemas';
import type { OperatorTerms } from '@lintas/domain/schedule-result-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** operator-snk: an operator's terms, read before paying (the schedules feature has its own call). */
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

export const useOperatorTerms = (operatorCode: string, enabled: boolean) =>
  useQuery({ ...operatorTermsQuery(operatorCode), enabled });

/** asuransi-snk: the refund-assurance terms with the fee per passenger per leg. */
const assuranceTermsQuery = () =>
  queryOptions({
    queryKey: ['asuransi-snk'],
    queryFn: ({ signal }) => fetchResults<AssuranceTerms>({ path: 'travel/asuransi-snk', signal }),
    staleTime: 10 * 60_000,
  });

export const useAssuranceTerms = (enabled: boolean) =>
  useQuery({ ...assuranceTermsQuery(), enabled });
