import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountSecurity } from './AccountSecurity';

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Change email' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Change your email address' }) };
}

async function send(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, email: string) {
  const field = within(dialog).getByLabelText('New email address');
  await user.clear(field);
  await user.type(field, email);
  await user.click(within(dialog).getByRole('button', { name: 'Send confirmation links' }));
}

describe('changing the email address', () => {
  it('says which address signs in, sends the links, and shows the change waiting for them', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    expect(within(await screen.findByRole('region', { name: 'Email address' })).getByText('dev@sandbox.test')).toBeInTheDocument();
    const { user, dialog } = await openDialog();
    await send(user, dialog, '  New.Address@Sandbox.test ');
    expect(await screen.findByText('Waiting for confirmation of new.address@sandbox.test. Open the links we sent to both addresses to finish the change.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change your email address' })).toBeNull();
    expect(auth.calls.find((call) => call.method === 'updateUser')?.args).toEqual({ email: 'new.address@sandbox.test' });
  });

  it('explains a malformed address, the current one, and another account’s, sending nothing for the first two', async () => {
    const { auth } = renderWithDashboard(<AccountSecurity />);
    const { user, dialog } = await openDialog();
    await send(user, dialog, 'not-an-address');
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    await send(user, dialog, 'DEV@sandbox.test');
    expect(within(dialog).getByText('That is already your email address.')).toBeInTheDocument();
    expect(auth.calls.some((call) => call.method === 'updateUser')).toBe(false);
    await send(user, dialog, 'unconfirmed@sandbox.test');
    expect(await within(dialog).findByText('That address belongs to another account. Choose a different one.')).toBeInTheDocument();
  });
});
