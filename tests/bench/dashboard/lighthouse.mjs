// WIP (issue 14): Lighthouse 12 over the production host, signed out (/login) and signed in.
// Chromium is launched by Playwright with a persistent profile and a debugging port; the
// sign-in happens in a page, Lighthouse then audits in the same profile (disableStorageReset).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const SANDBOX = 'http://127.0.0.1:54369';
const APP = 'http://127.0.0.1:5199';
const DEBUG_PORT = 9333;
const env = {
  ...process.env,
  SANDBOX_PORT: '54369',
  SANDBOX_APP_URL: APP,
  VITE_SUPABASE_URL: SANDBOX,
  VITE_API_URL: SANDBOX,
  VITE_FILES_URL: `${SANDBOX}/files`,
  VITE_USER_PLATFORM_URL: `${SANDBOX}/_sandbox/platform`,
  VITE_DOCS_URL: `${SANDBOX}/docs`,
};

function start(command) {
  return spawn('bash', ['-c', command], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up`);
}

const servers = [
  start('npx tsx packages/sandbox/src/main.ts --memory --quiet'),
  start('npx vite build --config packages/host-app/vite.config.ts packages/host-app --logLevel error && npx vite preview --config packages/host-app/vite.config.ts packages/host-app --port 5199'),
];
const stop = () => servers.forEach((child) => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } });
process.on('exit', stop);

async function audit(url) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  });
  const { lhr } = result;
  const metric = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    url: url.replace(APP, ''),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    finalUrl: lhr.finalDisplayedUrl.replace(APP, ''),
  };
}

try {
  await waitFor(`${SANDBOX}/auth/v1/health`);
  await waitFor(APP);
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bench-profile-')), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const rows = [await audit(`${APP}/login`)];
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${APP}/login`);
  await page.evaluate(() => localStorage.setItem('cookie-consent', 'true'));
  await page.getByLabel('Email').fill('dev@sandbox.test');
  await page.getByLabel('Password').fill('sandbox-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/overview$/);
  for (const route of ['/overview', '/api-keys', '/account?tab=credits', '/account?tab=pricing', '/browse']) rows.push(await audit(`${APP}${route}`));
  console.table(rows);
  await context.close();
} finally {
  stop();
}
