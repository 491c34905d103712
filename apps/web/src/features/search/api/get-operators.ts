import type { OperatorList } from '@lintas/domain/catalog-schemas';
import { fetchResults } from '../../../lib/api-client';
import { useInitialAnswer } from '../../../lib/use-initial-answer';

const getOperators = (signal?: AbortSignal) =>
  fetchResults<OperatorList>({ path: 'travel/list-operator', signal });

const operatorsKey = ['operators'] as const;

/**
 * list-operator, from the answer the server wrote into the home page: no QueryClient on
 * the home route's first paint (lib/use-initial-answer.ts, decision 0031). Same key and
 * staleTime as the query it was.
 */
export const useOperators = () => useInitialAnswer(operatorsKey, getOperators, 10 * 60_000);
