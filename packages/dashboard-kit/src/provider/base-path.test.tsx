import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { OverviewScreen } from '../screens/OverviewScreen';
import { CliAuthPanel } from '../widgets/cli-auth/CliAuthPanel';
import { EmailInterstitial } from '../widgets/interstitial/EmailInterstitial';
import { DashboardShell } from '../widgets/shell/DashboardShell';

// A host that mounts the dashboard under /developer and names two pages its own way.
const config = { basePath: '/developer', paths: { overview: '/home', apiKeys: '/keys' } };

describe('a dashboard mounted under a base path, with pages of its own', () => {
  it("links carry the base path; the host's navigate gets the path below it", async () => {
    const user = userEvent.setup();
    const { navigate } = renderWithDashboard(
      <DashboardShell currentPath="/keys">
        <p>Page content</p>
      </DashboardShell>,
      { config },
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Files' })).toHaveAttribute('href', '/developer/browse');
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/developer/home');
    const keys = within(nav).getByRole('link', { name: 'API Keys' });
    expect(keys).toHaveAttribute('href', '/developer/keys');
    expect(keys).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Overview' }));
    expect(navigate).toHaveBeenCalledWith('/home');
  });

  it('the overview links to the configured keys page', async () => {
    renderWithDashboard(<OverviewScreen />, { config });
    expect(await screen.findByRole('link', { name: 'API Keys' })).toHaveAttribute('href', '/developer/keys');
  });

  it("the error screen's Dashboard button and the CLI panel's Cancel go to the configured pages", async () => {
    const user = userEvent.setup();
    const errorScreen = renderWithDashboard(<ErrorScreen variant="page" />, { config });
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(errorScreen.navigate).toHaveBeenCalledWith('/home');
    errorScreen.unmount();

    const cli = renderWithDashboard(<CliAuthPanel search="?callback=http%3A%2F%2F127.0.0.1%3A8976%2Fcb&api_key_name=my-laptop&state=s1" redirect={() => undefined} />, { config });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(cli.navigate).toHaveBeenCalledWith('/keys');
  });

  it('the email interstitial reads its path below the base and returns to the sign-in page there', () => {
    renderWithDashboard(<EmailInterstitial />, { session: null, url: '/developer/login/confirm?token=tok-1', config });
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    const form = document.querySelector('form')!;
    expect(new FormData(form).get('redirect_to')).toBe(`${window.location.origin}/developer/login`);
  });

  it("an unknown interstitial path below the base leads back to that base's sign-in page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithDashboard(<EmailInterstitial />, { session: null, url: '/developer/login/what?token=x', config });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/developer/login');
  });
});
