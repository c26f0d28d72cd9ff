import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { sandboxHostEnv } from './tests/sandbox-host-env';

/**
 * The production build mounted below a base path (VITE_BASE_PATH=/developer), as a partner
 * that serves the dashboard inside its own site would: sign-in, keys and credits journeys,
 * against a sandbox of their own that sends its links and checkout returns below that path.
 */
export const BASE_PATH = '/developer';
const SANDBOX_PORT = 54349;
const APP_PORT = 5199;
const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const APP_ORIGIN = `http://127.0.0.1:${APP_PORT}`;
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx packages/sandbox/src/main.ts --memory --quiet',
      url: `${SANDBOX_URL}/auth/v1/health`,
      env: { SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_APP_URL: `${APP_ORIGIN}${BASE_PATH}` },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --config packages/host-app/vite.config.ts packages/host-app --outDir dist-base-path --logLevel warn && npx vite preview --config packages/host-app/vite.config.ts packages/host-app --outDir dist-base-path --port ${APP_PORT}`,
      url: `${APP_ORIGIN}${BASE_PATH}/login`,
      env: { ...sandboxHostEnv(SANDBOX_URL, 'base-path'), VITE_BASE_PATH: BASE_PATH },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
