import { NAV_ITEMS, navItemVisibility, SPEC_API, type ApiOffers, type NavItemId, type NavVisibility } from '../../access/nav';
import type { AccessPolicyInput } from '../../access/policy';
import { FALLBACK_ACCESS } from '../../api/schemas/access';
import { normalizePath } from '../../access/routes';
import { subscriptionPath, type DashboardPaths } from '../../access/app-paths';
import type { SectionTexts } from '../../i18n/messages';
import type { ThemeMode } from '../../theme/tokens';

export interface SidebarItem {
  id: NavItemId;
  /** The catalogue entry naming it. */
  label: keyof SectionTexts<'shell'>;
  path: string;
  visibility: Exclude<NavVisibility, 'hidden'>;
  /** Where a click goes: the item's page, or the subscription tab when it is locked. */
  href: string;
  active: boolean;
}

/** What the light/dark switch says: the mode it switches to. */
export function themeSwitchLabel(mode: ThemeMode, t: SectionTexts<'shell'>): string {
  return mode === 'dark' ? t.switchToLight : t.switchToDark;
}

/** The sidebar's width. */
export const SIDEBAR_WIDTH = 200;

/** An item is active on its own path and below it (`/api-keys/x` keeps API Keys marked). */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  const current = normalizePath(currentPath);
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/**
 * Navigation sidebar: the items the user sees, each open or locked (locked
 * items click through to /account?tab=subscription); Files is hidden rather than locked, and so
 * is Requests, which also needs an API that keeps a request log. `access` is undefined while the
 * record loads: nothing is locked before it is known (an item it would lock shows open, one it
 * would hide stays out until then), so a page painted before it says no "Available in Pro" that
 * is not so.
 */
export function sidebarItems(access: AccessPolicyInput | undefined, currentPath: string, paths: DashboardPaths, offers: ApiOffers = SPEC_API): SidebarItem[] {
  return NAV_ITEMS.flatMap((item) => {
    const known = navItemVisibility(item, access ?? FALLBACK_ACCESS, offers);
    const visibility = access === undefined && known === 'locked' ? 'open' : known;
    if (visibility === 'hidden') return [];
    const path = paths[item.page];
    return [{ id: item.id, label: item.label, path, visibility, href: visibility === 'open' ? path : subscriptionPath(paths), active: isActivePath(path, currentPath) }];
  });
}

