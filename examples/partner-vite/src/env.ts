/** Where the partner's services live: the dashboard-kit sandbox by default. */
const SANDBOX = 'http://127.0.0.1:54321';

const apiUrl = import.meta.env.VITE_API_URL ?? SANDBOX;

export const env = {
  authUrl: import.meta.env.VITE_SUPABASE_URL ?? SANDBOX,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'sb_publishable_sandbox_local_only',
  apiUrl,
  /** A second deployment of the API; the sandbox has none, so every call to it answers 404. */
  stagingApiUrl: import.meta.env.VITE_STAGING_API_URL ?? `${apiUrl}/staging`,
};
