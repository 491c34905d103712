import { ApiError } from './api-client';

/**
 * Whether a failed query is asked again (TanStack Query's `retry`, and the home page's
 * lists before the client exists, lib/use-initial-answer.ts). Client errors (4xx, a
 * not-OK envelope) are not retried: asking again gives the same answer. Network hiccups
 * get one retry.
 */
export function retriesOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.kind === 'status' || error.kind === 'aborted'))
    return false;
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) return false;
  return failureCount < 1;
}
