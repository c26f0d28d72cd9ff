import { hashKey, notifyManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  decideAccount,
  invitationOutcome,
  joinedByInvitation,
  ORGANIZATION_PARAM,
  parseRemembered,
  withOrganization,
  type OrganizationNotice,
  type RememberedChoice,
} from '../access/organization-choice.logic';
import { withoutBasePath } from '../access/app-paths';
import type { ApiClient } from '../api/client';
import type { Organization, OrganizationList } from '../api/schemas/organizations';
import type { ActiveAccount, Navigate, QueryScope } from '../context/context';
import { endpointKey, endpointQueryOptions } from '../data/endpoint-query';
import { ORGANIZATIONS } from '../data/organizations/list-endpoint';
import { safeStorage } from '../platform/storage';
import { useStoreInTransitions } from '../platform/store-after-hydration';

/**
 * While an organisation is active, its list is asked again this often while the page is shown, and
 * whenever the window regains focus: a member removed or given another role meanwhile learns it
 * within seconds, without a reload (a refusal by the API makes it ask at once).
 */
const LIST_REFRESH_MS = 10_000;
/** Back in focus, the list is asked again if it is at least this old. */
const FOCUS_REFETCH_AFTER_MS = 2_000;

const storageKey = (apiBaseUrl: string, userId: string) => `dashboard-kit:organization:${apiBaseUrl}:${userId}`;

/** The `org` parameter of the page's address (none outside a browser). */
function urlSlugNow(): string | null {
  return typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(ORGANIZATION_PARAM);
}

/** What a landing address says an invitation's link did (none outside a browser). */
function landingNotice(): OrganizationNotice | undefined {
  return typeof window === 'undefined' ? undefined : invitationOutcome(window.location.search);
}

/** The organisation the landing address says an invitation's link joined (none outside a browser). */
function landingJoined(): string | null {
  return typeof window === 'undefined' ? null : joinedByInvitation(window.location.search);
}

export interface ActiveOrganizationOptions {
  userId: string | null | undefined;
  cacheId: string;
  apiBaseUrl: string;
  basePath: string;
  api: ApiClient;
  queryClient: QueryClient;
  /** The host's pin (`organization` prop). */
  pinned: string | null | undefined;
  /** The host's navigation, below the base path. */
  navigate: Navigate;
}

/**
 * The account the user acts for, as the provider holds it (access/organization-choice.logic.ts
 * decides it): from the host's pin, the URL's `org`, the user's last choice in this browser, and
 * their organisations. Choosing one remembers it for this user and puts it in the address.
 */
export function useActiveOrganization({ userId, cacheId, apiBaseUrl, basePath, api, queryClient, pinned, navigate }: ActiveOrganizationOptions): ActiveAccount {
  const [urlSlug, setUrlSlug] = useState(urlSlugNow);
  const [stored, setStored] = useState<{ userId: string; choice: RememberedChoice | null } | null>(null);
  // What an invitation's link did, until dismissed or the user chooses; a refused choice's reason, until dismissed.
  const [landing, setLanding] = useState<OrganizationNotice | undefined>(landingNotice);
  const [joinedSlug, setJoinedSlug] = useState<string | null>(landingJoined);
  const [dismissed, setDismissed] = useState(false);

  // The remembered choice is the signed-in user's own: read when they are known. A choice made
  // here is kept in state too; one written by an effect (below) is read at the next start.
  const remembered = userId && stored?.userId === userId ? stored.choice : userId ? parseRemembered(safeStorage.get(storageKey(apiBaseUrl, userId))) : null;
  const persist = useCallback(
    (choice: RememberedChoice) => {
      if (userId) safeStorage.set(storageKey(apiBaseUrl, userId), JSON.stringify(choice));
    },
    [apiBaseUrl, userId],
  );

  useEffect(() => {
    const onPopState = () => setUrlSlug(urlSlugNow());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const needsList = Boolean(userId) && (typeof pinned === 'string' || urlSlug !== null || remembered?.kind === 'organization');
  const scope = useMemo(() => ({ provider: cacheId, userId: userId ?? null, organizationId: null }), [cacheId, userId]);
  const listData = useCachedOrganizationList(queryClient, api, scope, needsList);
  // A list that failed to load decides nothing: the remembered choice stands, the API guards it.
  const list = listData === undefined ? undefined : (listData?.organizations ?? null);
  // While the session is read, nothing is known of the account: no account's data shows before it is.
  const [lastActive, setLastActive] = useState<Organization | null>(null);
  const decision = userId ? decideAccount({ pinned, urlSlug, remembered, list, lastActive }) : { active: userId === undefined ? undefined : null };
  // What this page acted for, so that losing it (removed, deleted) is said by its name: kept as it
  // renders (React's way to remember a previous render's value), compared by id and slug since a
  // remembered choice is read anew on every render, the same organisation in a new object.
  const actedFor = decision.active;
  if (actedFor && (actedFor.id !== lastActive?.id || actedFor.slug !== lastActive.slug)) setLastActive(actedFor);

  // A choice that could not stand (removed, not a member) is the personal account from now on, and
  // the address stops naming it.
  const refused = decision.notice;
  useEffect(() => {
    if (!refused) return;
    persist({ kind: 'personal' });
    if (urlSlugNow() !== null) navigate(withOrganization(currentPath(basePath), null), { replace: true });
  }, [refused, persist, navigate, basePath]);

  // An organisation a link names is acted for on its page, and remembered only once the user keeps
  // it (a look-alike's link must not become their choice unseen); one they joined by accepting its
  // invitation is their choice already.
  const active = decision.active;
  const joined = active && joinedSlug !== null && active.slug === joinedSlug ? active : undefined;
  useEffect(() => {
    if (joined && pinned === undefined) persist({ kind: 'organization', organization: joined });
  }, [joined, pinned, persist]);
  const previous = remembered?.kind === 'organization' ? remembered.organization : null;
  const fromLinkOrganization = active && decision.fromLink && !joined ? active : undefined;
  const joinedName = joined?.name;
  const previousId = previous?.id;
  const linkNotice = useMemo<OrganizationNotice | undefined>(
    () => (joinedName ? { kind: 'joined', organization: joinedName } : fromLinkOrganization ? { kind: 'fromLink', organization: fromLinkOrganization, previous } : undefined),
    // The previous choice by id: it is read anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [joinedName, fromLinkOrganization, previousId],
  );

  const choose = useCallback(
    (organization: Organization | null) => {
      const choice: RememberedChoice = organization ? { kind: 'organization', organization } : { kind: 'personal' };
      persist(choice);
      if (userId) setStored({ userId, choice });
      setLanding(undefined);
      setJoinedSlug(null);
      setDismissed(false);
      setUrlSlug(organization?.slug ?? null);
      navigate(withOrganization(currentPath(basePath), organization?.slug ?? null));
    },
    [persist, userId, navigate, basePath],
  );
  const dismissNotice = useCallback(() => setDismissed(true), []);
  const notice = dismissed ? undefined : (refused ?? landing ?? linkNotice);

  return useMemo(
    () => ({ organization: active, offered: list === undefined ? undefined : list !== null, choose, notice, dismissNotice, organizations: list ?? [], invitations: listData?.invitations ?? [] }),
    [active, list, choose, notice, dismissNotice, listData],
  );
}

/** The page's path inside the dashboard, with its query and hash. */
function currentPath(basePath: string): string {
  if (typeof window === 'undefined') return '/';
  return `${withoutBasePath(basePath, window.location.pathname)}${window.location.search}${window.location.hash}`;
}

/** No list on a server or while hydrating: the HTML was rendered before the session was known. */
const unknownOnServer = () => undefined;

/**
 * The user's organisations as cached (whoever asked: the switcher, `useOrganizationList`, or this), and, while `needed`,
 * asked for and kept fresh. A provider that needs no list (no organisation chosen) adds nothing
 * to the cache and sends nothing.
 */
function useCachedOrganizationList(queryClient: QueryClient, api: ApiClient, scope: QueryScope, needed: boolean): OrganizationList | null | undefined {
  // The list's own endpoint and key, as `useOrganizationList` reads it: this runs where the provider
  // builds the context that hook needs.
  const key = endpointKey(ORGANIZATIONS, scope);
  const keyHash = hashKey(key);
  const cache = queryClient.getQueryCache();
  // Only this query's events, and after the batch they come in (as TanStack's own hooks listen): a
  // widget's render that adds a query of its own must not make React re-check this store mid-render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = notifyManager.batchCalls(onChange);
      return cache.subscribe((event) => {
        if (event.query.queryHash === keyHash) changed();
      });
    },
    [cache, keyHash],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's content, not its identity
  const read = useCallback(() => queryClient.getQueryData<OrganizationList | null>(key), [queryClient, keyHash]);
  const data = useStoreInTransitions(subscribe, read, unknownOnServer);
  useEffect(() => {
    if (!needed || scope.userId === null) return undefined;
    const observer = new QueryObserver(queryClient, { ...endpointQueryOptions(ORGANIZATIONS, api, scope, undefined), refetchInterval: LIST_REFRESH_MS });
    const unsubscribe = observer.subscribe(() => undefined);
    // Back in the window (the kit does not mount its query client on TanStack's focus manager: a
    // host's may be shared): ask at once rather than at the next interval.
    const onFocus = () => {
      if (document.visibilityState !== 'visible') return;
      // A page that has just loaded gets focus too: its list, asked a moment ago, is not asked twice.
      const { isFetching, dataUpdatedAt } = observer.getCurrentResult();
      if (!isFetching && Date.now() - dataUpdatedAt >= FOCUS_REFETCH_AFTER_MS) void observer.refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
      unsubscribe();
    };
  }, [needed, queryClient, api, scope]);
  return data;
}
