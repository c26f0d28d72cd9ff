// A partner with its own sign-in and strict TypeScript, as tests/build/partner-types.test.ts
// type-checks it against the packed kit: no @supabase/auth-js, posthog-js or @sentry/browser
// installed, skipLibCheck off, every strict flag on.
import { StrictMode, useState } from 'react';
import {
  AccountTabs,
  ApiKeysPanel,
  CreditsPanel,
  DashboardProvider,
  FileBrowser,
  PricingCalculator,
  SpendControl,
  useApiKeys,
  useCreateApiKey,
  useDashboardQueryKeys,
  useErrorText,
  usePurchaseHistory,
  useSession,
  type Catalogue,
  type Localization,
} from 'dashboard-kit';
import { decideRoute, LOCALE_STORAGE_KEY, type GuardInput } from 'dashboard-kit/host';
import { de } from 'dashboard-kit/locales/de';
import { createBrowserTelemetry } from 'dashboard-kit/telemetry';
import { config } from './config.js';


const localization: Localization = { keys: { title: 'Keys' } };
const german: Catalogue = de;
const telemetry = createBrowserTelemetry({ analytics: { key: 'phc_example' } });

function OwnKeyList() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const errorText = useErrorText();
  const session = useSession();
  const purchases = usePurchaseHistory();
  const queryKeys = useDashboardQueryKeys();
  const first = keys.data?.keys[0];
  return (
    <section data-user={session.status === 'signed-in' ? session.user.id : ''} data-keys={String(queryKeys.all)}>
      {keys.error ? <p role="alert">{errorText(keys.error).text}</p> : null}
      <p>{first ? first.name : 'none'}</p>
      <p>{purchases.data?.pages.flatMap((page) => page?.purchases ?? []).length ?? 0}</p>
      <button type="button" onClick={() => create.mutate({ name: 'From the partner', expires_at: null })}>
        New key
      </button>
    </section>
  );
}

export function PartnerApp({ token }: { token: string | null }) {
  const [locale, setLocale] = useState('en');
  const guard: GuardInput | undefined = undefined;
  return (
    <StrictMode>
      <DashboardProvider
        config={config}
        getAccessToken={async () => token}
        onSignOut={() => localStorage.removeItem(LOCALE_STORAGE_KEY)}
        locale={locale}
        catalogues={{ de: german }}
        languages={['en', 'de']}
        onLocaleChange={setLocale}
        localization={localization}
        telemetry={telemetry}
      >
        <ApiKeysPanel />
        <CreditsPanel />
        <SpendControl />
        <PricingCalculator />
        <FileBrowser />
        <AccountTabs />
        <OwnKeyList />
        <p>{guard ? decideRoute(guard).kind : ''}</p>
      </DashboardProvider>
    </StrictMode>
  );
}
