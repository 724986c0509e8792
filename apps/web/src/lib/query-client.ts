import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

const MAX_RETRIES = 1;

/** Retrying a 4xx only repeats the same answer (and a 429 makes it worse); network blips and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

/** A fresh client per app (and per test, so no cached data leaks between them). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Generation endpoints are slow and costly; refetching them because a tab regained focus is surprising.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
