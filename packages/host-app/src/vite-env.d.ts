/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_FILES_URL?: string;
  readonly VITE_USER_PLATFORM_URL?: string;
  readonly VITE_DOCS_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_POSTHOG_KEY?: string;
  readonly VITE_POSTHOG_HOST?: string;
  readonly VITE_SENTRY_DSN?: string;
  /** 'true' lets PostHog capture from automated browsers (the browser journeys). */
  readonly VITE_POSTHOG_CAPTURE_AUTOMATION?: string;
  /** Adds the test-only routes the browser journeys use (never set for a real build). */
  readonly VITE_TEST_ROUTES?: string;
  /** Where the dashboard is mounted (`/developer`); unset: the origin's root. */
  readonly VITE_BASE_PATH?: string;
  /** This build's name (vite.config.ts: DASHBOARD_BUILD, else when it was built). */
  readonly DASHBOARD_BUILD?: string;
}
