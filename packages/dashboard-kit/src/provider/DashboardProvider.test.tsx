import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard, testConfig } from '../../../../tests/render';
import { applyScenario } from '../../../../tests/msw/server';
import { clearSignOutNotice, readSignOutNotice } from '../auth/sign-out-notice';
import { useAccess } from '../data/access/access-query';
import type { QueryClient } from '@tanstack/react-query';
import { useThemeMode } from '../theme/ThemeModeProvider';
import { useTimezone } from '../time/TimezoneProvider';
import { useDashboard, useSession } from '../context/context';
import { DashboardProvider } from './DashboardProvider';
import { QUERY_NAMESPACE } from '../data/keys';
import { TIMEZONE_STORAGE_KEY } from '../time/timezone.logic';
import { THEME_STORAGE_KEY } from '../document-init';

/** The users whose data the kit has cached in this client (the user is the key's third part). */
const cachedUsers = (client: QueryClient) =>
  client.getQueryCache().findAll({ queryKey: [QUERY_NAMESPACE] }).filter((query) => query.state.data !== undefined).map((query) => query.queryKey[2]);

function AccessProbe() {
  const session = useSession();
  const access = useAccess();
  return (
    <p>
      {session.status === 'signed-in' ? session.user.email : session.status} / {access.status} / {access.record.role}
    </p>
  );
}

describe('hooks outside the provider', () => {
  it.each([
    ['useDashboard', useDashboard],
    ['useSession', useSession],
    ['useAccess', useAccess],
    ['useThemeMode', useThemeMode],
    ['useTimezone', useTimezone],
  ] as const)('%s throws an error naming the provider', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const expected = name === 'useSession' || name === 'useAccess' ? 'useDashboard' : name;
    expect(() => renderHook(() => hook())).toThrow(`${expected} must be used inside <DashboardProvider>`);
  });
});

describe('DashboardProvider', () => {
  it('loads the signed-in user’s access record', async () => {
    renderWithDashboard(<AccessProbe />);
    expect(await screen.findByText('dev@sandbox.test / ready / user:developer')).toBeInTheDocument();
  });

  it('falls back to waitlist with the error state when access fails to load', async () => {
    renderWithDashboard(<AccessProbe />, { scenario: 'accessError' });
    expect(await screen.findByText('dev@sandbox.test / error / user:waitlist')).toBeInTheDocument();
  });

  it('is signed out without a session and fetches nothing', async () => {
    renderWithDashboard(<AccessProbe />, { session: null });
    expect(await screen.findByText('signed-out / signed-out / user:waitlist')).toBeInTheDocument();
  });

  it('drops the previous user’s cached data when the user changes', async () => {
    const { auth, queryClient } = renderWithDashboard(<AccessProbe />, { session: makeSession({ id: 'user-a', email: 'a@x.test' }) });
    await screen.findByText('a@x.test / ready / user:developer');
    expect(cachedUsers(queryClient)).toEqual(['user-a']);

    act(() => auth.emit('SIGNED_IN', makeSession({ id: 'user-b', email: 'b@x.test' })));
    await screen.findByText('b@x.test / ready / user:developer');
    expect(cachedUsers(queryClient)).toEqual(['user-b']);
  });

  it('on sign-out clears permissions and resets the analytics identity', async () => {
    const reset = vi.fn();
    const { auth, queryClient } = renderWithDashboard(<AccessProbe />, { telemetry: { reset } });
    await screen.findByText('dev@sandbox.test / ready / user:developer');

    act(() => auth.emit('SIGNED_OUT', null));
    await screen.findByText('signed-out / signed-out / user:waitlist');
    expect(reset).toHaveBeenCalledTimes(1);
    expect(cachedUsers(queryClient)).toEqual([]);
  });

  it('signs this browser out when the provider says its session ended, leaving the sign-in page a word', async () => {
    const reset = vi.fn();
    const { auth, queryClient } = renderWithDashboard(<AccessProbe />, { scenario: 'sessionEnded', telemetry: { reset } });
    await screen.findByText('signed-out / signed-out / user:waitlist');
    expect(auth.calls.filter((call) => call.method === 'signOut').map((call) => call.args)).toContainEqual({ scope: 'local' });
    expect(readSignOutNotice()).toBe('sessionEnded');
    clearSignOutNotice();
    expect(reset).toHaveBeenCalledTimes(1);
    expect(cachedUsers(queryClient)).toEqual([]);
  });

  it('tells a host that signs in by itself, through onSignOut, when the provider says the session ended', async () => {
    const onSignOut = vi.fn();
    const session = makeSession({ id: 'host-user', email: 'host@x.test' });
    applyScenario('sessionEnded');
    render(
      <DashboardProvider config={testConfig} getAccessToken={async () => session.access_token} onSignOut={onSignOut}>
        <AccessProbe />
      </DashboardProvider>,
    );
    await screen.findByText('signed-out / signed-out / user:waitlist');
    expect(onSignOut).toHaveBeenCalled();
    expect(readSignOutNotice()).toBe('sessionEnded');
    clearSignOutNotice();
  });

  it('works with a host’s own getAccessToken instead of a Supabase client', async () => {
    const session = makeSession({ id: 'host-user', email: 'host@x.test' });
    render(
      <DashboardProvider
        config={{ apiBaseUrl: 'https://api.dashboard.test', userPlatformUrl: 'x', docsUrl: 'x', supportEmail: 'x', legal: { documentation: 'x', imprint: 'x', privacy: 'x' } }}
        getAccessToken={async () => session.access_token}
      >
        <AccessProbe />
      </DashboardProvider>,
    );
    expect(await screen.findByText('host@x.test / ready / user:developer')).toBeInTheDocument();
  });
});

describe('theme mode', () => {
  function ThemeProbe() {
    const { mode, toggle, followsSystem } = useThemeMode();
    return <button onClick={toggle}>{`${mode}${followsSystem ? ' (system)' : ''}`}</button>;
  }

  it('follows the system until chosen, then stores the choice', async () => {
    renderWithDashboard(<ThemeProbe />);
    const button = screen.getByRole('button', { name: 'light (system)' });
    act(() => button.click());
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent(/^dark$/));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

describe('timezone', () => {
  function ZoneProbe() {
    const { timezone, setTimezone, formatDate } = useTimezone();
    return (
      <>
        <p>{`${timezone}: ${formatDate('2026-03-04T23:30:00Z')}`}</p>
        <button onClick={() => setTimezone('Asia/Tokyo')}>tokyo</button>
        <button onClick={() => setTimezone('Mars/Olympus')}>mars</button>
      </>
    );
  }

  it('re-renders dates in a newly chosen zone and stores it; refuses unlisted zones', async () => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'UTC');
    renderWithDashboard(<ZoneProbe />);
    expect(screen.getByText('UTC: Mar 4, 2026')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'tokyo' }).click());
    expect(await screen.findByText('Asia/Tokyo: Mar 5, 2026')).toBeInTheDocument();
    expect(localStorage.getItem(TIMEZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
    act(() => screen.getByRole('button', { name: 'mars' }).click());
    expect(screen.getByText('Asia/Tokyo: Mar 5, 2026')).toBeInTheDocument();
    expect(localStorage.getItem(TIMEZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
  });
});
