import { NAV_ITEMS, navItemVisibility, SPEC_API, type ApiOffers } from '../../access/nav';
import { canAddCredits, type AccessPolicyInput } from '../../access/policy';
import type { SectionTexts } from '../../i18n/messages';
import { addCreditsPath, type DashboardPaths } from '../../access/app-paths';

export type QuickLinkAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'user-platform' };

export interface QuickLink {
  id: string;
  label: string;
  section: 'pages' | 'commands';
  action: QuickLinkAction;
}

/**
 * Quick links: the navigation items the user can open, then the commands
 * Go To User Platform, Account Settings, Add Credits (only with billing_credits and
 * without billing:ignore_credits) and Documentation.
 */
export function quickLinks(access: AccessPolicyInput, docsUrl: string, t: SectionTexts<'shell'>, paths: DashboardPaths, offers: ApiOffers = SPEC_API): QuickLink[] {
  const pages: QuickLink[] = NAV_ITEMS.filter((item) => navItemVisibility(item, access, offers) === 'open').map((item) => ({
    id: `page-${item.id}`,
    label: t[item.label],
    section: 'pages',
    action: { kind: 'navigate', to: paths[item.page] },
  }));
  const commands: QuickLink[] = [
    { id: 'user-platform', label: t.commandUserPlatform, section: 'commands', action: { kind: 'user-platform' } },
    { id: 'account', label: t.commandAccountSettings, section: 'commands', action: { kind: 'navigate', to: paths.account } },
    ...(canAddCredits(access)
      ? [{ id: 'add-credits', label: t.commandAddCredits, section: 'commands' as const, action: { kind: 'navigate' as const, to: addCreditsPath(paths) } }]
      : []),
    { id: 'documentation', label: t.commandDocumentation, section: 'commands', action: { kind: 'external', href: docsUrl } },
  ];
  return [...pages, ...commands];
}

/** Case-insensitive match of every word of the query in the label. */
export function filterQuickLinks(links: readonly QuickLink[], query: string): QuickLink[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...links];
  return links.filter((link) => words.every((word) => link.label.toLowerCase().includes(word)));
}

/** Arrow keys wrap around the list. */
export function moveActive(index: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1;
  return (index + delta + length) % length;
}
