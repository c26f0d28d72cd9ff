import { withApiProxyNodeOption } from '../packages/host-app/build/api-proxy-node-option.mjs';

/** Where the host's pages call the API: on their own origin, as `npm start` serves it (scripts/start.mjs). */
export const HOST_API_PATH = '/api';

/**
 * The host's variables pointing every service at one sandbox, with PostHog and Sentry
 * reporting to its sinks (as `npm start` sets them): the journeys and the bench build with it.
 * The API is called on the dashboard's own origin, which forwards it to the sandbox.
 * `label` names the run in the Sentry DSN and PostHog key, so the sinks tell runs apart.
 */
export function sandboxHostEnv(sandboxUrl: string, label: string): Record<string, string> {
  return {
    VITE_SUPABASE_URL: sandboxUrl,
    VITE_API_URL: HOST_API_PATH,
    API_PROXY_TARGET: sandboxUrl,
    NODE_OPTIONS: withApiProxyNodeOption(process.env.NODE_OPTIONS),
    VITE_FILES_URL: `${sandboxUrl}/files`,
    VITE_USER_PLATFORM_URL: `${sandboxUrl}/_sandbox/platform`,
    VITE_DOCS_URL: `${sandboxUrl}/docs`,
    VITE_POSTHOG_KEY: `phc_${label}`,
    VITE_POSTHOG_HOST: `${sandboxUrl}/ingest`,
    VITE_SENTRY_DSN: `${new URL(sandboxUrl).protocol}//${label}@${new URL(sandboxUrl).host}/1`,
  };
}
