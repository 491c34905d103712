import { QueryClient } from '@tanstack/react-query';
import { seedInitialAnswers } from './initial-data';
import { retriesOnce } from './query-retry';

/**
 * TanStack Query holds all server state. Client errors (4xx, a not-OK envelope) are not
 * retried: asking again gives the same answer. Network hiccups get one retry. The answers
 * the server wrote into the page (decision 0026) are in the cache from its creation, with
 * those the home page's lists asked for before it existed (lib/use-initial-answer.ts).
 * The app creates it in lib/query-client-module.ts, after the first render (decision 0031).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: retriesOnce,
      },
      mutations: { retry: false },
    },
  });
  seedInitialAnswers(client);
  return client;
}
