// @vitest-environment jsdom
import type { Session } from '@supabase/auth-js';
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseSessionStore } from './session-store';
import type { DashboardAuthClient } from './types';

const session = { access_token: 'stored', refresh_token: 'r', expires_at: 9_999_999_999, user: { id: 'user-1', email: 'dev@sandbox.test', user_metadata: {} } } as unknown as Session;

/** An auth client whose first event, a tick after subscribing, carries `current`. */
function client(current: Session | null, stored?: Session | null) {
  return {
    onAuthStateChange: (listener: (event: string, session: Session | null) => void) => {
      queueMicrotask(() => listener('INITIAL_SESSION', current));
      return { data: { subscription: { unsubscribe: () => undefined } } };
    },
    ...(stored === undefined ? {} : { storedSession: () => stored }),
  } as unknown as DashboardAuthClient;
}

describe('the Supabase session store', () => {
  it('starts signed in with the session a lazy client already knows, and its first event changes nothing', async () => {
    const store = createSupabaseSessionStore(client(session, session));
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'stored', user: { id: 'user-1' } });
    const heard = vi.fn();
    store.subscribe(heard);
    store.start();
    await Promise.resolve();
    expect(heard).not.toHaveBeenCalled();
  });

  it('forgets a session the provider ended once, however many failing queries ask at once, and only on this device', async () => {
    const signOut = vi.fn(async (_options?: { scope?: string }) => ({ error: null }));
    const store = createSupabaseSessionStore({ ...client(session, session), signOut } as unknown as DashboardAuthClient);
    await Promise.all([store.forget(), store.forget(), store.forget()]);
    expect(signOut.mock.calls).toEqual([[{ scope: 'local' }]]);
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' });
  });

  it('still says loading to a hydrating render, which must match the server’s HTML', () => {
    expect(createSupabaseSessionStore(client(session, session)).getServerSnapshot()).toEqual({ status: 'loading' });
  });

  it('follows the client when the session it knew is gone by the time the client speaks', async () => {
    const store = createSupabaseSessionStore(client(null, session));
    store.start();
    await Promise.resolve();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out' });
  });

  it.each([
    ['knows no session', null],
    ['cannot tell before it loads', undefined],
  ])('starts loading when the client %s, until its first event', async (_case, stored) => {
    const store = createSupabaseSessionStore(client(session, stored));
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    store.start();
    await Promise.resolve();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', accessToken: 'stored' });
  });
});
