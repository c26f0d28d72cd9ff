// @vitest-environment jsdom
import type { Session } from '@supabase/auth-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAuthClient, readStoredSession } from './lazy-auth-client';
import { STORED_TOKEN_MARGIN_MS } from './stored-session';
import type { DashboardAuthClient } from './types';

const KEY = 'sb-test-auth-token';
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
const session = (token: string, expiresAt = inSeconds(3600)) =>
  ({ access_token: token, refresh_token: `refresh-${token}`, expires_at: expiresAt, token_type: 'bearer', expires_in: 3600, user: { id: 'user-1', email: 'dev@sandbox.test' } }) as unknown as Session;

/** A stand-in for auth-js: its first event carries `current`, as the real client's INITIAL_SESSION does. */
function fakeClient(current: Session | null) {
  const unsubscribe = vi.fn();
  const client = {
    getSession: vi.fn(async () => ({ data: { session: current }, error: null })),
    onAuthStateChange: vi.fn((listener: (event: string, session: Session | null) => void) => {
      queueMicrotask(() => listener('INITIAL_SESSION', current));
      return { data: { subscription: { unsubscribe } } };
    }),
  };
  return { client: client as unknown as DashboardAuthClient, unsubscribe, raw: client };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('lazyAuthClient with a stored session', () => {
  it('signs in from the stored session at once and fetches the client only once the page is idle', async () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    const { client, raw } = fakeClient(session('stored'));
    const load = vi.fn(async () => client);
    const auth = lazyAuthClient(load, { storageKey: KEY });
    const heard: [string, string | undefined][] = [];
    auth.onAuthStateChange((event, current) => void heard.push([event, current?.access_token]));
    await Promise.resolve();
    expect(heard).toEqual([['INITIAL_SESSION', 'stored']]);
    expect(load).not.toHaveBeenCalled();
    await expect(auth.getSession()).resolves.toMatchObject({ data: { session: { access_token: 'stored' } } });
    expect(load).not.toHaveBeenCalled();

    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(raw.onAuthStateChange).toHaveBeenCalledTimes(1);
    // From then on the client answers: here, with what it read itself.
    expect(heard).toEqual([['INITIAL_SESSION', 'stored'], ['INITIAL_SESSION', 'stored']]);
    await auth.getSession();
    expect(raw.getSession).toHaveBeenCalledTimes(1);
  });

  it('tells the session it will start with before the client arrives, and nothing once it has', async () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    const { client } = fakeClient(session('stored'));
    const auth = lazyAuthClient(async () => client, { storageKey: KEY });
    expect(auth.storedSession()).toMatchObject({ access_token: 'stored' });
    // Once here, the client knows better (a refresh, a sign-out in another tab).
    await auth.signInWithPassword({ email: 'dev@sandbox.test', password: 'x' }).catch(() => undefined);
    expect(auth.storedSession()).toBeNull();
  });

  it('tells no session without a storage key', () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    expect(lazyAuthClient(async () => fakeClient(null).client).storedSession()).toBeNull();
  });

  it('lets the client speak when the session changed before it arrived (signed out in another tab)', async () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    const { client } = fakeClient(null);
    const auth = lazyAuthClient(async () => client, { storageKey: KEY });
    const heard: [string, string | undefined][] = [];
    auth.onAuthStateChange((event, current) => void heard.push([event, current?.access_token]));
    await flush();
    expect(heard).toEqual([['INITIAL_SESSION', 'stored'], ['INITIAL_SESSION', undefined]]);
  });

  it('says nothing to a listener that unsubscribed before the first event', async () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    const { client, raw } = fakeClient(session('stored'));
    const auth = lazyAuthClient(async () => client, { storageKey: KEY });
    const listener = vi.fn();
    auth.onAuthStateChange(listener).data.subscription.unsubscribe();
    await flush();
    expect(listener).not.toHaveBeenCalled();
    expect(raw.onAuthStateChange).not.toHaveBeenCalled();
  });

  it.each([
    ['no storage key', undefined, JSON.stringify(session('stored')), '/'],
    ['no stored session', KEY, null, '/'],
    ['a token about to be refreshed', KEY, JSON.stringify(session('stored', inSeconds(STORED_TOKEN_MARGIN_MS / 1000 - 10))), '/'],
    ['an unreadable value', KEY, '{nope', '/'],
    ['a session without a user', KEY, JSON.stringify({ ...session('stored'), user: null }), '/'],
    ['a sign-in result in the URL', KEY, JSON.stringify(session('stored')), '/callback#access_token=new&refresh_token=x'],
    ['an OAuth code in the URL', KEY, JSON.stringify(session('stored')), '/callback?code=abc'],
  ])('with %s, fetches the client at once and waits for its word', async (_case, storageKey, stored, url) => {
    if (stored !== null) localStorage.setItem(KEY, stored);
    window.history.replaceState(null, '', url);
    const { client } = fakeClient(session('from-client'));
    const load = vi.fn(async () => client);
    const auth = lazyAuthClient(load, { storageKey });
    const heard: (string | undefined)[] = [];
    auth.onAuthStateChange((_event, current) => void heard.push(current?.access_token));
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(heard).toEqual([]);
    await flush();
    expect(heard).toEqual(['from-client']);
  });

  it('hears a signed-out session when the client cannot be fetched', async () => {
    const auth = lazyAuthClient(() => Promise.reject(new Error('chunk failed')), { storageKey: KEY });
    const listener = vi.fn();
    auth.onAuthStateChange(listener);
    await flush();
    expect(listener).toHaveBeenCalledWith('INITIAL_SESSION', null);
  });
});

describe('readStoredSession', () => {
  it('reads what auth-js stored, as it will hand it out', () => {
    localStorage.setItem(KEY, JSON.stringify(session('stored')));
    expect(readStoredSession(KEY)?.access_token).toBe('stored');
    expect(readStoredSession('another-key')).toBeNull();
  });
});
