import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard, testConfig } from '../../../../../tests/render';
import { DashboardProvider } from '../../provider/DashboardProvider';
import { CreditsPanel } from './CreditsPanel';

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Add Credits/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Credits' }) };
}

describe('CreditsPanel states', () => {
  it('renders embedded with nothing but DashboardProvider around it', async () => {
    render(
      <DashboardProvider config={testConfig} auth={new FakeAuthClient(makeSession())} queryClient={new QueryClient()}>
        <CreditsPanel />
      </DashboardProvider>,
    );
    expect(await screen.findByText('€42.50')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'balanceLoading' });
    expect(screen.getByRole('status', { name: 'Loading credits' })).toBeInTheDocument();
  });

  it('shows the balance with Credits Remaining', async () => {
    renderWithDashboard(<CreditsPanel />);
    expect(await screen.findByText('€42.50')).toBeInTheDocument();
    expect(screen.getByText('Credits Remaining')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Credits' })).toBeInTheDocument();
  });

  it('shows €0.00 and Get Started - Add Credits without credits', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'balanceNull' });
    expect(await screen.findByText('€0.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started - Add Credits' })).toBeInTheDocument();
  });

  it('uses the currency setting of the provider config', async () => {
    renderWithDashboard(<CreditsPanel />, { config: { currency: 'USD' } });
    expect(await screen.findByText('$42.50')).toBeInTheDocument();
  });

  it("shows 'Failed to load credits' with the detail, and Refresh recovers", async () => {
    const user = userEvent.setup();
    renderWithDashboard(<CreditsPanel />, { scenario: 'balanceError' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load credits');
    expect(alert).toHaveTextContent('An unexpected server error occurred.');
    server.use(http.get(`${TEST_API_URL}/v1/billing/api-credits/balance`, () => HttpResponse.json({ balance: 7 })));
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('€7.00')).toBeInTheDocument();
  });

  it('shows the payment banner when asked', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    renderWithDashboard(<CreditsPanel paymentSuccess onDismissPaymentSuccess={onDismiss} />);
    expect(screen.getByText('Payment successful. Your credits have been added.').closest('[role="status"]')).toHaveAttribute('data-tone', 'success');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('credits modal', () => {
  it('defaults to 10, offers the presets, posts amount x 100 and goes to the checkout URL', async () => {
    let body: unknown;
    server.use(
      http.post(`${TEST_API_URL}/v1/billing/api-credits/buy-more`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ checkout_url: 'https://checkout.dashboard.test/cs_9' });
      }),
    );
    const redirect = vi.fn();
    renderWithDashboard(<CreditsPanel redirect={redirect} />);
    const { user, dialog } = await openModal();
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('10');
    expect(within(dialog).getAllByRole('button', { pressed: false }).map((button) => button.textContent)).toEqual(['€25.00', '€50.00', '€100.00', '€250.00']);
    await user.click(within(dialog).getByRole('button', { name: '€25.00' }));
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('25');
    await user.click(within(dialog).getByRole('button', { name: /Continue to payment/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.dashboard.test/cs_9'));
    expect(body).toEqual({ amount_in_cents: 2500 });
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it.each([
    ['', false],
    ['0', true],
    ['12.50', true],
    ['abc', true],
  ])('disables payment for %j (message shown: %s)', async (value, message) => {
    renderWithDashboard(<CreditsPanel />);
    const { user, dialog } = await openModal();
    await user.clear(within(dialog).getByLabelText('Amount'));
    if (value) await user.type(within(dialog).getByLabelText('Amount'), value);
    expect(within(dialog).getByRole('button', { name: /Continue to payment/ })).toBeDisabled();
    expect(within(dialog).queryByText('Please enter a valid whole dollar amount') !== null).toBe(message);
  });

  it.each([
    ['checkoutRefused', 'Failed to create checkout session'],
    ['checkoutNoUrl', 'No checkout URL provided'],
    ['checkoutOffline', 'Failed to start payment'],
  ] as const)('%s shows %s inline', async (scenario, message) => {
    const redirect = vi.fn();
    renderWithDashboard(<CreditsPanel redirect={redirect} />, { scenario });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: /Continue to payment/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(redirect).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: /Continue to payment/ })).toBeEnabled();
  });

  it('resets the amount to 10 when closed', async () => {
    renderWithDashboard(<CreditsPanel />);
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: '€100.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await openModal();
    expect(within(again.dialog).getByLabelText('Amount')).toHaveValue('10');
  });

  it('forgets a refused checkout when closed: the next opening shows no error', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'checkoutRefused' });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: /Continue to payment/ }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await openModal();
    expect(within(again.dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again.dialog).getByRole('button', { name: /Continue to payment/ })).toBeEnabled();
  });
});
