import { QUERY_NAMESPACE } from '../provider/query-client';

/** Root of every kit query key, per signed-in user: `['dashboard-kit', userId]`. */
export function userScope(userId: string | null) {
  return [QUERY_NAMESPACE, userId ?? 'signed-out'] as const;
}
