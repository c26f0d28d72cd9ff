import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../../access/app-paths';
import { SPEC_API } from '../../access/nav';
import type { AccessPolicyInput } from '../../access/policy';
import { isActivePath, sidebarItems } from './shell.logic';

const everything: AccessPolicyInput = {
  role: 'user:developer',
  features: ['file_browser'],
  permissions: { 'read:api_keys': ['*'], 'read:files': ['*'] },
  is_in_trial: false,
};

describe('sidebarItems (navigation sidebar)', () => {
  it('opens every item to a user with the permissions and the file_browser feature', () => {
    expect(sidebarItems(everything, '/api-keys', DEFAULT_PATHS)).toEqual([
      { id: 'overview', label: 'navOverview', path: '/overview', visibility: 'open', href: '/overview', active: false },
      { id: 'api-keys', label: 'navApiKeys', path: '/api-keys', visibility: 'open', href: '/api-keys', active: true },
      { id: 'files', label: 'navFiles', path: '/browse', visibility: 'open', href: '/browse', active: false },
    ]);
  });

  it('locks API Keys without read:api_keys and sends it to the subscription tab', () => {
    const items = sidebarItems({ ...everything, permissions: { 'read:files': ['*'] } }, '/overview', DEFAULT_PATHS);
    expect(items.find((item) => item.id === 'api-keys')).toMatchObject({ visibility: 'locked', href: '/account?tab=subscription' });
  });

  it('locks nothing while the access record loads, and shows nothing only access would open', () => {
    expect(sidebarItems(undefined, '/api-keys', DEFAULT_PATHS).map(({ id, visibility, href }) => ({ id, visibility, href }))).toEqual([
      { id: 'overview', visibility: 'open', href: '/overview' },
      { id: 'api-keys', visibility: 'open', href: '/api-keys' },
    ]);
  });

  it('hides Files (never locks it) without read:files or without the feature', () => {
    const ids = (access: AccessPolicyInput) => sidebarItems(access, '/', DEFAULT_PATHS).map((item) => item.id);
    expect(ids({ ...everything, permissions: { 'read:api_keys': ['*'] } })).toEqual(['overview', 'api-keys']);
    expect(ids({ ...everything, features: [] })).toEqual(['overview', 'api-keys']);
  });

  it('shows Requests where the API keeps a request log, to a user who may read keys, hidden otherwise', () => {
    const withLog = { ...SPEC_API, requestLog: true };
    expect(sidebarItems(everything, '/logs', DEFAULT_PATHS, withLog).at(-1)).toEqual({
      id: 'requests',
      label: 'navRequests',
      path: '/logs',
      visibility: 'open',
      href: '/logs',
      active: true,
    });
    // The spec's API (no log) and a user without read:api_keys: no item, not even a locked one.
    expect(sidebarItems(everything, '/', DEFAULT_PATHS).map((item) => item.id)).not.toContain('requests');
    expect(sidebarItems({ ...everything, permissions: { 'read:files': ['*'] } }, '/', DEFAULT_PATHS, withLog).map((item) => item.id)).toEqual(['overview', 'api-keys', 'files']);
  });

  it("takes each item's path, and the locked items' subscription tab, from the configured pages", () => {
    const paths = { ...DEFAULT_PATHS, overview: '/home', apiKeys: '/keys', account: '/settings' };
    expect(sidebarItems(everything, '/keys', paths).map(({ path, active }) => ({ path, active }))).toEqual([
      { path: '/home', active: false },
      { path: '/keys', active: true },
      { path: '/browse', active: false },
    ]);
    const locked = sidebarItems({ ...everything, permissions: {} }, '/home', paths).find((item) => item.id === 'api-keys');
    expect(locked?.href).toBe('/settings?tab=subscription');
  });
});

describe('isActivePath', () => {
  it('marks the item on its path and below it, not on a sibling that shares a prefix', () => {
    expect(isActivePath('/api-keys', '/api-keys')).toBe(true);
    expect(isActivePath('/api-keys', '/api-keys/')).toBe(true);
    expect(isActivePath('/browse', '/browse/x')).toBe(true);
    expect(isActivePath('/api-keys', '/api-keys-old')).toBe(false);
    expect(isActivePath('/overview', '/')).toBe(false);
  });

  it('lists an organisation’s Members and settings while the user acts for one, and the Audit log where the API has organisations', () => {
    const ids = (offers: typeof SPEC_API) => sidebarItems(everything, '/', DEFAULT_PATHS, offers).map((item) => item.id);
    expect(ids(SPEC_API)).not.toContain('audit-log');
    expect(ids({ ...SPEC_API, organizations: true })).toEqual(['overview', 'api-keys', 'files', 'audit-log']);
    expect(ids({ ...SPEC_API, organizations: true, organization: true })).toEqual(['overview', 'api-keys', 'files', 'members', 'organization-settings', 'audit-log']);
  });
});
