// `npm run bench`: opens the 50,000-entry folder in Chromium against the sandbox and prints
// each figure beside its budget (issue 7). Not part of `npm test`: figures, not assertions
// of timing in the test suite. Exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';

const SANDBOX = 'http://127.0.0.1:54339';
const APP = 'http://127.0.0.1:5189';
const env = {
  ...process.env,
  SANDBOX_PORT: '54339',
  SANDBOX_APP_URL: APP,
  VITE_SUPABASE_URL: SANDBOX,
  VITE_API_URL: SANDBOX,
  VITE_FILES_URL: `${SANDBOX}/files`,
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
  start('npx vite build --config packages/host-app/vite.config.ts packages/host-app --logLevel error && npx vite preview --config packages/host-app/vite.config.ts packages/host-app --port 5189'),
];
const stop = () => servers.forEach((child) => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ } });
process.on('exit', stop);

try {
  await waitFor(`${SANDBOX}/auth/v1/health`);
  await waitFor(APP);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-precise-memory-info'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });

  // In-page probes: when the listing's body is read, when the first rows appear, long tasks.
  await page.addInitScript(() => {
    const marks = (window.__bench = { listing: 0, firstRows: 0, longTasks: [] });
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.includes('/v1/files/browse') && url.includes('station-archive')) {
        const text = response.text.bind(response);
        response.text = async () => {
          const body = await text();
          marks.listing = performance.now();
          return body;
        };
      }
      return response;
    };
    new MutationObserver(() => {
      if (!marks.firstRows && marks.listing && document.querySelector('[data-path="station-archive/station-000001.csv"]')) {
        requestAnimationFrame(() => { marks.firstRows = performance.now(); });
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => marks.longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  });

  await page.goto(`${APP}/login?next=${encodeURIComponent('/browse?path=station-archive')}`);
  await page.getByLabel('Email').fill('dev@sandbox.test');
  await page.getByLabel('Password').fill('sandbox-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForFunction(() => window.__bench.firstRows > 0, null, { timeout: 60_000 });
  const firstRowsMs = await page.evaluate(() => window.__bench.firstRows - window.__bench.listing);

  // Re-sort: from the click to the last file painted at the top.
  const resortMs = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith('Name'));
    const started = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => (document.querySelector('[data-path="station-archive/station-050000.csv"]') ? requestAnimationFrame(resolve) : requestAnimationFrame(check));
      check();
    });
    return performance.now() - started;
  });

  // Scroll to the end over frames, recording frame times and long tasks while scrolling.
  // Let long-task entries of the load and the re-sort arrive before the scroll is measured.
  await page.waitForTimeout(1500);
  const scroll = await page.evaluate(async () => {
    window.__bench.longTasks.length = 0;
    const grid = document.querySelector('[role="grid"]');
    const frames = [];
    let last = performance.now();
    while (grid.scrollTop + grid.clientHeight < grid.scrollHeight - 2) {
      grid.scrollTop += 4000;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return {
      frames: frames.length,
      p95: frames[Math.floor(frames.length * 0.95)] ?? 0,
      maxLongTask: Math.max(0, ...window.__bench.longTasks),
      rows: document.querySelectorAll('[role="row"]').length,
      nodes: document.getElementsByTagName('*').length,
      heapMb: (performance.memory?.usedJSHeapSize ?? 0) / 1024 / 1024,
    };
  });
  await browser.close();

  const results = [
    ['first rows after the listing arrives', `${firstRowsMs.toFixed(0)} ms`, '< 300 ms', firstRowsMs < 300],
    ['re-sort 50,000 entries', `${resortMs.toFixed(0)} ms`, '< 150 ms', resortMs < 150],
    ['longest task while scrolling to the end', `${scroll.maxLongTask.toFixed(0)} ms`, '< 100 ms', scroll.maxLongTask < 100],
    ['frame time while scrolling (p95)', `${scroll.p95.toFixed(1)} ms over ${scroll.frames} frames`, 'reported', true],
    ['row elements in the DOM', String(scroll.rows), '< 200', scroll.rows < 200],
    ['DOM nodes on the page', String(scroll.nodes), 'reported', true],
    ['JS heap', `${scroll.heapMb.toFixed(1)} MB`, 'reported', true],
  ];
  console.info('\nFileBrowser, 50,000 entries (Chromium, 1440 x 900)\n');
  for (const [name, value, budget, ok] of results) console.info(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(42)} ${value.padEnd(26)} budget ${budget}`);
  const missed = results.filter((row) => !row[3]).length;
  console.info(missed ? `\n${missed} budget(s) missed` : '\nall budgets met');
  process.exitCode = missed ? 1 : 0;
} finally {
  stop();
}
