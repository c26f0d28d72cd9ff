import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { withBasePath } from '../access/app-paths';
import type { OrganizationNotice } from '../access/organization-choice.logic';
import type { ApiClient } from '../api/client';
import type { Organization, OrganizationPermission, OrganizationRole, ReceivedInvitation } from '../api/schemas/organizations';
import type { SessionStore } from '../auth/session-store';
import type { DashboardAuthClient, SessionState } from '../auth/types';
import type { ActiveMessages } from '../i18n/messages';
import type { Telemetry } from '../telemetry/port';
import { useStoreAfterHydration } from '../platform/store-after-hydration';
import type { ResolvedConfig } from './config';

/**
 * Whose data a kit query holds: one provider's (its API base and auth source, see
 * provider/provider-cache-id.ts) and one user's. The provider makes it; `useQueryScope` reads it. Two providers on a page, sharing a QueryClient
 * or not, never read each other's cache.
 */
export interface QueryScope {
  provider: string;
  userId: string | null;
  /**
   * The account the user acts for: an organisation's id, null for their personal account,
   * undefined while the organisation they chose is still being looked up (no query of an
   * account's data runs then: none may show one account's data under another's name).
   */
  organizationId: string | null | undefined;
}

/** The account the user acts for, and how to change it (provider/useActiveOrganization.ts). */
export interface ActiveAccount {
  /** The organisation acted for; null: the personal account; undefined while the one chosen is looked up. */
  organization: Organization | null | undefined;
  /** Whether the API has organisations; undefined until it is known (the list was not needed, or is loading). */
  offered: boolean | undefined;
  /** The user's organisations, as far as they are known. */
  organizations: readonly Organization[];
  /** Invitations waiting for the user. */
  invitations: readonly ReceivedInvitation[];
  /** Acts for `organization` (null: the personal account) from now on: remembered for the user, shown in the address. */
  choose(organization: Organization | null): void;
  /** Why the kit moved the user to their personal account, or what an invitation's link did. */
  notice: OrganizationNotice | undefined;
  dismissNotice(): void;
}

export interface DashboardContextValue {
  config: ResolvedConfig;
  api: ApiClient;
  queryClient: QueryClient;
  /** Whose data this provider's queries hold: its cache id, the signed-in user and the account they act for (every kit query key starts with it). */
  queryScope: QueryScope;
  /** The account the user acts for: the personal account or an organisation. */
  account: ActiveAccount;
  session: SessionStore;
  /**
   * True while the provider hydrates HTML rendered before the session was known (a prerendered
   * or server-rendered page): the session reads as loading there, so the page renders as that
   * HTML shows it, and the real state follows in a transition.
   */
  hydrating: boolean;
  /** The Supabase auth client, when the host gave one (sign-in screens need it). */
  authClient: DashboardAuthClient | undefined;
  telemetry: Telemetry;
  /** The active language's texts: the provider's own sections, and the others its catalogue or the host's `localization` gave (ui/useMessages.ts fills the rest). */
  messages: ActiveMessages;
  /** The language the kit speaks (a BCP 47 tag, English when the host's has no catalogue): numbers, money and dates follow it. */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** The languages the user may choose among and the host's callback, when the host offers a choice. */
  languageChoice: { languages: readonly string[]; choose: (locale: string) => void } | undefined;
  /** Moves the app to an in-app path (the host's router, or a full page load). */
  navigate: Navigate;
}

/** Moves to a path inside the dashboard (below `config.basePath`). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Without a host router, widgets navigate with a full page load, below the dashboard's base path. */
export function locationNavigate(basePath: string): Navigate {
  return (to, options) => {
    const url = withBasePath(basePath, to);
    if (options?.replace) window.location.replace(url);
    else window.location.assign(url);
  };
}

/**
 * What the provider shares: its value now, and the value its HTML was rendered with (a server's
 * or the build's render, in which the session was still loading). While the provider hydrates
 * that HTML the two are one.
 */
export interface DashboardShared {
  current: DashboardContextValue;
  rendered: DashboardContextValue;
}

export const DashboardContext = createContext<DashboardShared | null>(null);

const noSubscription = () => () => undefined;

/** Throws the error every kit hook throws outside the provider. */
export function outsideProviderError(hook: string): Error {
  return new Error(`${hook} must be used inside <DashboardProvider>`);
}

/** The kit's context; throws outside `<DashboardProvider>`. */
export function useDashboard(): DashboardContextValue {
  const shared = useContext(DashboardContext);
  if (!shared) throw outsideProviderError('useDashboard');
  // Hydrating, React reads what the HTML was rendered with, so every part matches it, even one
  // whose Suspense boundary React hydrates after the provider moved on; it moves on in a
  // transition after (plain useSyncExternalStore would re-render every such reader at once, in
  // one task that never yields).
  return useStoreAfterHydration(
    noSubscription,
    () => shared.current,
    () => shared.rendered,
  );
}

/** The current session: loading, signed-in (with user and token) or signed-out. */
export function useSession(): SessionState {
  const { session } = useDashboard();
  return useStoreAfterHydration(session.subscribe, session.getSnapshot, session.getServerSnapshot);
}

/** Signs out: forgets the stored session; the provider then resets analytics and cached data. */
export function useSignOut(): () => Promise<void> {
  const { session } = useDashboard();
  return session.signOut;
}

/** Whose data this provider's queries hold: the provider's and the signed-in user's (null while signed out). */
export function useQueryScope(): QueryScope {
  return useDashboard().queryScope;
}

/**
 * The account the user acts for (their personal account or an organisation), the organisations
 * they may switch to, and the invitations waiting for them.
 * @example
 * const { organization, choose } = useActiveAccount();
 * organization?.name ?? 'Personal account';
 */
export function useActiveAccount(): ActiveAccount {
  return useDashboard().account;
}

/**
 * Whether the user may do what `permission` covers in the active account, and their role there:
 * null in their personal account (where they may do all), and while the account is still looked
 * up (when nothing is allowed yet, and there is no reason to give).
 */
export interface AccountPermission {
  allowed: boolean;
  role: OrganizationRole | null;
}

/**
 * Whether the user's role lets them do something in the active account, so a widget disables it
 * with the reason before anyone tries (the API refuses it all the same).
 * @example
 * const canCreate = useAccountPermission('keys:write');
 * <button disabled={!canCreate.allowed}>New API Key</button>
 */
export function useAccountPermission(permission: OrganizationPermission): AccountPermission {
  const { organization } = useActiveAccount();
  if (!organization) return { allowed: organization === null, role: null };
  return { allowed: organization.permissions.includes(permission), role: organization.role };
}
