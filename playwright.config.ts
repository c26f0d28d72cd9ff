import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { sandboxHostEnv } from './tests/sandbox-host-env';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against a fresh
 * in-memory sandbox and a production build of the dashboard, on ports of their own so a
 * running `npm start` is left alone.
 */
export const E2E_SANDBOX_PORT = 54329;
export const E2E_APP_PORT = 5179;
const SANDBOX_URL = `http://127.0.0.1:${E2E_SANDBOX_PORT}`;
const APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;

const hostEnv = {
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
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx packages/sandbox/src/main.ts --memory --quiet',
      url: `${SANDBOX_URL}/auth/v1/health`,
      env: { SANDBOX_PORT: String(E2E_SANDBOX_PORT), SANDBOX_APP_URL: APP_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --config packages/host-app/vite.config.ts packages/host-app --logLevel warn && npx vite preview --config packages/host-app/vite.config.ts packages/host-app --port ${E2E_APP_PORT}`,
      url: APP_URL,
      env: hostEnv,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
