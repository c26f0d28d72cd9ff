import type { DashboardAuthClient } from './types';

type Listener = Parameters<DashboardAuthClient['onAuthStateChange']>[0];
type Subscription = ReturnType<DashboardAuthClient['onAuthStateChange']>['data']['subscription'];

/**
 * A Supabase auth client that is fetched when first used, so a page can paint and take
 * keystrokes before the auth library (23 KB gzip for @supabase/auth-js) has arrived. The
 * provider starts it at once (it asks for the session on mount): the chunk loads beside the
 * page's own. If it cannot load, listeners hear a signed-out session (the sign-in page then
 * shows the failure on submit, when the load is tried again) instead of waiting forever.
 * @example
 * <DashboardProvider auth={lazyAuthClient(() => import('./auth-client').then((m) => m.authClient))} />
 */
export function lazyAuthClient(load: () => Promise<DashboardAuthClient>): DashboardAuthClient {
  let loading: Promise<DashboardAuthClient> | undefined;
  const client = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const call =
    <K extends Exclude<keyof DashboardAuthClient, 'onAuthStateChange'>>(method: K) =>
    async (...args: unknown[]) => {
      const loaded = await client();
      return (loaded[method] as (...a: unknown[]) => unknown).apply(loaded, args);
    };

  return {
    getSession: call('getSession'),
    signOut: call('signOut'),
    signInWithPassword: call('signInWithPassword'),
    signUp: call('signUp'),
    signInWithOAuth: call('signInWithOAuth'),
    resetPasswordForEmail: call('resetPasswordForEmail'),
    updateUser: call('updateUser'),
    onAuthStateChange(listener: Listener) {
      let stopped = false;
      let inner: Subscription | undefined;
      client().then(
        (loaded) => {
          if (!stopped) inner = loaded.onAuthStateChange(listener).data.subscription;
        },
        () => {
          if (!stopped) void listener('INITIAL_SESSION', null);
        },
      );
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
  } as unknown as DashboardAuthClient;
}
