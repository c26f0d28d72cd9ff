import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import type { DashboardAuthClient } from '../../packages/dashboard-kit/src/auth/types';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

/** base64url of a JSON value; works in Node and in the browser (Storybook). */
function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A session as the auth service would hand it out (unsigned: component tests only). */
export function makeSession(
  user: { id?: string; email?: string; metadata?: Record<string, unknown> } = {},
): Session {
  const id = user.id ?? 'user-dev';
  const email = user.email ?? 'dev@sandbox.test';
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub: id, email, exp: expiresAt, role: 'authenticated', user_metadata: user.metadata ?? {} };
  return {
    access_token: `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`,
    refresh_token: `refresh-${id}`,
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: {
      id,
      email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: user.metadata ?? {},
      created_at: '2026-01-01T00:00:00Z',
      identities: [],
    },
  };
}

/**
 * An in-memory stand-in for the Supabase auth client, for component tests of states the
 * real sandbox covers end to end. It emits the same events the real client does.
 */
export class FakeAuthClient implements DashboardAuthClient {
  private listeners = new Set<Listener>();
  signOutCalls = 0;

  constructor(public session: Session | null = null) {}

  emit(event: AuthChangeEvent, session: Session | null): void {
    this.session = session;
    for (const listener of this.listeners) listener(event, session);
  }

  getSession: DashboardAuthClient['getSession'] = async () =>
    ({ data: { session: this.session }, error: null }) as Awaited<ReturnType<DashboardAuthClient['getSession']>>;

  onAuthStateChange: DashboardAuthClient['onAuthStateChange'] = (callback: Listener) => {
    this.listeners.add(callback);
    // Like the real client: the initial session arrives asynchronously after subscribing.
    queueMicrotask(() => callback('INITIAL_SESSION', this.session));
    return {
      data: {
        subscription: {
          id: 'fake',
          callback,
          unsubscribe: () => this.listeners.delete(callback),
        },
      },
    } as ReturnType<DashboardAuthClient['onAuthStateChange']>;
  };

  signOut: DashboardAuthClient['signOut'] = async () => {
    this.signOutCalls += 1;
    this.emit('SIGNED_OUT', null);
    return { error: null };
  };
}
