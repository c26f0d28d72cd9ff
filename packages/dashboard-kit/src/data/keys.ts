import { QUERY_NAMESPACE } from './query-client';

/**
 * Whose data a kit query holds: one provider's (its API base and auth source, see
 * provider/provider-cache-id.ts) and one user's. The provider makes it; `useQueryScope` reads it. Two providers on a page, sharing a QueryClient
 * or not, never read each other's cache.
 */
export interface QueryScope {
  provider: string;
  userId: string | null;
}

/** Root of every kit query key: `['dashboard-kit', provider, userId]`. */
export function scopeKey(scope: QueryScope) {
  return [QUERY_NAMESPACE, scope.provider, scope.userId ?? 'signed-out'] as const;
}
