import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { keyStore } from '../../../../../tests/msw/key-store';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

describe('creating a key the API refuses for want of a recent code (403 insufficient_aal)', () => {
  it('says in words what was needed, and makes no key', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'stepUp', session: makeSession({ factors: [makeFactor()] }) });
    await screen.findByRole('cell', { name: 'Production' });
    await user.click(screen.getByRole('button', { name: 'New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.type(within(dialog).getByLabelText('Key Name'), 'Needs a code');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs a code from your authenticator app, entered in the last 10 minutes. Try again and enter the code when asked.');
    expect(keyStore.list().some((key) => key.name === 'Needs a code')).toBe(false);
  });
});
