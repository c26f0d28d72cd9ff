import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { withBasePath } from '../access/app-paths';
import type { ApiClient } from '../api/client';
import type { SessionStore } from '../auth/session-store';
import type { DashboardAuthClient, SessionState } from '../auth/types';
import type { ActiveMessages } from '../i18n/messages';
import type { Telemetry } from '../telemetry/port';
import type { ResolvedConfig } from './config';

/**
 * Whose data a kit query holds: one provider's (its API base and auth source, see
 * provider/provider-cache-id.ts) and one user's. The provider makes it; `useQueryScope` reads it. Two providers on a page, sharing a QueryClient
 * or not, never read each other's cache.
 */
export interface QueryScope {
  provider: string;
  userId: string | null;
}

export interface DashboardContextValue {
  config: ResolvedConfig;
  api: ApiClient;
  queryClient: QueryClient;
  /** Whose data this provider's queries hold: its cache id and the signed-in user (every kit query key starts with it). */
  queryScope: QueryScope;
  session: SessionStore;
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

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** Throws the error every kit hook throws outside the provider. */
export function outsideProviderError(hook: string): Error {
  return new Error(`${hook} must be used inside <DashboardProvider>`);
}

/** The kit's context; throws outside `<DashboardProvider>`. */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw outsideProviderError('useDashboard');
  return value;
}

/** The current session: loading, signed-in (with user and token) or signed-out. */
export function useSession(): SessionState {
  const { session } = useDashboard();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getServerSnapshot);
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
