import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { failureEvidence } from './tests/failure-evidence';
import { sandboxHostEnv } from './tests/sandbox-host-env';
import { hostDeployedServer, sandboxServer } from './tests/web-servers';

/**
 * The production build mounted below a base path (VITE_BASE_PATH=/developer) and served by
 * nginx as deployed, as a partner that serves the dashboard inside its own site would: sign-in, keys and credits journeys,
 * against a sandbox of their own that sends its links and checkout returns below that path.
 */
export const BASE_PATH = '/developer';
const SANDBOX_PORT = 54349;
const APP_PORT = 5199;
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const APP_ORIGIN = `https://127.0.0.1:${APP_PORT}`;
process.env.JOURNEY_SANDBOX_URL = SANDBOX_URL;

export default defineConfig({
  testDir: 'tests/base-path',
  outputDir: 'test-results/base-path',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/base-path.json' }]],
  use: {
    // The trailing slash makes `page.goto('login')` resolve below the base path.
    baseURL: `${APP_ORIGIN}${BASE_PATH}/`,
    // The self-signed certificate of the local nginx.
    ignoreHTTPSErrors: true,
    ...failureEvidence,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    sandboxServer(SANDBOX_PORT, `${APP_ORIGIN}${BASE_PATH}`),
    hostDeployedServer({ deployment: 'nginx', port: APP_PORT, env: { ...sandboxHostEnv(SANDBOX_URL, 'base-path'), VITE_BASE_PATH: BASE_PATH }, url: `${APP_ORIGIN}${BASE_PATH}/login`, outDir: 'dist-base-path' }),
  ],
});
