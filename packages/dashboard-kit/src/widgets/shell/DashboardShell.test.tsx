import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDashboard, testConfig } from '../../../../../tests/render';
import { requestLogProbeSettled } from '../../../../../tests/request-log-probe';
import { LoadingScreen } from '../../screens/LoadingScreen';
import { HANDOVER_MS } from '../../parts/quick-links-shortcut/heldShortcut';
import { DashboardShell } from './DashboardShell';
import { ProfileMenu } from './ProfileMenu';
import { THEME_STORAGE_KEY } from '../../document-init';
import { FakeAuthClient, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { de } from '../../i18n/catalogues/de';
import type { Catalogues } from '../../i18n/locale';
import { DashboardProvider } from '../../provider/DashboardProvider';

function shell(currentPath = '/overview', options: Parameters<typeof renderWithDashboard>[1] = {}) {
  return renderWithDashboard(
    <DashboardShell currentPath={currentPath}>
      <p>Page content</p>
    </DashboardShell>,
    options,
  );
}

function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardShell: sidebar', () => {
  it('lists Overview, API Keys, Files and Documentation, and marks the current page', async () => {
    shell('/api-keys');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Files' })).toHaveAttribute('href', '/browse');
    expect(within(nav).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    const docs = within(nav).getByRole('link', { name: /Documentation/ });
    expect(docs).toHaveAttribute('href', testConfig.docsUrl);
    expect(docs).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it("shows API Keys locked ('Available in Pro') and hides Files for a user without access; the lock leads to the subscription tab", async () => {
    const user = userEvent.setup();
    const { navigate } = shell('/overview', { scenario: 'lockedNav' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const locked = await within(nav).findByRole('link', { name: 'API Keys Available in Pro' });
    expect(within(nav).queryByRole('link', { name: 'Files' })).not.toBeInTheDocument();
    await user.hover(locked);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Available in Pro');
    await user.click(locked);
    expect(navigate).toHaveBeenCalledWith('/account?tab=subscription');
  });
});

describe('DashboardShell: Requests, where the API keeps a log', () => {
  it('adds Requests after Files where the API keeps a request log, and marks it on the log', async () => {
    shell('/logs', { scenario: 'requestLogRows' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const requests = await within(nav).findByRole('link', { name: 'Requests' });
    expect(requests).toHaveAttribute('href', '/logs');
    expect(requests).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'API Keys', 'Files', 'Requests', 'Documentation (opens in a new tab)']);
  });

  it('shows no Requests where the API answers 404 for the log: the spec’s items alone', async () => {
    const { queryClient } = shell('/overview');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Files' });
    await requestLogProbeSettled(queryClient);
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'API Keys', 'Files', 'Documentation (opens in a new tab)']);
  });
});

describe('DashboardShell: top bar', () => {
  it('opens the quick links from the search box and from Ctrl+K', async () => {
    const user = userEvent.setup();
    shell();
    await user.click(screen.getByRole('button', { name: /Search pages\.\.\./ }));
    await user.click(await screen.findByRole('dialog', { name: 'Quick links' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick links' })).not.toBeInTheDocument());
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const search = await screen.findByRole('combobox', { name: 'Search pages...' });
    await waitFor(() => expect(search).toHaveFocus());
  });

  // Regression: the shortcut was the shell's alone, so a press while the guard's spinner
  // showed (the access call, the shell's chunk) was lost.
  it('opens the quick links for a Ctrl+K pressed while the loading screen showed', async () => {
    const view = renderWithDashboard(<LoadingScreen catchQuickLinksShortcut />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    view.rerender(
      <DashboardShell currentPath="/overview">
        <p>Page content</p>
      </DashboardShell>,
    );
    expect(await screen.findByRole('dialog', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('lets a press held by the loading screen lapse when a sign-in page comes instead of the shell', async () => {
    vi.useFakeTimers();
    const view = renderWithDashboard(<LoadingScreen catchQuickLinksShortcut />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    view.rerender(<p>Sign in</p>);
    act(() => vi.advanceTimersByTime(HANDOVER_MS + 1));
    vi.useRealTimers();
    view.rerender(
      <DashboardShell currentPath="/overview">
        <p>Page content</p>
      </DashboardShell>,
    );
    await screen.findByText('Page content');
    expect(screen.queryByRole('dialog', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('toggles the theme, stores the choice and reports theme_changed', async () => {
    const user = userEvent.setup();
    const capture = vi.fn();
    shell('/overview', { telemetry: { capture } });
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(capture).toHaveBeenCalledWith('theme_changed', { mode: 'dark' });
  });
});

describe('DashboardShell: language choice', () => {
  /**
   * A host as the reference dashboard is: it offers English and German, has only English loaded,
   * and on a choice fetches that catalogue, then passes it back with the locale.
   */
  function Host({ onChange, languages = ['en', 'de'] }: { onChange: (locale: string) => void; languages?: readonly string[] }) {
    const [language, setLanguage] = useState<{ locale: string; catalogues: Catalogues }>({ locale: 'en', catalogues: {} });
    const [auth] = useState(() => new FakeAuthClient(makeSession()));
    const choose = (next: string) => {
      onChange(next);
      void Promise.resolve({ de }).then((loaded) => setLanguage({ locale: next, catalogues: loaded }));
    };
    return (
      <DashboardProvider config={testConfig} auth={auth} locale={language.locale} catalogues={language.catalogues} languages={languages} onLocaleChange={choose} navigate={() => undefined}>
        <DashboardShell currentPath="/overview">
          <p>Page content</p>
        </DashboardShell>
      </DashboardProvider>
    );
  }

  it('offers a language the host has not loaded yet by its own name, and the shell speaks it once chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch language to Deutsch' }));
    expect(onChange).toHaveBeenCalledWith('de');
    expect(await screen.findByRole('navigation', { name: 'Hauptnavigation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Profilmenü' }));
    expect(await screen.findByRole('menuitem', { name: 'Sprache wechseln zu English' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Deutsch/ })).toBeNull();
  });

  it('offers no language item when the host offers one language, or no choice at all', async () => {
    const user = userEvent.setup();
    render(<Host onChange={vi.fn()} languages={['en']} />);
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu', { name: 'Profile menu' });
    expect(screen.queryByRole('menuitem', { name: /language/ })).toBeNull();
    cleanup();

    shell();
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await screen.findByRole('menu', { name: 'Profile menu' });
    expect(screen.queryByRole('menuitem', { name: /language/ })).toBeNull();
  });
});

describe('DashboardShell: profile menu', () => {
  it('mounts without re-rendering inside its first commit (a re-render there pulls every effect of the page into that one long task)', async () => {
    const phases: string[] = [];
    renderWithDashboard(
      <Profiler id="profile-menu" onRender={(_id, phase) => void phases.push(phase)}>
        <ProfileMenu />
      </Profiler>,
    );
    expect(await screen.findByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(phases[0]).toBe('mount');
    expect(phases).not.toContain('nested-update');
  });

  it('shows the email and the spec items, and moves to Account Settings and Legal Terms', async () => {
    const user = userEvent.setup();
    const { navigate } = shell();
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const menu = await screen.findByRole('menu', { name: 'Profile menu' });
    expect(menu).toHaveAccessibleDescription('dev@sandbox.test');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Go To User Platform',
      'Switch to dark theme',
      'Account Settings',
      'Legal Terms',
      'Logout',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Account Settings' }));
    expect(navigate).toHaveBeenLastCalledWith('/account');
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Legal Terms' }));
    expect(navigate).toHaveBeenLastCalledWith('/legal');
  });

  it('moves through the items with the arrow keys and closes on Escape, back on its button', async () => {
    const user = userEvent.setup();
    shell();
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Go To User Platform' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Switch to dark theme' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens from its button with ArrowDown on the first item and ArrowUp on the last', async () => {
    const user = userEvent.setup();
    shell();
    const button = await screen.findByRole('button', { name: 'Profile menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Go To User Platform' })).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus());
  });

  it('opens the user platform in a new tab through the hand-off', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    shell();
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Go To User Platform' }));
    const [url, target] = open.mock.calls[0]!;
    expect(String(url)).toMatch(new RegExp(`^${testConfig.userPlatformUrl}.*(auth_key|auth_transfer)=`));
    expect(target).toBe('_blank');
  });

  it('Logout signs the user out', async () => {
    const user = userEvent.setup();
    const { auth } = shell();
    const signOut = vi.spyOn(auth, 'signOut');
    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalled();
  });
});

describe('DashboardShell below 1024 px', () => {
  it('puts the sidebar in a drawer that opens from the top bar and closes when an item is chosen', async () => {
    narrowScreen();
    const user = userEvent.setup();
    const { navigate } = shell('/overview');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main' });
    await user.click(await within(drawer).findByRole('link', { name: 'API Keys' }));
    expect(navigate).toHaveBeenCalledWith('/api-keys');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main' })).not.toBeInTheDocument());
    await act(async () => undefined);
  });
});
