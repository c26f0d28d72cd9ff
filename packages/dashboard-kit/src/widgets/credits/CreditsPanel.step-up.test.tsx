import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { CreditsPanel } from './CreditsPanel';

describe('buying credits behind step-up', () => {
  it('asks for a code over the amount chosen, then goes to the checkout for that amount', async () => {
    const sent: Array<{ body: unknown; key: string | null }> = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/buy-more')) void request.clone().json().then((body: unknown) => sent.push({ body, key: request.headers.get('idempotency-key') }));
    };
    server.events.on('request:start', record);
    const user = userEvent.setup();
    const redirect = vi.fn();
    const { auth } = renderWithDashboard(<CreditsPanel redirect={redirect} />, { scenario: 'stepUp', session: makeSession({ factors: [makeFactor()] }) });
    await user.click(await screen.findByRole('button', { name: /Add Credits/ }));
    const purchase = await screen.findByRole('dialog', { name: 'Add Credits' });
    await user.click(within(purchase).getByRole('button', { name: '€50.00' }));
    await user.click(within(purchase).getByRole('button', { name: /Continue to payment/ }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(purchase).getByLabelText('Amount')).toHaveValue('50');
    expect(redirect).not.toHaveBeenCalled();
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://checkout.dashboard.test/cs_step_up'));
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(auth.calls.filter((call) => call.method === 'mfa.verify')).toHaveLength(1);
    // The refused request and its retry: one purchase, the same amount, the same idempotency key.
    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.body)).toEqual([{ amount_in_cents: 5000 }, { amount_in_cents: 5000 }]);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    server.events.removeListener('request:start', record);
  });

  it('says a code was needed, not that the checkout failed, when the user declines', async () => {
    const user = userEvent.setup();
    const redirect = vi.fn();
    renderWithDashboard(<CreditsPanel redirect={redirect} />, { scenario: 'stepUp', session: makeSession({ factors: [makeFactor()] }) });
    await user.click(await screen.findByRole('button', { name: /Add Credits/ }));
    const purchase = await screen.findByRole('dialog', { name: 'Add Credits' });
    await user.click(within(purchase).getByRole('button', { name: /Continue to payment/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm it is you' })).getByRole('button', { name: 'Not now' }));
    expect(await within(purchase).findByRole('alert')).toHaveTextContent('This needs a code from your authenticator app, entered in the last 10 minutes.');
    expect(within(purchase).getByRole('button', { name: /Continue to payment/ })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
