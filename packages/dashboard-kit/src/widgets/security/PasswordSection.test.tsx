import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_REAUTHENTICATION_CODE, FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountSecurity } from './AccountSecurity';

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
  return { user, dialog };
}

async function enter(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, password: string, confirmation = password) {
  await user.type(within(dialog).getByLabelText('New password'), password);
  await user.type(within(dialog).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

const passwordCalls = (calls: { method: string; args: unknown }[]) => calls.filter((call) => call.method === 'updateUser');

describe('changing the password while signed in', () => {
  it('takes the new password twice and says the other devices were signed out', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
    expect(within(dialog).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await enter(user, dialog, 'a-new-secret');
    expect(await screen.findByText('Your password is changed. Your other devices were signed out.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change your password' })).toBeNull();
    expect(passwordCalls(auth.calls).map((call) => call.args)).toEqual([{ password: 'a-new-secret' }]);
  });

  it('checks length and repetition before sending anything', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    const { user, dialog } = await openDialog();
    await enter(user, dialog, 'abc');
    expect(within(dialog).getByText('Use at least 6 characters.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await enter(user, dialog, 'a-new-secret', 'a-new-secreT');
    expect(within(dialog).getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(passwordCalls(auth.calls)).toHaveLength(0);
  });

  it('explains the current password given again', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    const current = Object.values(auth.accounts)[0]!.password;
    const { user, dialog } = await openDialog();
    await enter(user, dialog, current);
    expect(await within(dialog).findByText('That is your current password. Choose a new one.')).toBeInTheDocument();
  });

  it('asks for the emailed code in the same dialog when the auth service wants it, explains a wrong one, and keeps the passwords typed', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    auth.reauthenticationRequired = true;
    const { user, dialog } = await openDialog();
    await enter(user, dialog, 'a-new-secret');
    expect(await within(dialog).findByText('To confirm it is you, we emailed a code to dev@sandbox.test. Enter it to change your password.')).toBeInTheDocument();
    expect(auth.calls.filter((call) => call.method === 'reauthenticate')).toHaveLength(1);
    // A new code waits: the auth service sends one a minute.
    expect(within(dialog).getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    const code = within(dialog).getByLabelText('Code from the email');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('That code is not right or has expired. Enter the code from the latest email, or send a new one.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New password')).toHaveValue('a-new-secret');
    await user.clear(code);
    await user.type(code, FAKE_REAUTHENTICATION_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other devices were signed out.')).toBeInTheDocument();
    expect(passwordCalls(auth.calls).at(-1)?.args).toEqual({ password: 'a-new-secret', nonce: FAKE_REAUTHENTICATION_CODE });
  });

  it('with an authenticator app whose last code is old, asks for a code first, then changes it', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />, { session: makeSession({ factors: [makeFactor()], aal: 'aal2', codeAt: Math.floor(Date.now() / 1000) - 900 }) });
    const { user, dialog } = await openDialog();
    await enter(user, dialog, 'a-new-secret');
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(passwordCalls(auth.calls)).toHaveLength(0);
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByText('Your password is changed. Your other devices were signed out.')).toBeInTheDocument();
    await waitFor(() => expect(passwordCalls(auth.calls)).toHaveLength(1));
  });
});
