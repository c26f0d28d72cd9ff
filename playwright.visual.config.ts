import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

/**
 * Local visual regression (Chromatic's service is out of reach here): chosen stories of
 * the built Storybook, in both themes at 390 and 1440 px, against PNG baselines in
 * tests/visual/__screenshots__. `npm run test:visual -- --update-snapshots` renews them.
 */
const PORT = 6008;

export default defineConfig({
  testDir: 'tests/visual',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: 'tests/visual/__screenshots__/{arg}{ext}',
  // One browser: two at a time on this two-core machine took as long in all (18.4 min against 18.6),
  // and each slower (the German walk's half then took over 10 min).
  workers: 1,
  // As the journeys: one more try in CI, where a retried test is named as flaky in CI's summary
  // (scripts/test-summary.mjs) rather than failing the run unnamed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/visual.json' }]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
