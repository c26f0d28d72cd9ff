// Nothing here but types is imported: the head script (data/early-requests-runtime.ts) reads kept keys through this file too.
import type { QueryScope } from '../context/context';

/** The first part of every kit query key, apart from any query of the app's own in a shared client. */
export const QUERY_NAMESPACE = 'dashboard-kit';

/** What the key calls the account: an organisation's id, `personal`, or `pending` while it is looked up. */
export function accountKey(scope: Pick<QueryScope, 'organizationId'>): string {
  return scope.organizationId === undefined ? 'pending' : (scope.organizationId ?? 'personal');
}

/** Root of every kit query key: `['dashboard-kit', provider, userId, account]`. */
export function scopeKey(scope: QueryScope) {
  return [QUERY_NAMESPACE, scope.provider, scope.userId ?? 'signed-out', accountKey(scope)] as const;
}

/** A kit query key read back into what `scopeKey` and the resource put in it; undefined for a key that is not the kit's. */
export function keyParts(queryKey: readonly unknown[]): { provider: unknown; user: unknown; account: unknown; resource: unknown } | undefined {
  if (queryKey[0] !== QUERY_NAMESPACE) return undefined;
  const [, provider, user, account, resource] = queryKey;
  return { provider, user, account, resource };
}

/** Whether a key is `scope`'s provider's but another user's (or no one's): what a change of user drops. */
export function isOtherUsersKey(queryKey: readonly unknown[], scope: QueryScope): boolean {
  const parts = keyParts(queryKey);
  const own = keyParts(scopeKey(scope))!;
  return parts !== undefined && parts.provider === own.provider && parts.user !== own.user;
}

/** Whether a key is of `resource` in `provider`'s cache, for any user and account. */
export function isResourceKey(queryKey: readonly unknown[], provider: string, resource: string): boolean {
  const parts = keyParts(queryKey);
  return parts !== undefined && parts.provider === provider && parts.resource === resource;
}

/** How a kept answer files its query's key: what follows the provider (`[user, account, resource, ...]`), as storage holds it for any provider's cache. */
export function keptKey(queryKey: readonly unknown[]): readonly unknown[] {
  return queryKey.slice(2);
}

/** A kept key's query key again, in `provider`'s cache. */
export function fromKeptKey(provider: string, kept: readonly unknown[]): readonly unknown[] {
  return [QUERY_NAMESPACE, provider, ...kept];
}

/** A kept key's user and resource. */
export function keptKeyParts(kept: readonly unknown[]): { user: unknown; resource: unknown } {
  const [user, , resource] = kept;
  return { user, resource };
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
