import type { OperatorList } from '@lintas/domain/catalog-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchResults } from '../../../lib/api-client';

/**
 * The operators (the public catalogue's list-operator, asked with the platform's
 * credentials, never a customer's token): the admin's operator choice. A petugas has one
 * operator and never asks.
 */
export const useOperatorChoices = (enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: ['operators'],
      queryFn: ({ signal }) =>
        fetchResults<OperatorList>({ path: 'travel/list-operator', anonymous: true, signal }),
      staleTime: 10 * 60_000,
      enabled,
    }),
  );
