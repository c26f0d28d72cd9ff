import { endpointKey, resourceKey } from './endpoint-query';
import { ACCESS } from './access/endpoints';
import { API_KEYS } from './api-keys/endpoints';
import { BALANCE, LOW_BALANCE_ALERT, PRICING, USAGE } from './billing/endpoints';
import { FOLDER } from './files/endpoints';
import { MODELS } from './forecast/endpoints';
import { scopeKey } from './keys';
import { ORGANIZATIONS } from './organizations/list-endpoint';
import { ORGANIZATION_RESOURCES } from './organizations/list-key';
import { REQUESTS_RESOURCE } from './requests/endpoints';
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
  /** The user's organisations and the invitations waiting for them (the same in every account). */
  organizations: readonly unknown[];
  /** Every organisation's members the user has seen, or one organisation's (by its id). */
  members: (organizationId?: string) => readonly unknown[];
  /** Every organisation's invitations the user has seen, or one organisation's (by its id). */
  invitations: (organizationId?: string) => readonly unknown[];
  /** The active account's audit log: every page and export. */
  auditLog: readonly unknown[];
  /** The forecast model catalogue (the same in every account). */
  models: readonly unknown[];
  /** The active account's request log: its pages, histogram and single requests. */
  requests: readonly unknown[];
}

/** A resource of one organisation's, for every organisation or for one: kept under the user's own scope. */
function organizationResource(resource: string, scope: QueryScope, organizationId: string | undefined): readonly unknown[] {
  const all = resourceKey(resource, scope, true);
  return organizationId === undefined ? all : [...all, organizationId];
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
    organizations: endpointKey(ORGANIZATIONS, scope),
    members: (organizationId) => organizationResource(ORGANIZATION_RESOURCES.members, scope, organizationId),
    invitations: (organizationId) => organizationResource(ORGANIZATION_RESOURCES.invitations, scope, organizationId),
    auditLog: resourceKey(ORGANIZATION_RESOURCES.auditLog, scope),
    models: endpointKey(MODELS, scope),
    requests: resourceKey(REQUESTS_RESOURCE, scope),
  };
}
