import type { QueryScope } from '../context/context';
import { QUERY_NAMESPACE } from './query-client';

/** What the key calls the account: an organisation's id, `personal`, or `pending` while it is looked up. */
export function accountKey(scope: Pick<QueryScope, 'organizationId'>): string {
  return scope.organizationId === undefined ? 'pending' : (scope.organizationId ?? 'personal');
}

/** Root of every kit query key: `['dashboard-kit', provider, userId, account]`. */
export function scopeKey(scope: QueryScope) {
  return [QUERY_NAMESPACE, scope.provider, scope.userId ?? 'signed-out', accountKey(scope)] as const;
}

/** The scope of what is the same for every account of the user (their access record, files, prices): their personal one's. */
export function userScope(scope: QueryScope): QueryScope {
  return { ...scope, organizationId: null };
}

/** The header that names the organisation a call acts for (API-PROPOSAL.md); none for the personal account. */
export const ORGANIZATION_HEADER = 'organization-id';

/** The headers a call of an account's data carries in `scope`. */
export function accountHeaders(scope: Pick<QueryScope, 'organizationId'>): Record<string, string> | undefined {
  return scope.organizationId ? { [ORGANIZATION_HEADER]: scope.organizationId } : undefined;
}
