/** Where the partner's services live: the dashboard-kit sandbox by default. */
const SANDBOX = 'http://127.0.0.1:54321';

export const env = {
  authUrl: import.meta.env.VITE_SUPABASE_URL ?? SANDBOX,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? 'sb_publishable_sandbox_local_only',
  apiUrl: import.meta.env.VITE_API_URL ?? SANDBOX,
};
