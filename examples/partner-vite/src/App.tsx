import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiKeysPanel, CreditsPanel, DashboardProvider, PricingCalculator } from 'dashboard-kit';
import { useCallback, useState, version } from 'react';
import { config } from './config';
import { forgetSession, storedSession, type PartnerSession } from './session';
import { HookKeys } from './HookKeys';
import { SignIn } from './SignIn';
import { ShadowDesk } from './ShadowDesk';
import { TwoDesks } from './TwoDesks';


/** The partner's own query client, shared with the kit (its keys are namespaced). */
const queryClient = new QueryClient();

/**
 * `?view=hooks`: the partner's own key list, built from the kit's hooks instead of its widgets;
 * `?view=desks`: the keys of two API deployments side by side; `?view=shadow`: widgets inside a
 * shadow root.
 */
const VIEWS = ['widgets', 'hooks', 'desks', 'shadow'] as const;
const requested = new URLSearchParams(window.location.search).get('view');
const view = VIEWS.find((name) => name === requested) ?? 'widgets';

/** `nonce`: the page's Content-Security-Policy nonce for the kit's styles (strict.html). */
export function App({ nonce }: { nonce?: string }) {
  const [session, setSession] = useState<PartnerSession | null>(storedSession);
  const getAccessToken = useCallback(async () => session?.accessToken ?? null, [session]);
  const signOut = useCallback(() => {
    forgetSession();
    setSession(null);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-ink/20 px-6 py-4" data-react-version={version}>
        <h1 className="text-2xl font-bold tracking-tight text-brand">Northwind Energy forecast desk</h1>
        {session ? (
          <nav aria-label="Desk" className="flex flex-wrap gap-x-4 gap-y-1">
            <a href="/" aria-current={view === 'widgets' ? 'page' : undefined} className="underline">
              Dashboard
            </a>
            <a href="/?view=hooks" aria-current={view === 'hooks' ? 'page' : undefined} className="underline">
              Desk keys
            </a>
            <a href="/?view=desks" aria-current={view === 'desks' ? 'page' : undefined} className="underline">
              Deployments
            </a>
            <button type="button" onClick={signOut} className="underline">
              Sign out {session.email}
            </button>
          </nav>
        ) : null}
      </header>
      <main className="mx-auto grid max-w-5xl gap-8 p-6">
        <p className="partner-intro text-sm">Your weather data, keys and credits, inside the desk you already use.</p>
        {session && view === 'desks' ? (
          <TwoDesks getAccessToken={getAccessToken} onSignOut={signOut} queryClient={queryClient} />
        ) : session && view === 'shadow' ? (
          <ShadowDesk getAccessToken={getAccessToken} onSignOut={signOut} />
        ) : session ? (
          <DashboardProvider config={config} getAccessToken={getAccessToken} onSignOut={signOut} queryClient={queryClient} nonce={nonce}>
            {view === 'hooks' ? (
              <HookKeys />
            ) : (
              <>
                <section aria-label="Keys" className="partner-slot" data-widget="api-keys">
                  <ApiKeysPanel />
                </section>
                <section aria-label="Credits" className="partner-slot" data-widget="credits">
                  <CreditsPanel />
                </section>
                <section aria-label="Pricing" className="partner-slot" data-widget="pricing">
                  <PricingCalculator />
                </section>
              </>
            )}
          </DashboardProvider>
        ) : (
          <SignIn onSignedIn={setSession} />
        )}
      </main>
    </QueryClientProvider>
  );
}
