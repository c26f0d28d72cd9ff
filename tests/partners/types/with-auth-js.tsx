// The same strict partner signing in through @supabase/auth-js (installed for this file only):
// its client is the auth client the kit takes, under exactOptionalPropertyTypes too.
import { AuthClient } from '@supabase/auth-js';
import { ApiKeysPanel, DashboardProvider, lazyAuthClient, type DashboardConfig } from 'dashboard-kit';

const config: DashboardConfig = {
  apiBaseUrl: 'https://api.example.com',
  userPlatformUrl: 'https://app.example.com',
  docsUrl: 'https://docs.example.com',
  supportEmail: 'support@example.com',
  legal: { documentation: 'https://example.com/legal', imprint: 'https://example.com/imprint', privacy: 'https://example.com/privacy' },
};

const auth = new AuthClient({ url: 'https://project.supabase.co/auth/v1', headers: { apikey: 'anon' } });
const lazy = lazyAuthClient(async () => auth, { storageKey: 'sb-project-auth-token' });

export const WithAuthJs = () => (
  <DashboardProvider config={config} auth={auth}>
    <ApiKeysPanel />
  </DashboardProvider>
);

export const WithLazyAuthJs = () => (
  <DashboardProvider config={config} auth={lazy}>
    <ApiKeysPanel />
  </DashboardProvider>
);
