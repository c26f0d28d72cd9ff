import { accessKeys } from './access/keys';
import { apiKeysKeys } from './api-keys/keys';
import { billingKeys } from './billing/keys';
import { filesKeys } from './files/files-query';
import { scopeKey, type QueryScope } from './keys';

/** The keys of one provider's cached data for one user; each is a prefix TanStack Query matches. */
export interface DashboardQueryKeys {
  /** Everything this provider cached for the user. */
  all: readonly unknown[];
  access: readonly unknown[];
  apiKeys: readonly unknown[];
  balance: readonly unknown[];
  usage: readonly unknown[];
  lowBalanceAlert: readonly unknown[];
  pricing: readonly unknown[];
  /** Every folder listing, or one folder's (`''` is the root). */
  files: (path?: string) => readonly unknown[];
}

export function dashboardQueryKeys(scope: QueryScope): DashboardQueryKeys {
  return {
    all: scopeKey(scope),
    access: accessKeys.record(scope),
    apiKeys: apiKeysKeys.all(scope),
    balance: billingKeys.balance(scope),
    usage: billingKeys.usage(scope),
    lowBalanceAlert: billingKeys.lowBalanceAlert(scope),
    pricing: billingKeys.pricing(scope),
    files: (path) => (path === undefined ? filesKeys.all(scope) : filesKeys.folder(scope, path)),
  };
}
