import type { AssuranceTerms } from '@lintas/domain/pricing-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/** asuransi-snk: the refund-assurance terms with the fee per passenger per leg. */
const assuranceTermsQuery = () =>
  queryOptions({
    queryKey: ['asuransi-snk'],
    queryFn: ({ signal }) => fetchResults<AssuranceTerms>({ path: 'travel/asuransi-snk', signal }),
    staleTime: 10 * 60_000,
  });

export const useAssuranceTerms = (enabled: boolean) =>
  useQuery({ ...assuranceTermsQuery(), enabled });
