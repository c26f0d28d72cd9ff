import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountTabs } from './AccountTabs';
import { TIMEZONE_STORAGE_KEY } from '../../time/timezone.logic';

const session = makeSession({ metadata: { full_name: 'Dev Sandbox', phone_number: '+49 30 1234567' } });

describe('AccountTabs', () => {
  it('opens profile by default with the avatar initial, name, verified email and phone', async () => {
    renderWithDashboard(<AccountTabs />, { session });
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
    expect(screen.getByText('Dev Sandbox')).toBeInTheDocument();
    expect(screen.getByText('dev@sandbox.test')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('+49 30 1234567')).toBeInTheDocument();
  });

  it('lists the spec’s tabs with credits and pricing for billing_credits', async () => {
    renderWithDashboard(<AccountTabs />, { session });
    await screen.findByRole('tab', { name: 'Profile' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profile', 'Preferences', 'Security', 'API Credits', 'Token Pricing', 'Need Help?']);
  });

  it('hides credits and pricing with billing:ignore_credits', async () => {
    renderWithDashboard(<AccountTabs />, { session, scenario: 'noBilling', url: '/account?tab=credits' });
    await screen.findByRole('tab', { name: 'Profile', selected: true });
    expect(screen.queryByRole('tab', { name: 'API Credits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Token Pricing' })).not.toBeInTheDocument();
  });

  it('opens ?tab=credits with the ?payment=success banner, removes both from the URL, and clears the banner on tab change', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=credits&payment=success&keep=1' });
    expect(await screen.findByRole('tab', { name: 'API Credits', selected: true })).toBeInTheDocument();
    expect(screen.getByText('Payment successful. Your credits have been added.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?keep=1'));
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    await user.click(screen.getByRole('tab', { name: 'API Credits' }));
    expect(screen.queryByText('Payment successful. Your credits have been added.')).not.toBeInTheDocument();
  });

  it('takes ?tab off the address without putting back what the page took off meanwhile (a refused Google link’s error in the hash)', async () => {
    renderWithDashboard(<AccountTabs />, {
      session,
      url: '/account?tab=security#error=access_denied&error_code=identity_already_exists&error_description=Identity+is+already+linked+to+another+user',
    });
    expect(await screen.findByText('That Google account already signs in to another account. Choose a different Google account.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.hash).toBe('');
  });

  it('writes the address as it stands when it takes ?tab off, not as it stood a task before', async () => {
    // The tab parameter goes in a task of its own; whatever changes the address before that task runs (the
    // Security tab taking a refusal off the hash, a later tab's own state) is kept.
    const realSetTimeout = window.setTimeout;
    let changedBetween = false;
    vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, delay?: number) =>
      realSetTimeout(() => {
        // The timer that writes the address: the page changes it first.
        if (!changedBetween && String(callback).includes('rewriteAddress')) {
          changedBetween = true;
          window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#changed-meanwhile`);
        }
        callback();
      }, delay)) as typeof window.setTimeout);
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=preferences#first' });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(changedBetween).toBe(true);
    expect(window.location.hash).toBe('#changed-meanwhile');
  });

  it('shows spend control beside the credits once the tab has painted, with how auto-recharge’s set-up went (?auto_recharge=on), and takes the parameter from the URL', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<AccountTabs />, { session, scenario: 'spendControl', url: '/account?tab=credits&auto_recharge=on' });
    expect(await screen.findByRole('heading', { name: 'Spend by key, last 30 days' })).toBeInTheDocument();
    expect(await screen.findByText('Card saved: auto-recharge is on.')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    await user.click(screen.getByRole('tab', { name: 'Preferences' }));
    expect(screen.queryByRole('heading', { name: 'Spend by key, last 30 days' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'API Credits' }));
    expect(await screen.findByRole('heading', { name: 'Auto-recharge' })).toBeInTheDocument();
    expect(screen.queryByText('Card saved: auto-recharge is on.')).toBeNull();
  });

  it('back from saving a card, shows spend control with the result at once, not once the page is idle', async () => {
    // A page kept busy: the browser never reports idle time, so nothing waits on it here.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      renderWithDashboard(<AccountTabs />, { session, scenario: 'spendControl', url: '/account?tab=credits&auto_recharge=on' });
      expect(await screen.findByText('Card saved: auto-recharge is on.')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('opens a subscription panel from ?tab=subscription built from the access record', async () => {
    renderWithDashboard(<AccountTabs />, { session, scenario: 'noPermissions', url: '/account?tab=subscription' });
    expect(await screen.findByRole('tab', { name: 'Subscription', selected: true })).toBeInTheDocument();
    expect(screen.getByText('free')).toBeInTheDocument();
    expect(screen.getByText('14 days')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<AccountTabs />, { session });
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    profile.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Preferences', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Need Help?', selected: true })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'support@dashboard.test' })).toHaveAttribute('href', 'mailto:support@dashboard.test');
  });

  it('changes the display time zone from Preferences', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=preferences' });
    const select = await screen.findByLabelText('Display time zone');
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('label'))).toEqual(['UTC', 'Americas', 'Europe', 'Asia and Pacific', 'Australia']);
    await user.selectOptions(select, 'Asia/Tokyo');
    await waitFor(() => expect(localStorage.getItem(TIMEZONE_STORAGE_KEY)).toBe('Asia/Tokyo'));
  });

  it('offers every language the host offers in Preferences, by its own name, the current one chosen', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=preferences', languages: ['en', 'de'], onLocaleChange });
    const select = await screen.findByLabelText('Language');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Deutsch']);
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription('Texts, numbers and dates across the dashboard follow it.');
    await user.selectOptions(select, 'de');
    expect(onLocaleChange).toHaveBeenCalledWith('de');
  });

  it('shows German chosen for a German-speaking visitor (de-AT), and no language field where the host offers no choice', async () => {
    const { unmount } = renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=preferences', locale: 'de-AT', languages: ['en', 'de'], onLocaleChange: vi.fn() });
    expect(await screen.findByLabelText('Sprache')).toHaveValue('de');
    unmount();
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=preferences' });
    expect(await screen.findByLabelText('Display time zone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Language')).toBeNull();
  });

  it("says 'Please log in to view your account.' when signed out", async () => {
    renderWithDashboard(<AccountTabs />, { session: null });
    expect(await screen.findByText('Please log in to view your account.')).toBeInTheDocument();
  });
});

describe('the Add Credits quick link', () => {
  it('lands on credits with the modal open and removes its parameter', async () => {
    renderWithDashboard(<AccountTabs />, { session, url: '/account?tab=credits&add=credits' });
    expect(await screen.findByRole('dialog', { name: 'Add Credits' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('does nothing for a user without billing', async () => {
    renderWithDashboard(<AccountTabs />, { session, scenario: 'noBilling', url: '/account?tab=credits&add=credits' });
    await screen.findByRole('tab', { name: 'Profile', selected: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
