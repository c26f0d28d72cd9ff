import { afterFirstPaint } from '../platform/page-timing';
import { usableStoredSession } from './stored-session';
import type { DashboardAuthClient, DashboardMfaClient, StoredSessionSource } from './types';

type Listener = Parameters<DashboardAuthClient['onAuthStateChange']>[0];
type Subscription = ReturnType<DashboardAuthClient['onAuthStateChange']>['data']['subscription'];

export interface LazyAuthClientOptions {
  /**
   * Where the client keeps its session (its `storageKey`). With it, a stored session that
   * auth-js would hand out unchanged is the session at once: a signed-in page renders and
   * calls the API without waiting for the auth library, which arrives once the page is idle.
   */
  storageKey?: string;
}

/** The session stored under `storageKey` in this page's local storage, if auth-js would hand it out. */
export function readStoredSession(storageKey: string, now = Date.now()) {
  try {
    return typeof window === 'undefined' ? null : usableStoredSession(window.localStorage.getItem(storageKey), window.location, now);
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/**
 * A Supabase auth client that is fetched when first used, so a page can paint and take
 * keystrokes before the auth library (23 KB gzip for @supabase/auth-js) has arrived. The
 * provider starts it at once (it asks for the session on mount): the chunk loads beside the
 * page's own, or, with a usable stored session (`storageKey`), once the page is idle. If it
 * cannot load, listeners hear a signed-out session (the sign-in page then shows the failure
 * on submit, when the load is tried again) instead of waiting forever.
 * @example
 * <DashboardProvider auth={lazyAuthClient(() => import('./auth-client').then((m) => m.authClient), { storageKey })} />
 */
export function lazyAuthClient(load: () => Promise<DashboardAuthClient>, options: LazyAuthClientOptions = {}): DashboardAuthClient & StoredSessionSource {
  let loading: Promise<DashboardAuthClient> | undefined;
  let loaded = false;
  const client = () => {
    loading ??= load().then(
      (ready) => {
        loaded = true;
        return ready;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** The stored session while the client has not arrived; null once it has (it knows better). */
  const stored = () => (loaded || !options.storageKey ? null : readStoredSession(options.storageKey));
  const call =
    <K extends Exclude<keyof DashboardAuthClient, 'onAuthStateChange' | 'mfa'>>(method: K) =>
    async (...args: unknown[]) => {
      const ready = await client();
      const own = ready[method] as ((...a: unknown[]) => unknown) | undefined;
      if (!own) return { data: null, error: { message: `This sign-in does not offer ${method}`, code: 'unsupported' } };
      return own.apply(ready, args);
    };
  const getSession = call('getSession');
  /** A second-factor call, made on the loaded client's `mfa` (an error answer where it has none). */
  const mfaCall =
    <K extends keyof DashboardMfaClient>(method: K) =>
    async (...args: unknown[]) => {
      const ready = await client();
      if (!ready.mfa) return { data: null, error: { message: 'This sign-in does not offer two-step verification', code: 'mfa_unavailable' } };
      return (ready.mfa[method] as (...a: unknown[]) => unknown).apply(ready.mfa, args);
    };

  return {
    storedSession: stored,
    getSession: async () => {
      const session = stored();
      return session ? { data: { session }, error: null } : getSession();
    },
    signOut: call('signOut'),
    signInWithPassword: call('signInWithPassword'),
    signUp: call('signUp'),
    signInWithOAuth: call('signInWithOAuth'),
    resetPasswordForEmail: call('resetPasswordForEmail'),
    updateUser: call('updateUser'),
    mfa: { challenge: mfaCall('challenge'), verify: mfaCall('verify'), enroll: mfaCall('enroll'), unenroll: mfaCall('unenroll') },
    refreshSession: call('refreshSession'),
    reauthenticate: call('reauthenticate'),
    linkIdentity: call('linkIdentity'),
    unlinkIdentity: call('unlinkIdentity'),
    onAuthStateChange(listener: Listener) {
      let stopped = false;
      let inner: Subscription | undefined;
      const follow = () =>
        client().then(
          (ready) => {
            if (!stopped) inner = ready.onAuthStateChange(listener).data.subscription;
          },
          () => {
            if (!stopped) void listener('INITIAL_SESSION', null);
          },
        );
      const session = stored();
      if (session) {
        // As auth-js does, the first event comes after subscribing returns; the client, once
        // here, sends its own INITIAL_SESSION with the same session (or whatever changed since).
        void Promise.resolve().then(() => {
          if (!stopped && !inner) void listener('INITIAL_SESSION', session);
        });
        // auth-js is not needed before the page has painted and the browser is idle (nor at
        // all if the subscriber has left by then).
        void afterFirstPaint(1_000).then(() => {
          if (!stopped) void follow();
        });
      } else {
        void follow();
      }
      const subscription = {
        id: Symbol('lazy-auth-subscription'),
        callback: listener,
        unsubscribe() {
          stopped = true;
          inner?.unsubscribe();
        },
      };
      return { data: { subscription } };
    },
  } as unknown as DashboardAuthClient & StoredSessionSource;
}
