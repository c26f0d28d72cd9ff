import { defineConfig } from '@playwright/test';
import e2e, { APP_URL, E2E_APP_PORT, E2E_HOST_ENV, E2E_SANDBOX_PORT } from './playwright.config';
import { hostDeployedServer, sandboxServer } from './tests/web-servers';

/**
 * A smoke set of the journeys (those tagged `@edge`) against the production build deployed at
 * Cloudflare's edge, run locally in its own runtime: the Worker and the static assets in workerd,
 * under `wrangler dev` (packages/host-app/deploy/cloudflare), over HTTPS, on the journeys' own
 * ports and sandbox. Sign in, a key made and deleted, a CLI's key, credits bought, files, the
 * early requests, the security headers (and an unknown path), the faults through the API's
 * forwarding, and the request log's live tail and filtered reload. The whole suite runs on nginx.
 */
export default defineConfig({
  ...e2e,
  grep: /@edge/,
  outputDir: 'test-results/edge',
  reporter: [['list'], ['json', { outputFile: 'test-results/edge.json' }]],
  webServer: [
    sandboxServer(E2E_SANDBOX_PORT, APP_URL),
    hostDeployedServer({ deployment: 'edge', port: E2E_APP_PORT, env: E2E_HOST_ENV, url: APP_URL, outDir: 'dist-edge' }),
  ],
});
