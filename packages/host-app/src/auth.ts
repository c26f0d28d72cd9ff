import { lazyAuthClient } from 'dashboard-kit';

/**
 * The auth client the provider gets: @supabase/auth-js arrives in a chunk of its own, fetched
 * when the provider first asks for the session, so /login paints and hydrates without it.
 */
export const auth = lazyAuthClient(() => import('./auth-client').then((module) => module.authClient));
