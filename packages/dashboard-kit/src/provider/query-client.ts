import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from '../api/errors';

/** Every kit query key starts with this, so a host's own queries never collide. */
export const QUERY_NAMESPACE = 'dashboard-kit';

/** A QueryClient with the kit's retry rule: only what the error catalogue marks retryable. */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
