import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountSecurity } from './AccountSecurity';

const section = async () => screen.findByRole('region', { name: 'Connected accounts' });
const withGoogle = (email = 'dev.personal@example.test') => makeSession({ identities: [{ provider: 'email' }, { provider: 'google', email }] });
const linkCalls = (calls: { method: string; args: unknown }[]) => calls.filter((call) => call.method === 'linkIdentity');

describe('connected accounts', () => {
  it('lists the ways to sign in and connects Google, coming back to this page', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />, { url: '/account?tab=security' });
    const region = await section();
    expect(within(region).getByText('Email and password')).toBeInTheDocument();
    expect(within(region).getByText('Not connected')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Connect Google' }));
    // The auth client leaves for Google's chooser: the button stays busy until the page goes.
    expect(await within(region).findByRole('button', { name: 'Opening Google...' })).toBeDisabled();
    expect(linkCalls(auth.calls).at(-1)?.args).toEqual({ provider: 'google', options: { redirectTo: `${window.location.origin}/account?tab=security` } });
  });

  it('disconnects a linked Google account after asking, then offers to connect it again', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />, { session: withGoogle() });
    const region = await section();
    expect(within(region).getByText('dev.personal@example.test')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Disconnect' }));
    const question = within(region).getByRole('group', { name: 'Disconnect Google' });
    expect(within(question).getByText('Disconnect dev.personal@example.test? You can no longer sign in with this Google account.')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Disconnect Google' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Disconnect Google' }));
    expect(await within(region).findByText('Google is disconnected. Sign in with your email and password from now on.')).toBeInTheDocument();
    expect(auth.calls.find((call) => call.method === 'unlinkIdentity')?.args).toMatchObject({ identity_id: 'user-dev-google', provider: 'google' });
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Connect Google' })).toHaveFocus());
  });

  it('takes a question back with Cancel, focus returning to Disconnect', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />, { session: withGoogle() });
    const region = await section();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Disconnect' }));
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Disconnect' })).toHaveFocus();
    expect(auth.calls.some((call) => call.method === 'unlinkIdentity')).toBe(false);
  });

  it('says why Google cannot go when it is the only way to sign in, and offers no button', async () => {
    renderWithDashboard(<AccountSecurity />, { session: makeSession({ identities: [{ provider: 'google' }] }) });
    const region = await section();
    expect(within(region).getByText('Google is your only way to sign in, so it cannot be disconnected.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('offers nothing where the project turns linking off', async () => {
    renderWithDashboard(<AccountSecurity />, { prepareAuth: (auth) => (auth.manualLinking = false) });
    const region = await section();
    expect(await within(region).findByText('Connecting other accounts is turned off for this dashboard.')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Connect Google' })).toBeNull();
  });

  it('explains a Google account another account signs in with, and takes the refusal off the address', async () => {
    renderWithDashboard(<AccountSecurity />, {
      url: '/account?tab=security#error=access_denied&error_code=identity_already_exists&error_description=Identity+is+already+linked+to+another+user',
    });
    const region = await section();
    expect(await within(region).findByText('That Google account already signs in to another account. Choose a different Google account.')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?tab=security');
  });

  it('with an authenticator app whose last code is old, asks for a code before disconnecting', async () => {
    const session = makeSession({ factors: [makeFactor()], aal: 'aal2', codeAt: Math.floor(Date.now() / 1000) - 900, identities: [{ provider: 'email' }, { provider: 'google' }] });
    const { auth } = renderWithDashboard(<AccountSecurity />, { session });
    const region = await section();
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Disconnect' }));
    await user.click(within(region).getByRole('button', { name: 'Disconnect Google' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(auth.calls.some((call) => call.method === 'unlinkIdentity')).toBe(false);
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    expect(await within(region).findByText('Google is disconnected. Sign in with your email and password from now on.')).toBeInTheDocument();
  });
});
