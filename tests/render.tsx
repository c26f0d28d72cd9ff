import type { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { Session } from '@supabase/auth-js';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { DashboardProvider } from '../packages/dashboard-kit/src/provider/DashboardProvider';
import type { DashboardConfig } from '../packages/dashboard-kit/src/context/config';
import type { Telemetry } from '../packages/dashboard-kit/src/telemetry/port';
import type { Localization } from '../packages/dashboard-kit/src/i18n/messages';
import { de } from '../packages/dashboard-kit/src/i18n/catalogues/de';
import { pseudoCatalogues } from './i18n/pseudo-locales';
import { FakeAuthClient, makeSession } from './fakes/fake-auth-client';
import { testConfig, testQueryClient } from './config';
import { applyScenario } from './msw/server';
import type { ScenarioName } from './msw/scenarios';


export { testConfig };

const CATALOGUES = { de, ...pseudoCatalogues };

export interface DashboardRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Extra MSW scenario over the default one. */
  scenario?: ScenarioName;
  /** The signed-in session; `null` for a signed-out visitor. */
  session?: Session | null;
  telemetry?: Partial<Telemetry>;
  config?: Partial<DashboardConfig>;
  localization?: Localization;
  /** The widgets' language; German's catalogue and the pseudo-locales are passed as a partner would. */
  locale?: string;
  /** A URL to render at (path, search and hash), as the browser would show it. */
  url?: string;
  /** Offers the user a choice of language (the provider's `onLocaleChange`), among `languages`. */
  onLocaleChange?: (locale: string) => void;
  languages?: readonly string[];
  /** @default a fresh client that retries (by the kit's own rule) without waiting */
  queryClient?: QueryClient;
  /** Sets the fake auth client up before anything is rendered (the auth service's settings, as a project has them). */
  prepareAuth?: (auth: FakeAuthClient) => void;
  /** Pins the account the widgets act for (the provider's `organization`): an organisation's id, or null for the personal account. */
  organization?: string | null;
  /** The provider's `keepAnswers`. @default kept, as for any host */
  keepAnswers?: false | { build: string };
}

/**
 * Renders inside a fresh `DashboardProvider` (fresh QueryClient, retries without back-off), like an embedding
 * app would; `setup-dom.ts` puts every render under `<StrictMode>`.
 */
export function renderWithDashboard(ui: ReactElement, options: DashboardRenderOptions = {}) {
  const { scenario, session = makeSession(), telemetry, config, localization, locale, url, onLocaleChange, languages, queryClient = testQueryClient(), prepareAuth, organization, keepAnswers, ...renderOptions } = options;
  if (scenario) applyScenario(scenario);
  if (url) window.history.replaceState(null, '', url);
  const auth = new FakeAuthClient(session);
  prepareAuth?.(auth);
  const navigate = vi.fn<(to: string, options?: { replace?: boolean }) => void>();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DashboardProvider config={{ ...testConfig, ...config }} auth={auth} queryClient={queryClient} telemetry={telemetry} localization={localization} locale={locale} catalogues={CATALOGUES} languages={languages} onLocaleChange={onLocaleChange} navigate={navigate} organization={organization} keepAnswers={keepAnswers}>
      {children}
    </DashboardProvider>
  );
  return { auth, queryClient, navigate, ...render(ui, { wrapper, ...renderOptions }) };
}
