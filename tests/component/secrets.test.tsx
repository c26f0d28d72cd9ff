import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiKeysPanel } from '../../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { renderWithDashboard } from '../render';

/**
 * Secrets stay put (SECURITY.md): once the created-key dialog closes, the secret is in
 * neither the DOM nor anything the kit keeps (query and mutation caches), and it was
 * never handed to telemetry or the console.
 */
describe('the created key secret', () => {
  it('is gone from the DOM and the caches once its dialog closes, and never reached telemetry or the console', async () => {
    const user = userEvent.setup();
    const capture = vi.fn();
    const reportError = vi.fn();
    const logged = ['log', 'info', 'warn', 'error', 'debug'].map((level) => vi.spyOn(console, level as 'log'));
    const { queryClient } = renderWithDashboard(<ApiKeysPanel />, { telemetry: { capture, reportError } });
    await user.click(await screen.findByRole('button', { name: 'New API Key' }));
    await user.type(within(await screen.findByRole('dialog', { name: 'Create New API Key' })).getByLabelText('Key Name'), 'Secret keeper');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const created = await screen.findByRole('dialog', { name: 'New API Key Created' });
    const secret = (within(created).getByLabelText('Secret') as HTMLInputElement).value;
    expect(secret.length).toBeGreaterThan(8);

    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('cell', { name: 'Secret keeper' })).toBeInTheDocument();

    expect(document.documentElement.outerHTML).not.toContain(secret);
    expect([...document.querySelectorAll('input, textarea')].map((field) => (field as HTMLInputElement).value)).not.toContain(secret);
    const held = () =>
      JSON.stringify({
        queries: queryClient.getQueryCache().getAll().map((query) => query.state),
        mutations: queryClient.getMutationCache().getAll().map((mutation) => mutation.state),
      });
    // The mutation's answer is dropped once the panel lets go of it (its gcTime is 0).
    await waitFor(() => expect(held()).not.toContain(secret));
    expect(held()).toContain('Secret keeper');
    expect(JSON.stringify([capture.mock.calls, reportError.mock.calls])).not.toContain(secret);
    for (const spy of logged) expect(JSON.stringify(spy.mock.calls)).not.toContain(secret);
  });
});
