import type { OperatorList } from '@lintas/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

const getOperators = (signal?: AbortSignal) =>
  fetchResults<OperatorList>({ path: 'travel/list-operator', signal });

const operatorsQuery = () =>
  queryOptions({
    queryKey: ['operators'],
    queryFn: ({ signal }) => getOperators(signal),
    staleTime: 10 * 60_000,
  });

export const useOperators = () => useQuery(operatorsQuery());
