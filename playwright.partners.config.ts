import { defineConfig } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './tests/chromium';
import { failureEvidence } from './tests/failure-evidence';
import { sandboxServer } from './tests/web-servers';

interface PartnerApps {
  sandboxPort: number;
  apps: Record<'vite-react19' | 'vite-react18' | 'next', { example: string; port: number; react: string }>;
}
const partners = JSON.parse(readFileSync('tests/partners/apps.json', 'utf8')) as PartnerApps;

/**
 * Partner apps outside this workspace, installed from the kit's packed tarball by
 * `tests/partners/prepare.mjs` (run first: `npm run test:partners` does both), each served
 * from its own folder against one sandbox; the built Storybook beside them as the look to match.
 */
const ROOT = process.env.PARTNERS_ROOT ?? join(tmpdir(), 'dashboard-kit-partners');
const SANDBOX_URL = `http://127.0.0.1:${partners.sandboxPort}`;
const STORYBOOK_PORT = 6009;
const { apps } = partners;
const origin = (port: number) => `http://127.0.0.1:${port}`;
process.env.JOURNEY_SANDBOX_URL = SANDBOX_URL;
process.env.PARTNER_STORYBOOK_URL = origin(STORYBOOK_PORT);

export default defineConfig({
  testDir: 'tests/partners',
  outputDir: 'test-results/partners',
  // The Storybook rendering of a widget is written here in the run, then the partner's is compared to it.
  snapshotPathTemplate: 'test-results/partners-baselines/{arg}{ext}',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000, toMatchSnapshot: { maxDiffPixelRatio: 0.01 } },
  reporter: [['list'], ['json', { outputFile: 'test-results/partners.json' }]],
  use: { locale: 'en-US', timezoneId: 'UTC', ...failureEvidence, launchOptions: chromiumLaunchOptions },
  projects: [
    { name: 'vite-react19', testMatch: 'vite.spec.ts', use: { browserName: 'chromium', baseURL: origin(apps['vite-react19'].port) } },
    { name: 'vite-react18', testMatch: 'vite.spec.ts', use: { browserName: 'chromium', baseURL: origin(apps['vite-react18'].port) } },
    { name: 'next', testMatch: 'next.spec.ts', use: { browserName: 'chromium', baseURL: origin(apps.next.port) } },
  ],
  webServer: [
    sandboxServer(partners.sandboxPort, origin(apps['vite-react19'].port), [apps['vite-react18'].port, apps.next.port].map(origin)),
    {
      command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${STORYBOOK_PORT} --strictPort`,
      url: `${origin(STORYBOOK_PORT)}/iframe.html`,
      timeout: 60_000,
    },
    ...(['vite-react19', 'vite-react18'] as const).map((name) => ({
      command: `npx vite preview --port ${apps[name].port} --strictPort`,
      cwd: join(ROOT, name),
      url: origin(apps[name].port),
      timeout: 60_000,
    })),
    {
      command: `npx next start --hostname 127.0.0.1 --port ${apps.next.port}`,
      cwd: join(ROOT, 'next'),
      url: origin(apps.next.port),
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      timeout: 60_000,
    },
  ],
});
