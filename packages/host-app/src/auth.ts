import { lazyAuthClient } from 'dashboard-kit';
import { hostEnv } from './env';
import { authStorageKey } from './env.logic';

/**
 * The auth client the provider gets: @supabase/auth-js arrives in a chunk of its own, fetched
 * when the provider first asks for the session, so /login paints and hydrates without it; a
 * signed-in page with a stored session renders from that session and fetches it once idle.
 */
export const auth = lazyAuthClient(() => import('./auth-client').then((module) => module.authClient), {
  storageKey: authStorageKey(hostEnv.supabaseUrl),
});
