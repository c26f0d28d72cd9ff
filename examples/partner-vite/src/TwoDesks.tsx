import type { QueryClient } from '@tanstack/react-query';
import { ApiKeysPanel, DashboardProvider } from 'dashboard-kit';
import { config } from './config';
import { env } from './env';

interface TwoDesksProps {
  getAccessToken: () => Promise<string | null>;
  onSignOut: () => void;
  queryClient: QueryClient;
}

const DESKS = [
  { id: 'production', title: 'Production', apiBaseUrl: env.apiUrl },
  { id: 'staging', title: 'Staging', apiBaseUrl: env.stagingApiUrl },
];

/**
 * The keys of two API deployments side by side: a provider each, sharing the partner's sign-in
 * and QueryClient. Each panel shows its own API's answer, an error in one included.
 */
export function TwoDesks({ getAccessToken, onSignOut, queryClient }: TwoDesksProps) {
  return (
    // One above the other: the kit picks its table or card layout by the window's width, not
    // the column's, so a half-width column would squeeze the table.
    <div className="grid gap-8">
      {DESKS.map((desk) => (
        <section key={desk.id} aria-labelledby={`desk-${desk.id}`} className="grid gap-3">
          <h2 id={`desk-${desk.id}`} className="text-xl font-bold text-brand">
            {desk.title}
          </h2>
          <DashboardProvider config={{ ...config, apiBaseUrl: desk.apiBaseUrl }} getAccessToken={getAccessToken} onSignOut={onSignOut} queryClient={queryClient}>
            <ApiKeysPanel aria-label={`${desk.title} API keys`} />
          </DashboardProvider>
        </section>
      ))}
    </div>
  );
}
