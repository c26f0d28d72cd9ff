/** What the host reads from its `VITE_*` variables (in the browser build and in Node, for the headers). */
export type HostEnvSource = Partial<Record<string, string | undefined>>;

const SANDBOX = 'http://127.0.0.1:54321';

/** `/developer/` or `developer` -> `/developer`; unset or `/` -> ''. */
function basePathOf(value: string | undefined): string {
  const trimmed = (value ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/** Every default points at the local sandbox; pointing them at the real provider and a real Supabase project is production. */
export function readHostEnv(env: HostEnvSource) {
  return {
    supabaseUrl: env.VITE_SUPABASE_URL ?? SANDBOX,
    supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY ?? 'sb_publishable_sandbox_local_only',
    apiUrl: env.VITE_API_URL ?? SANDBOX,
    filesUrl: env.VITE_FILES_URL ?? `${SANDBOX}/files`,
    userPlatformUrl: env.VITE_USER_PLATFORM_URL ?? `${SANDBOX}/_sandbox/platform`,
    docsUrl: env.VITE_DOCS_URL ?? `${SANDBOX}/docs`,
    supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@example.com',
    posthogKey: env.VITE_POSTHOG_KEY,
    posthogHost: env.VITE_POSTHOG_HOST,
    sentryDsn: env.VITE_SENTRY_DSN,
    posthogCaptureAutomation: env.VITE_POSTHOG_CAPTURE_AUTOMATION === 'true',
    /** Where the dashboard is mounted (`/developer`), '' at the origin's root: Vite's `base`, the router's and the kit's. */
    basePath: basePathOf(env.VITE_BASE_PATH),
  } as const;
}

export type HostEnv = ReturnType<typeof readHostEnv>;

/** `sb-<project ref>-auth-token`, the storage key supabase-js would use for this Supabase URL. */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
