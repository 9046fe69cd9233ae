import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

// A 4xx answer will not change on retry (bad input, rate limit): retry only network and server errors, once.
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5 * 60_000 },
      mutations: { retry: false },
    },
  });
}
