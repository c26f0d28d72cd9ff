import type { Messages } from '../i18n/messages';
import type { DashboardPaths } from './app-paths';
import { hasFeature, hasPermission, type AccessPolicyInput, type Feature, type Permission } from './policy';

export type NavItemId = 'overview' | 'api-keys' | 'files';

/** open: usable; locked: shown, clicks through to the subscription tab; hidden: not shown. */
export type NavVisibility = 'open' | 'locked' | 'hidden';

export interface NavItemRule {
  id: NavItemId;
  /** The page it opens (its path comes from the provider's config). */
  page: keyof DashboardPaths;
  /** The catalogue entry naming it (sidebar and quick links). */
  label: keyof Messages['shell'];
  permission?: Permission;
  feature?: Feature;
  /** Items that vanish instead of showing locked when the user lacks access. */
  hiddenWhenLacking?: boolean;
}

/** Navigation sidebar (the external Documentation link is always open). */
export const NAV_ITEMS: readonly NavItemRule[] = [
  { id: 'overview', page: 'overview', label: 'navOverview' },
  { id: 'api-keys', page: 'apiKeys', label: 'navApiKeys', permission: 'read:api_keys' },
  { id: 'files', page: 'files', label: 'navFiles', permission: 'read:files', feature: 'file_browser', hiddenWhenLacking: true },
];

export function navItemVisibility(item: NavItemRule, access: AccessPolicyInput): NavVisibility {
  const allowed =
    (!item.permission || hasPermission(access, item.permission)) &&
    (!item.feature || hasFeature(access, item.feature));
  if (allowed) return 'open';
  return item.hiddenWhenLacking ? 'hidden' : 'locked';
}
