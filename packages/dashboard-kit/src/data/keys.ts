import type { QueryScope } from '../context/context';
import { QUERY_NAMESPACE } from './query-client';

/** Root of every kit query key: `['dashboard-kit', provider, userId]`. */
export function scopeKey(scope: QueryScope) {
  return [QUERY_NAMESPACE, scope.provider, scope.userId ?? 'signed-out'] as const;
}
