import type { SectionTexts } from '../i18n/messages';
import type { DashboardPaths } from './app-paths';
import { hasFeature, hasPermission, type AccessPolicyInput, type Feature, type Permission } from './policy';

export type NavItemId = 'overview' | 'api-keys' | 'files' | 'requests' | 'models' | 'explorer' | 'members' | 'organization-settings' | 'audit-log';

/** What the provider's API offers past the spec's calls, as far as the kit knows. */
export interface ApiOffers {
  /** It keeps a request log (a 404 from `/v1/requests` says it does not). */
  requestLog: boolean;
  /** It has organisations (a 404 from `/v1/organizations` says it does not), and with them an audit log. */
  organizations: boolean;
  /** The user acts for an organisation (not their personal account). */
  organization: boolean;
  /** It has a model catalogue (a 404 from `/v1/models` says it does not), and with it the explorer. */
  models: boolean;
}

/** The spec's API: nothing beyond it. */
export const SPEC_API: ApiOffers = { requestLog: false, organizations: false, organization: false, models: false };

/** open: usable; locked: shown, clicks through to the subscription tab; hidden: not shown. */
export type NavVisibility = 'open' | 'locked' | 'hidden';

export interface NavItemRule {
  id: NavItemId;
  /** The page it opens (its path comes from the provider's config). */
  page: keyof DashboardPaths;
  /** The catalogue entry naming it (sidebar and quick links). */
  label: keyof SectionTexts<'shell'>;
  permission?: Permission;
  feature?: Feature;
  /** Items that vanish instead of showing locked when the user lacks access. */
  hiddenWhenLacking?: boolean;
  /** Shown only where the API offers this. */
  needs?: keyof ApiOffers;
}

/** Navigation sidebar (the external Documentation link is always open). */
export const NAV_ITEMS: readonly NavItemRule[] = [
  { id: 'overview', page: 'overview', label: 'navOverview' },
  { id: 'api-keys', page: 'apiKeys', label: 'navApiKeys', permission: 'read:api_keys' },
  { id: 'files', page: 'files', label: 'navFiles', permission: 'read:files', feature: 'file_browser', hiddenWhenLacking: true },
  // The requests made with the user's keys, so it goes with the keys' permission.
  { id: 'requests', page: 'requests', label: 'navRequests', permission: 'read:api_keys', hiddenWhenLacking: true, needs: 'requestLog' },
  // The catalogue and the explorer, where the API serves the catalogue.
  { id: 'models', page: 'models', label: 'navModels', needs: 'models' },
  { id: 'explorer', page: 'explorer', label: 'navExplorer', needs: 'models' },
  // An organisation's own pages, while the user acts for one.
  { id: 'members', page: 'members', label: 'navMembers', needs: 'organization' },
  { id: 'organization-settings', page: 'organizationSettings', label: 'navOrganizationSettings', needs: 'organization' },
  { id: 'audit-log', page: 'auditLog', label: 'navAuditLog', needs: 'organizations' },
];

/** How an item shows for `access`, against an API that offers `offers` (the spec's API unless told). */
export function navItemVisibility(item: NavItemRule, access: AccessPolicyInput, offers: ApiOffers = SPEC_API): NavVisibility {
  if (item.needs && !offers[item.needs]) return 'hidden';
  const allowed =
    (!item.permission || hasPermission(access, item.permission)) &&
    (!item.feature || hasFeature(access, item.feature));
  if (allowed) return 'open';
  return item.hiddenWhenLacking ? 'hidden' : 'locked';
}
