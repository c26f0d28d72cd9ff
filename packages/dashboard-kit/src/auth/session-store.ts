import { reduceAuthEvent, userFromToken } from './session.logic';
import type { DashboardAuthClient, SessionState, StoredSessionSource } from './types';

/**
 * Where the provider gets the session from: a Supabase auth client, or a host's own
 * `getAccessToken()`. A tiny external store, read with useSyncExternalStore.
 */
export interface SessionStore {
  getSnapshot(): SessionState;
  /**
   * What a server render saw, and so what hydration must start from: always loading (the
   * session lives in the browser's storage). A fresh client render starts from getSnapshot.
   */
  getServerSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Starts following the auth source; returns the stop function. */
  start(): () => void;
  getAccessToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /**
   * The provider ended this session (signed out from another device, a new password, the account
   * deleted): forget it on this device, without telling the server what it already knows.
   */
  forget(): Promise<void>;
}

const LOADING: SessionState = { status: 'loading' };
const getServerSnapshot = () => LOADING;
const noSubscription = () => () => undefined;

/**
 * `store` as it reads while the provider hydrates HTML rendered before the session was known:
 * loading, as it was there, with nothing to follow; its actions are the store's own.
 */
export function loadingView(store: SessionStore): SessionStore {
  return { ...store, getSnapshot: getServerSnapshot, subscribe: noSubscription };
}

/**
 * Runs `task` once for every call made while it runs: the queries of a page that fail together
 * because the provider ended the session forget it once, not once each.
 */
function onlyOnceAtATime(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= task().finally(() => {
      running = undefined;
    });
    return running;
  };
}

function createStateCell(initial: SessionState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: SessionState) {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Follows a Supabase auth client. Refreshing near expiry is the client's own job
 * (`autoRefreshToken`: it refreshes when under 90 s remain, retrying with exponential
 * backoff from 200 ms, the dashboard's refresh rule); the kit follows its events.
 */
export function createSupabaseSessionStore(client: DashboardAuthClient & Partial<StoredSessionSource>): SessionStore {
  // The client's first event will repeat this session, which then changes nothing (reduceAuthEvent).
  const stored = client.storedSession?.();
  const cell = createStateCell(stored ? reduceAuthEvent(LOADING, 'INITIAL_SESSION', stored) : LOADING);
  return {
    getSnapshot: cell.get,
    getServerSnapshot,
    subscribe: cell.subscribe,
    start() {
      const { data } = client.onAuthStateChange((event, session) => {
        cell.set(reduceAuthEvent(cell.get(), event, session));
      });
      return () => data.subscription.unsubscribe();
    },
    async getAccessToken() {
      const { data } = await client.getSession();
      return data.session?.access_token ?? null;
    },
    async signOut() {
      const { error } = await client.signOut();
      // The server could not be told (offline, say): still forget the session on this device.
      if (error) await client.signOut({ scope: 'local' });
      cell.set({ status: 'signed-out' });
    },
    forget: onlyOnceAtATime(async () => {
      await client.signOut({ scope: 'local' }).catch(() => undefined);
      cell.set({ status: 'signed-out' });
    }),
  };
}

/** Follows a host's own sign-in through its token getter. */
export function createTokenSessionStore(
  getAccessToken: () => Promise<string | null>,
  onSignOut?: () => void | Promise<void>,
): SessionStore {
  const cell = createStateCell(LOADING);
  async function signOut(): Promise<void> {
    await onSignOut?.();
    cell.set({ status: 'signed-out' });
  }
  async function read(): Promise<string | null> {
    const token = await getAccessToken();
    cell.set(token ? { status: 'signed-in', user: userFromToken(token), accessToken: token } : { status: 'signed-out' });
    return token;
  }
  return {
    getSnapshot: cell.get,
    getServerSnapshot,
    subscribe: cell.subscribe,
    start() {
      read().catch(() => cell.set({ status: 'signed-out' }));
      return () => undefined;
    },
    getAccessToken: getAccessToken,
    signOut,
    // The host owns the sign-in: it is told as by a sign-out action, and decides what its own session does.
    forget: onlyOnceAtATime(signOut),
  };
}
