import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { ApiKeysPanel } from './api-keys/ApiKeysPanel';
import { CliAuthPanel } from './cli-auth/CliAuthPanel';
import { CreditsPanel } from './credits/CreditsPanel';
import { FileBrowser } from './file-browser/FileBrowser';
import { PricingCalculator } from './pricing/PricingCalculator';

// A partner's translation of the API error catalogue (and of the file browser's own line).
const localization = {
  apiErrors: { SERVER_ERROR: 'Serverfehler, bitte später erneut versuchen.', NETWORK_ERROR: 'Keine Verbindung zum Server.', FORBIDDEN: 'Keine Berechtigung.' },
  files: { fetchFailed: 'Ordner konnte nicht geladen werden' },
};

describe("each widget's error state speaks the provider's localization", () => {
  it('ApiKeysPanel: a failed list', async () => {
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysListError', localization });
    expect(await screen.findByText('Serverfehler, bitte später erneut versuchen.')).toBeInTheDocument();
    expect(screen.queryByText('An unexpected server error occurred.')).not.toBeInTheDocument();
  });

  it('ApiKeysPanel: a refused delete', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysDeleteFails', localization });
    await user.click(await screen.findByRole('button', { name: 'Delete Production' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Keine Berechtigung.');
  });

  it('CreditsPanel: a failed balance', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'balanceError', localization });
    expect(await screen.findByText('Serverfehler, bitte später erneut versuchen.')).toBeInTheDocument();
  });

  it('PricingCalculator: failed pricing', async () => {
    renderWithDashboard(<PricingCalculator />, { scenario: 'pricingError', localization });
    expect(await screen.findByText(/Serverfehler, bitte später erneut versuchen\./)).toBeInTheDocument();
  });

  it('FileBrowser: a failed listing, its own line and the cause both translated', async () => {
    renderWithDashboard(<FileBrowser />, { scenario: 'filesDown', localization });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ordner konnte nicht geladen werden (Serverfehler, bitte später erneut versuchen.)');
  });

  it('FileBrowser: a forbidden listing', async () => {
    renderWithDashboard(<FileBrowser />, { scenario: 'filesForbidden', localization });
    expect(await screen.findByText(/Keine Berechtigung\./)).toBeInTheDocument();
  });

  it('CliAuthPanel: a key creation that never answers', async () => {
    const user = userEvent.setup();
    const search = '?callback=http%3A%2F%2F127.0.0.1%3A8976%2Fcb&api_key_name=my-laptop&state=s1';
    renderWithDashboard(<CliAuthPanel search={search} redirect={vi.fn()} />, { scenario: 'keysCreateLost', localization });
    await user.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('Keine Verbindung zum Server.')).toBeInTheDocument();
  });
});
