import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** One retry for network trouble; a 4xx will not get better by asking again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
