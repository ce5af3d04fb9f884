import { QueryClient } from '@tanstack/react-query';
import { WireError } from '../api/wire';

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: network failures and 5xx, never a 4xx or a business error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!(error instanceof WireError)) return false;
  return error.status === 0 || error.status >= 500;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry === false ? false : shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
