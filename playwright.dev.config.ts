import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { failureEvidence } from './tests/failure-evidence';
import { JOURNEY_CLOCK_START } from './tests/sandbox-clock';

/**
 * Smoke journeys against the dashboard exactly as `npm start` serves it: the same script, so
 * Vite's dev server with React's development build and StrictMode's replayed effects (which
 * the production-build journeys never see), on ports of its own beside a running `npm start`.
 */
const SANDBOX_PORT = 54339;
const APP_PORT = 5189;
process.env.JOURNEY_SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

export default defineConfig({
  testDir: 'tests/dev-server',
  outputDir: 'test-results/dev-server',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/dev-server.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    ...failureEvidence,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs --memory --quiet',
    // The script prints its banner once both the sandbox and the dev server answer.
    wait: { stdout: /Ctrl-C stops both/ },
    // As the production-build journeys: PostHog drops automated browsers unless told not to, and
    // the sandbox's clock starts at the journeys' instant (each page reads the sandbox's time).
    env: { SANDBOX_PORT: String(SANDBOX_PORT), APP_PORT: String(APP_PORT), VITE_POSTHOG_CAPTURE_AUTOMATION: 'true', SANDBOX_CLOCK: JOURNEY_CLOCK_START },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
