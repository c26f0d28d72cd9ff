import type { PlaywrightTestConfig } from '@playwright/test';
import { JOURNEY_CLOCK_START } from './sandbox-clock';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/**
 * A fresh in-memory sandbox on `port` for a Playwright run: `appUrl` is where its links,
 * redirects and CORS lead (the dashboard's URL, base path included); `corsOrigins`, any other
 * apps that call it. Its clock starts at the journeys' instant (tests/sandbox-clock.ts).
 */
export function sandboxServer(port: number, appUrl: string, corsOrigins: readonly string[] = []): WebServer {
  return {
    command: 'npx tsx packages/sandbox/src/main.ts --memory --quiet',
    url: `http://127.0.0.1:${port}/auth/v1/health`,
    env: { SANDBOX_PORT: String(port), SANDBOX_APP_URL: appUrl, SANDBOX_CLOCK: JOURNEY_CLOCK_START, ...(corsOrigins.length > 0 ? { SANDBOX_CORS_ORIGINS: corsOrigins.join(',') } : {}) },
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

/** The two ways operators deploy the build, each run by its own script (README, "Deploy"). */
export const DEPLOY_SCRIPTS = {
  /** nginx over HTTP/2 with TLS, a self-signed certificate for 127.0.0.1. */
  nginx: 'packages/host-app/deploy/nginx/serve.mjs',
  /** Cloudflare's edge: the Worker and the static assets in workerd (wrangler's local mode), over HTTPS. */
  edge: 'packages/host-app/deploy/cloudflare/serve.mjs',
} as const;

export type Deployment = keyof typeof DEPLOY_SCRIPTS;

/**
 * The dashboard's production build, built with `env` into `outDir` (of packages/host-app) and
 * served as operators serve it (`deployment`) on `port`; ready when `url` answers.
 */
export function hostDeployedServer({ deployment, port, env, url, outDir = 'dist' }: { deployment: Deployment; port: number; env: Record<string, string>; url: string; outDir?: string }): WebServer {
  return {
    command: `npx vite build --config packages/host-app/vite.config.ts packages/host-app --outDir ${outDir} --emptyOutDir --logLevel warn && node ${DEPLOY_SCRIPTS[deployment]} packages/host-app/${outDir}`,
    url,
    ignoreHTTPSErrors: true,
    env: { ...env, DASHBOARD_LISTEN: `127.0.0.1:${port}` },
    reuseExistingServer: false,
    timeout: 180_000,
  };
}
