import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { keyStore } from '../../../../../tests/msw/key-store';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

/** A user with an authenticator app whose session entered no code yet: the API asks for one before a key is made. */
async function startCreating(name: string) {
  const user = userEvent.setup();
  const rendered = renderWithDashboard(<ApiKeysPanel />, { scenario: 'stepUp', session: makeSession({ factors: [makeFactor()] }) });
  await screen.findByRole('cell', { name: 'Production' });
  await user.click(screen.getByRole('button', { name: 'New API Key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
  await user.type(within(dialog).getByLabelText('Key Name'), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  return { user, ...rendered };
}

describe('creating a key behind step-up', () => {
  it('asks for a code while the key waits, then creates it once', async () => {
    const { user, auth } = await startCreating('Stepped up');
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const code = within(stepUp).getByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('dialog', { name: 'New API Key Created' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    expect(keyStore.list().filter((key) => key.name === 'Stepped up')).toHaveLength(1);
    expect(auth.calls.filter((call) => call.method === 'mfa.verify')).toHaveLength(1);
  });

  it('says what was needed when the user declines, as any failed creation is told, and makes no key', async () => {
    const { user } = await startCreating('Declined');
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(stepUp).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs a code from your authenticator app, entered in the last 10 minutes. Try again and enter the code when asked.');
    expect(keyStore.list().some((key) => key.name === 'Declined')).toBe(false);
  });

  it('keeps asking after a wrong code, and the key waits', async () => {
    const { user } = await startCreating('Patient');
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(stepUp).getByLabelText('Verification code'), '000000{Enter}');
    expect(await within(stepUp).findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('dialog', { name: 'New API Key Created' })).toBeInTheDocument();
  });

  it('shows the refusal at once, with no dialog, for a user without an authenticator app', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'stepUp' });
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.type(within(dialog).getByLabelText('Key Name'), 'No app');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/needs a code from your authenticator app/);
    expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
  });
});
