import { endpointKey, resourceKey } from './endpoint-query';
import { ACCESS } from './access/endpoints';
import { API_KEYS } from './api-keys/endpoints';
import { BALANCE, LOW_BALANCE_ALERT, PRICING, USAGE } from './billing/endpoints';
import { FOLDER } from './files/endpoints';
import { scopeKey } from './keys';
import type { QueryScope } from '../context/context';

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
    access: endpointKey(ACCESS, scope),
    apiKeys: resourceKey(API_KEYS.resource, scope),
    balance: endpointKey(BALANCE, scope),
    usage: endpointKey(USAGE, scope),
    lowBalanceAlert: endpointKey(LOW_BALANCE_ALERT, scope),
    pricing: endpointKey(PRICING, scope),
    files: (path) => (path === undefined ? resourceKey(FOLDER.resource, scope) : endpointKey(FOLDER, scope, path)),
  };
}
