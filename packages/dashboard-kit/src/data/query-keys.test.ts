import { describe, expect, it } from 'vitest';
import type { QueryScope } from '../context/context';
import { endpointKey } from './endpoint-query';
import { MODELS } from './forecast/endpoints';
import { isOtherUsersKey, isResourceKey, keyParts } from './keys';
import { AUDIT_LOG, INVITATIONS, MEMBERS } from './organizations/endpoints';
import { NO_AUDIT_FILTERS } from './organizations/audit-filters';
import { ORGANIZATIONS } from './organizations/list-endpoint';
import { dashboardQueryKeys } from './query-keys';
import { REQUEST_HISTOGRAM, REQUEST_ONE, REQUEST_PAGE } from './requests/endpoints';
import { DEFAULT_REQUEST_FILTERS } from './requests/request-filters';

// The public keys are what an app invalidates to refresh a widget's data: each must be (a prefix
// of) the key the widget's own query has, in an organisation's scope too.
const inOrganization: QueryScope = { provider: 'p1', userId: 'user_1', organizationId: 'org_1' };
const keys = dashboardQueryKeys(inOrganization);
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual(prefix);

describe('the public query keys', () => {
  it('name the organisation list, members and invitations under the user, whichever account is active', () => {
    expect(keys.organizations).toEqual(endpointKey(ORGANIZATIONS, inOrganization));
    expect(keys.members('org_1')).toEqual(endpointKey(MEMBERS, inOrganization, 'org_1'));
    expect(keys.invitations('org_1')).toEqual(endpointKey(INVITATIONS, inOrganization, 'org_1'));
    startsWith(endpointKey(MEMBERS, inOrganization, 'org_2'), keys.members());
    startsWith(endpointKey(INVITATIONS, inOrganization, 'org_2'), keys.invitations());
    expect(keys.members('org_1')).not.toEqual(keys.members('org_2'));
  });

  it('name the active account’s audit log and request log, each of their queries', () => {
    startsWith(endpointKey(AUDIT_LOG, inOrganization, { filters: NO_AUDIT_FILTERS, cursor: null }), keys.auditLog);
    startsWith(endpointKey(REQUEST_PAGE, inOrganization, { filters: DEFAULT_REQUEST_FILTERS, cursor: null }), keys.requests);
    startsWith(endpointKey(REQUEST_HISTOGRAM, inOrganization, DEFAULT_REQUEST_FILTERS), keys.requests);
    startsWith(endpointKey(REQUEST_ONE, inOrganization, 'req_1'), keys.requests);
    startsWith(keys.requests, keys.all);
    expect(keys.requests).not.toEqual(dashboardQueryKeys({ ...inOrganization, organizationId: null }).requests);
  });

  it('name the model catalogue, the same in every account', () => {
    expect(keys.models).toEqual(endpointKey(MODELS, inOrganization));
    expect(keys.models).toEqual(dashboardQueryKeys({ ...inOrganization, organizationId: null }).models);
  });
});

describe('reading a kit key back', () => {
  it('tells its provider, user, account and resource, and knows an app’s own key for what it is', () => {
    expect(keyParts(keys.requests)).toEqual({ provider: 'p1', user: 'user_1', account: 'org_1', resource: 'requests' });
    expect(keyParts(['todos', 'p1', 'user_1'])).toBeUndefined();
    expect(isResourceKey(keys.members('org_1'), 'p1', 'organization-members')).toBe(true);
    expect(isResourceKey(keys.members('org_1'), 'p2', 'organization-members')).toBe(false);
  });

  it('tells another user’s keys in the same provider from the user’s own and from another provider’s', () => {
    expect(isOtherUsersKey(dashboardQueryKeys({ ...inOrganization, userId: 'user_2' }).requests, inOrganization)).toBe(true);
    expect(isOtherUsersKey(dashboardQueryKeys({ ...inOrganization, userId: null }).all, inOrganization)).toBe(true);
    expect(isOtherUsersKey(keys.requests, inOrganization)).toBe(false);
    expect(isOtherUsersKey(dashboardQueryKeys({ ...inOrganization, provider: 'p2', userId: 'user_2' }).all, inOrganization)).toBe(false);
  });
});
