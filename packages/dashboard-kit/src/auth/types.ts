import type { GoTrueClient, Session } from '@supabase/auth-js';

/**
 * The part of the Supabase auth client the kit calls. Both `supabase.auth` (from
 * @supabase/supabase-js) and `new AuthClient(...)` (from @supabase/auth-js) satisfy it.
 */
export type DashboardAuthClient = Pick<
  GoTrueClient,
  | 'getSession'
  | 'onAuthStateChange'
  | 'signOut'
  | 'signInWithPassword'
  | 'signUp'
  | 'signInWithOAuth'
  | 'resetPasswordForEmail'
  | 'updateUser'
>;

/**
 * An auth client that knows, before it has loaded, the session it will start with (lazyAuthClient
 * with a stored session): the provider then renders signed in from its first render.
 */
export interface StoredSessionSource {
  storedSession(): Session | null;
}

/** The signed-in user as the kit sees it (session user). */
export interface SessionUser {
  id: string;
  email?: string;
  user_metadata: Record<string, unknown>;
  identities?: readonly unknown[];
}

/** Where the session stands: loading until the auth client has answered. */
export type SessionStatus = SessionState['status'];

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: SessionUser; accessToken: string; refreshToken?: string; expiresAt?: number }
  | { status: 'signed-out' };
