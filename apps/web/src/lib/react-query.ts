import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { seedInitialAnswers } from './initial-data';

/**
 * TanStack Query holds all server state. Client errors (4xx, a not-OK envelope) are not
 * retried: asking again gives the same answer. Network hiccups get one retry. The answers
 * the server wrote into the page (decision 0026) are in the cache before the first render.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && (error.kind === 'status' || error.kind === 'aborted'))
            return false;
          if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500)
            return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
  seedInitialAnswers(client);
  return client;
}
