import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { failureEvidence } from './tests/failure-evidence';
import { sandboxHostEnv } from './tests/sandbox-host-env';
import { hostDeployedServer, sandboxServer } from './tests/web-servers';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against a fresh
 * in-memory sandbox and a production build of the dashboard served as operators serve it
 * (nginx, HTTP/2 over TLS with a self-signed certificate), on ports of their own so a running
 * `npm start` is left alone.
 */
export const E2E_SANDBOX_PORT = 54329;
export const E2E_APP_PORT = 5179;
const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
export const APP_URL = `https://127.0.0.1:${E2E_APP_PORT}`;

export const E2E_HOST_ENV = {
  ...sandboxHostEnv(SANDBOX_URL, 'e2e'),
  VITE_POSTHOG_CAPTURE_AUTOMATION: 'true',
  VITE_TEST_ROUTES: 'true',
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: APP_URL,
    // The self-signed certificate of the local nginx.
    ignoreHTTPSErrors: true,
    ...failureEvidence,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [sandboxServer(E2E_SANDBOX_PORT, APP_URL), hostDeployedServer({ deployment: 'nginx', port: E2E_APP_PORT, env: E2E_HOST_ENV, url: APP_URL })],
});
