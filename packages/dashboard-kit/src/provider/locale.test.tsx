import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../tests/fakes/fake-auth-client';
import { testConfig } from '../../../../tests/render';
import { de } from '../i18n/catalogues/de';
import { ApiKeysPanel } from '../widgets/api-keys/ApiKeysPanel';
import { CreditsPanel } from '../widgets/credits/CreditsPanel';
import { applyScenario } from '../../../../tests/msw/server';
import { TIMEZONE_STORAGE_KEY } from '../time/timezone.logic';
import { DashboardProvider } from './DashboardProvider';

const auth = new FakeAuthClient(makeSession());
// A cache per test: one test's answers are not another's.
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
});
const page = (locale?: string, widget = <ApiKeysPanel />) => (
  <DashboardProvider config={testConfig} auth={auth} queryClient={queryClient} locale={locale} catalogues={{ de }}>
    {widget}
  </DashboardProvider>
);

describe('the language the widgets speak', () => {
  it('is German where the host asks for it, on a root that says so (lang, dir)', async () => {
    render(page('de-DE'));
    const region = await screen.findByRole('region', { name: 'API-Schlüssel' });
    expect(region).toHaveAttribute('lang', 'de-DE');
    expect(region).toHaveAttribute('dir', 'ltr');
    expect(await screen.findByRole('columnheader', { name: 'Schlüssel-ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neuer API-Schlüssel' })).toBeInTheDocument();
  });

  it('is English, and says so, without a locale: a host page in another language does not change it', async () => {
    document.documentElement.lang = 'de';
    try {
      render(page());
      expect(await screen.findByRole('region', { name: 'API Keys' })).toHaveAttribute('lang', 'en');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('switches in place: the open dialog and what was typed in it stay', async () => {
    const user = userEvent.setup();
    const { rerender } = render(page('en'));
    await user.click(await screen.findByRole('button', { name: 'New API Key' }));
    await user.type(within(await screen.findByRole('dialog', { name: 'Create New API Key' })).getByLabelText('Key Name'), 'Nightly export');

    rerender(page('de'));
    const dialog = screen.getByRole('dialog', { name: 'Neuen API-Schlüssel erstellen' });
    expect(within(dialog).getByLabelText('Name des Schlüssels')).toHaveValue('Nightly export');
    expect(within(dialog).getByLabelText('Name des Schlüssels')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'API-Schlüssel' })).toHaveAttribute('lang', 'de');
  });

  it.each([
    ['en', '€33.00', 'Mar 4, 2026', '€42.50'],
    // getByText compares whitespace-collapsed text: the no-break space before € reads as a space.
    ['de', '33,00\u00a0€', '4. März 2026', '42,50 €'],
  ])('writes money and dates as %s does', async (locale, spend, created, balance) => {
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'Europe/Berlin');
    applyScenario('keysSpend');
    render(page(locale, <><ApiKeysPanel /><CreditsPanel /></>));
    expect(await screen.findByRole('cell', { name: spend })).toBeInTheDocument();
    expect(screen.getByText(created)).toBeInTheDocument();
    expect(await screen.findByText(balance)).toBeInTheDocument();
  });
});
