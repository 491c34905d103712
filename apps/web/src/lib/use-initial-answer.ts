import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { knownAnswer, rememberAnswer } from './initial-data';
import { retriesOnce } from './query-retry';

/** What a list shows, as a TanStack Query result would say it. */
export type InitialAnswerResult<T> = (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: T | undefined; error: Error }
  | { isPending: false; isError: false; data: T; error: null }
) & { refetch: () => void };

type State<T> = Omit<InitialAnswerResult<T>, 'refetch'>;

const pending = { isPending: true, isError: false, data: undefined, error: null } as const;

/** TanStack Query's delay before its one retry (retryer's default for a first failure). */
const RETRY_DELAY_MS = 1000;

/** The answer for `key`: the client's cache once there is one, else what the page knows. */
function answerFor(
  client: QueryClient | undefined,
  key: readonly unknown[],
): { data: unknown; updatedAt: number } | undefined {
  const cached = client?.getQueryState(key);
  if (cached?.data !== undefined) return { data: cached.data, updatedAt: cached.dataUpdatedAt };
  const known = knownAnswer(key);
  return known && { data: known.data, updatedAt: Math.min(known.updatedAt, Date.now()) };
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/** Offline, a query waits for the network instead of failing (TanStack's networkMode). */
function online(signal: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => {
    const back = () => resolve();
    window.addEventListener('online', back, { once: true });
    signal.addEventListener('abort', () => window.removeEventListener('online', back), {
      once: true,
    });
  });
}

/**
 * A query of the home page's first paint without TanStack Query (decision 0031): the home
 * route's JavaScript carries no QueryClient, which comes after the first render. Answers
 * from the server's answer in the page (decision 0026) or, once it exists, the client's
 * cache; asks the API when there is neither (home opened by a link inside the app, the
 * prerendered shell, an old cached page) or the answer is older than `staleTime`, as
 * useQuery would: same retry (lib/query-retry.ts), pending and error states, `refetch`.
 * What it fetches goes into the client's cache, or is kept for the client to be created
 * with, so other pages find it there as before.
 */
export function useInitialAnswer<T>(
  key: readonly unknown[],
  fetchAnswer: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
): InitialAnswerResult<T> {
  const client = useContext(QueryClientContext);
  const clientRef = useRef(client);
  const keyRef = useRef(key);
  const fetchRef = useRef(fetchAnswer);
  useEffect(() => {
    clientRef.current = client;
    keyRef.current = key;
    fetchRef.current = fetchAnswer;
  });
  const [first] = useState(() => answerFor(client, key));
  const [state, setState] = useState<State<T>>(() =>
    first ? { isPending: false, isError: false, data: first.data as T, error: null } : pending,
  );
  // The running request's controller: one at a time, aborted when the list unmounts.
  const running = useRef<AbortController | null>(null);

  const run = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    for (let failures = 0; ; failures++) {
      await online(signal);
      if (signal.aborted) return;
      try {
        const data = await fetchRef.current(signal);
        if (signal.aborted) return;
        const answer = { key: [...keyRef.current], data, updatedAt: Date.now() };
        if (clientRef.current) clientRef.current.setQueryData(answer.key, data);
        else rememberAnswer(answer);
        setState({ isPending: false, isError: false, data, error: null });
        return;
      } catch (caught) {
        if (signal.aborted) return;
        if (retriesOnce(failures, caught)) {
          await wait(RETRY_DELAY_MS, signal);
          continue;
        }
        const error = caught instanceof Error ? caught : new Error(String(caught));
        setState((now) => ({ isPending: false, isError: true, data: now.data, error }));
        return;
      }
    }
  }, []);

  useEffect(() => {
    // Asked for on mount when nothing is known or what is known is stale (staleTime).
    if (!first || Date.now() - first.updatedAt > staleTime) void run();
    return () => running.current?.abort();
  }, [first, run, staleTime]);

  // A retry with nothing to show goes back to the skeleton, as useQuery's refetch does.
  const refetch = useCallback(() => {
    setState((now) => (now.data === undefined ? pending : now));
    void run();
  }, [run]);

  return { ...state, refetch } as InitialAnswerResult<T>;
}
