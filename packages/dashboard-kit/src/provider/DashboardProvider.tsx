import type { Query, QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { StyleSheetManager } from 'styled-components';
import { createApiClient } from '../api/client';
import { signOutNoticeOf, type ApiErrorCode } from '../api/errors';
import { leaveSignOutNotice } from '../auth/sign-out-notice';
import { sessionUserId } from '../auth/session.logic';
import { isOtherUsersKey, isResourceKey } from '../data/keys';
import { ORGANIZATIONS_RESOURCE } from '../data/organizations/list-key';
import { withOrganization } from '../access/organization-choice.logic';
import { useActiveOrganization } from './useActiveOrganization';
import type { QueryScope } from '../context/context';
import { createSupabaseSessionStore, createTokenSessionStore, loadingView, type SessionStore } from '../auth/session-store';
import type { DashboardAuthClient, SessionState } from '../auth/types';
import { mergeMessages, type Localization } from '../i18n/messages';
import { resolveLocale, type Catalogues } from '../i18n/locale';
import { completeTelemetry, type Telemetry } from '../telemetry/port';
import { TelemetryIdentity } from './TelemetryIdentity';
import type { Appearance } from '../theme/appearance';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import { KIT_STYLIS_PLUGINS } from '../theme/specificity-boost';
import type { ThemeMode } from '../theme/tokens';
import { TimezoneProvider } from '../time/TimezoneProvider';
import { resolveConfig, type DashboardConfig } from '../context/config';
import { DashboardContext, locationNavigate, type DashboardContextValue, type Navigate } from '../context/context';
import { createDashboardQueryClient } from '../data/query-client';
import { providerCacheId } from './provider-cache-id';
import { useHydrating } from './useHydrating';
import { forgetKeptAnswers, KIT_KEPT_ANSWERS_BUILD, useKeptAnswers } from './useKeptAnswers';

export interface DashboardProviderBaseProps {
  /** Where the provider's services live. */
  config: DashboardConfig;
  /** A QueryClient to share with the host. @default one of the kit's own, per provider instance */
  queryClient?: QueryClient;
  /** Analytics and error reporting; nothing is sent until a host plugs them in. */
  telemetry?: Partial<Telemetry>;
  /** Token overrides, after Clerk's `appearance`. */
  appearance?: Appearance;
  /**
   * The language the widgets speak, a BCP 47 tag (`de`, `de-AT`). Texts come from `catalogues`
   * (the tag's own, else its language's); numbers, money and dates follow the tag. A tag without
   * a catalogue speaks English throughout. Changing it re-renders in place: nothing typed is lost.
   * @default 'en'
   */
  locale?: string;
  /**
   * Message catalogues by language tag, English always included: `{ de }` from
   * `dashboard-kit/locales/de`, or one of your own typed as `Catalogue`: a section it carries is
   * complete (a missing message fails the type check), a section it leaves out shows in English.
   * @example catalogues={{ de }} locale="de"
   */
  catalogues?: Catalogues;
  /**
   * The languages the user may choose among (BCP 47 tags), in the order they are listed. They
   * need not be loaded: a choice calls `onLocaleChange`, which fetches that catalogue and passes
   * it back in `catalogues` with the tag as `locale`. With fewer than two, no choice is shown.
   * @default English and each of `catalogues`
   * @example languages={['en', 'de']}
   */
  languages?: readonly string[];
  /**
   * Offers the user a choice among `languages`, in the profile menu and the account's
   * preferences. Called with the chosen tag; load its catalogue if need be, store the choice (as
   * the theme is) and pass it back as `locale`.
   */
  onLocaleChange?: (locale: string) => void;
  /** Partial overrides of the active catalogue's texts. */
  localization?: Localization;
  /**
   * Pins the account every widget acts for: an organisation's id (or slug), or null for the
   * user's personal account, for an app that embeds widgets of one organisation. Left out, the
   * user chooses (the switcher, a link's `?org=`), and the kit remembers their choice.
   */
  organization?: string | null;
  /** Pins light or dark; otherwise the stored choice, else the system's. */
  themeMode?: ThemeMode;
  /**
   * Navigates to a path inside the dashboard (below `config.basePath`); pass your router's.
   * @default a full page load
   * @example navigate={(to, o) => routerNavigate(to, { replace: o?.replace })}
   */
  navigate?: Navigate;
  /**
   * The nonce for the kit's `<style>` tags, when your Content-Security-Policy allows styles by
   * nonce (`style-src 'nonce-…'`) and not `'unsafe-inline'`.
   * @default styled-components' own detection (`<meta property="csp-nonce">`, `__webpack_nonce__`)
   */
  nonce?: string;
  /**
   * Where the kit's styles go: the shadow root (or an element inside it) the widgets render
   * in, so they show styled there. Dialogs and menus render in place, so they stay inside it.
   * @default the document's `<head>`
   */
  styleTarget?: HTMLElement | ShadowRoot;
  /**
   * Keeps the first answers of the pages a user opens (their access record, keys without
   * secrets, the balance, the request log's first page) in local storage, for that user and this
   * build, so their next visit shows them at once, marked as being refreshed, until the fresh
   * answers replace them. Forgotten on sign-out, when another user signs in and when the API
   * refuses the session (401 or 403). `false` keeps nothing in storage; `build` names your build,
   * so a new one ignores what an older one kept.
   * @default { build: the kit's format of them }
   */
  keepAnswers?: false | { build: string };
  children: ReactNode;
}

/** Sign-in through a Supabase auth client: `supabase.auth`, or `new AuthClient(...)` from @supabase/auth-js. */
export interface SupabaseAuthProviderProps extends DashboardProviderBaseProps {
  auth: DashboardAuthClient;
  getAccessToken?: never;
  onSignOut?: never;
}

/** Sign-in owned by the host: the kit asks it for a bearer token. */
export interface HostAuthProviderProps extends DashboardProviderBaseProps {
  auth?: never;
  /** Resolves the current access token, or null when signed out. */
  getAccessToken: () => Promise<string | null>;
  /**
   * Called by the kit's sign-out actions, and when the provider API answers that this session
   * ended (signed out on another device, a new password, the account deleted): end your own
   * session then too.
   */
  onSignOut?: () => void | Promise<void>;
}

export type DashboardProviderProps = SupabaseAuthProviderProps | HostAuthProviderProps;

/** The API's refusals that say the user's standing in the organisation they act for changed. */
const STANDING_CHANGED: ReadonlySet<string> = new Set<ApiErrorCode>(['ORGANIZATION_ACCESS_DENIED', 'INSUFFICIENT_ROLE', 'ORGANIZATION_REQUIRES_TWO_STEP']);

function createSessionStore(props: DashboardProviderProps): SessionStore {
  if (props.auth) return createSupabaseSessionStore(props.auth);
  return createTokenSessionStore(props.getAccessToken, props.onSignOut);
}

/**
 * The one provider every widget needs: config, auth session, API client, access policy,
 * theme, time zone and telemetry.
 * @example
 * <DashboardProvider config={config} auth={supabase.auth}>
 *   <ApiKeysPanel />
 * </DashboardProvider>
 */
export function DashboardProvider(props: DashboardProviderProps) {
  const { config, queryClient: givenClient, telemetry, appearance, locale: localeTag, catalogues, languages, onLocaleChange, localization, themeMode, children } = props;
  const [ownClient] = useState(createDashboardQueryClient);
  const queryClient = givenClient ?? ownClient;
  // One session store per auth source: a new client or token getter starts a new one.
  const ownSession = useMemo(() => createSessionStore(props), [props.auth, props.getAccessToken]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => ownSession.start(), [ownSession]);
  // Hydrating, every reader sees the session as the HTML was rendered with: loading.
  const hydrating = useHydrating();
  const session = useMemo(() => (hydrating ? loadingView(ownSession) : ownSession), [hydrating, ownSession]);

  const resolved = useMemo(() => resolveConfig(config), [config]);
  const navigate = useMemo(() => props.navigate ?? locationNavigate(resolved.basePath), [props.navigate, resolved.basePath]);
  const authSource: object = props.auth ?? props.getAccessToken;
  const cacheId = useMemo(() => providerCacheId(resolved.apiBaseUrl, authSource), [resolved.apiBaseUrl, authSource]);
  const userId = useSignedInUserId(session);
  const port = useMemo(() => completeTelemetry(telemetry), [telemetry]);
  const locale = useMemo(() => resolveLocale(localeTag, catalogues), [localeTag, catalogues]);
  // Keyed on the catalogue itself: a host that writes `catalogues={{ de }}` inline renews no text.
  const messages = useMemo(() => mergeMessages(locale.messages, localization), [locale.messages, localization]);
  const languageChoice = useMemo(() => {
    const offered = languages ?? ['en', ...Object.keys(catalogues ?? {}).filter((tag) => tag !== 'en')];
    return onLocaleChange && offered.length > 1 ? { languages: offered, choose: onLocaleChange } : undefined;
  }, [languages, catalogues, onLocaleChange]);
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: resolved.apiBaseUrl,
        getAccessToken: () => ownSession.getAccessToken(),
        onError: (error) => {
          // The provider ended this session (or its account): sign this browser out at once, and
          // let the sign-in page say why, rather than leave every widget failing one by one.
          const notice = signOutNoticeOf(error);
          // Refused, the session may be someone else's now: nothing kept from it stays in this browser.
          if (error.status === 401 || error.status === 403) forgetKeptAnswers();
          if (notice) {
            leaveSignOutNotice(notice);
            void ownSession.forget();
          }
          // The user's standing in the organisation they act for changed (removed, or it was deleted;
          // another role; a second factor it now requires): its list, asked again, says how, and
          // every widget follows (the personal account, the new role's actions, the requirement).
          if (STANDING_CHANGED.has(error.code)) void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isResourceKey(queryKey, cacheId, ORGANIZATIONS_RESOURCE) });
          // Recoverable errors are reported; 4xx user errors are not.
          if ((error.status ?? 0) >= 500 || error.code === 'UNKNOWN_ERROR') port.reportError(error);
        },
      }),
    [resolved.apiBaseUrl, ownSession, port, queryClient, cacheId],
  );
  const account = useActiveOrganization({ userId, cacheId, apiBaseUrl: resolved.apiBaseUrl, basePath: resolved.basePath, api, queryClient, pinned: props.organization, navigate });
  const organizationId = account.organization === undefined ? undefined : (account.organization?.id ?? null);
  const queryScope = useMemo<QueryScope>(() => ({ provider: cacheId, userId: userId ?? null, organizationId }), [cacheId, userId, organizationId]);
  // In-app moves keep the organisation in the address, so a page's link can be shared as it is.
  const activeSlug = account.organization?.slug || null;
  const navigateInAccount = useMemo<Navigate>(() => {
    if (!activeSlug) return navigate;
    return (to, ...options) => navigate(/[?&]org=/.test(to) ? to : withOrganization(to, activeSlug), ...options);
  }, [navigate, activeSlug]);

  useResetOnUserChange(userId, queryClient, queryScope, port);
  useKeptAnswers({
    enabled: props.keepAnswers !== false,
    queryClient,
    provider: cacheId,
    build: props.keepAnswers ? props.keepAnswers.build : KIT_KEPT_ANSWERS_BUILD,
    api: resolved.apiBaseUrl,
    userId,
  });
  const onModeChange = useCallback((mode: ThemeMode) => port.capture('theme_changed', { mode }), [port]);

  const value = useMemo<DashboardContextValue>(
    () => ({ config: resolved, api, queryClient, queryScope, account, session, hydrating, authClient: props.auth, telemetry: port, messages, locale: locale.tag, dir: locale.dir, languageChoice, navigate: navigateInAccount }),
    [resolved, api, queryClient, queryScope, account, session, hydrating, props.auth, port, messages, locale, languageChoice, navigateInAccount],
  );

  // The value the HTML was rendered with: the one while hydrating, kept for parts React hydrates later.
  const [rendered, setRendered] = useState(value);
  if (hydrating && rendered !== value) setRendered(value);
  const shared = useMemo(() => ({ current: value, rendered }), [value, rendered]);

  const tree = (
    <DashboardContext.Provider value={shared}>
      <ThemeModeProvider appearance={appearance} mode={themeMode} onModeChange={onModeChange} lang={locale.tag} dir={locale.dir}>
        <TimezoneProvider locale={locale.tag}>
          {telemetry ? <TelemetryIdentity /> : null}
          {children}
        </TimezoneProvider>
      </ThemeModeProvider>
    </DashboardContext.Provider>
  );
  // Without a nonce or a target, the sheet stays the one above (a host's server-rendering registry).
  return (
    <StyleSheetManager stylisPlugins={KIT_STYLIS_PLUGINS} nonce={props.nonce} target={props.styleTarget}>
      {tree}
    </StyleSheetManager>
  );
}

/** The signed-in user's id, null when signed out, undefined while the session is still loading. */
function useSignedInUserId(session: SessionStore): string | null | undefined {
  // The id alone: a new session state for the same user (a refreshed token) re-renders nothing,
  // where the whole state would re-render the provider, and every widget, in a task that never yields.
  const userIdOf = (state: SessionState) => (state.status === 'loading' ? undefined : sessionUserId(state));
  return useSyncExternalStore(
    session.subscribe,
    () => userIdOf(session.getSnapshot()),
    () => userIdOf(session.getServerSnapshot()),
  );
}

/**
 * When the signed-in user changes, drops every query this provider cached (permissions
 * included), and no other provider's; on sign-out, also resets the analytics identity.
 */
function useResetOnUserChange(userId: string | null | undefined, queryClient: QueryClient, queryScope: QueryScope, telemetry: Telemetry) {
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const before = previous.current;
    previous.current = userId;
    if (before === undefined || before === userId) return;
    // Keep the new user's own queries (they may already be in flight); drop everyone else's.
    const predicate = ({ queryKey }: Query) => isOtherUsersKey(queryKey, queryScope);
    void queryClient.cancelQueries({ predicate });
    queryClient.removeQueries({ predicate });
    if (userId === null) telemetry.reset();
  }, [userId, queryClient, queryScope, telemetry]);
}
