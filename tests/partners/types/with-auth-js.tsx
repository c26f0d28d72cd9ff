// The same strict partner signing in through @supabase/auth-js (installed for this file only):
// its client is the auth client the kit takes, under exactOptionalPropertyTypes too.
import { AuthClient } from '@supabase/auth-js';
import { ApiKeysPanel, DashboardProvider, lazyAuthClient } from 'dashboard-kit';
import { config } from './config.js';


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
