import type { Browser, Page } from 'playwright';
import type { Figure } from '../figures';
import { median } from '../stats';
import { APP_URL, SANDBOX_URL } from '../servers';
import { basicAuth } from '../../api-key-auth';
import { PERSONA, SANDBOX_PASSWORD } from '../../../packages/sandbox/src/seed/persona-ids';
import { allowCompiledPageFunctions } from '../page-functions';

declare global {
  interface Window {
    __log: { page: number; firstRows: number; longTasks: { startTime: number; duration: number }[] };
  }
}

/** How many times the log is measured, each in a page of its own; each figure is the median. */
const PASSES = 3;
/** The span the log is opened on, holding this many requests besides the persona's own. */
const RANGE_ENTRIES = 10_000;
/** The live tail's load: requests a second, for this long. */
const TAIL_RATE = 20;
const TAIL_MS = 60_000;

interface Pass {
  firstRowsMs: number;
  tailLongTasks: number;
  tailMaxTask: number;
  redrawMs: number;
  redrawMaxTask: number;
}

/** The longest task and how many there were since `since` (the page's clock). */
function tasksSince(page: Page, since: number): Promise<{ count: number; max: number }> {
  return page.evaluate((start) => {
    const tasks = window.__log.longTasks.filter((task) => task.startTime >= start);
    return { count: tasks.length, max: Math.round(Math.max(0, ...tasks.map((task) => task.duration))) };
  }, since);
}

/** A key of the signed-in persona, made through the API as the dashboard makes one. */
async function createKey(page: Page): Promise<{ id: string; secret: string }> {
  return page.evaluate(async () => {
    const stored = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'))!;
    const { access_token: token } = JSON.parse(localStorage.getItem(stored)!) as { access_token: string };
    const response = await fetch('/api/v1/api-keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench tail ${Date.now()}`, expires_at: null }),
    });
    return (await response.json()) as { id: string; secret: string };
  });
}

/** `TAIL_RATE` forecast requests a second for `TAIL_MS`, from this process, as a client of the API makes them. */
async function loadTheTail(key: { id: string; secret: string }): Promise<number> {
  const authorization = basicAuth(key.id, key.secret);
  const sent: Promise<Response>[] = [];
  const started = Date.now();
  for (let index = 0; Date.now() - started < TAIL_MS; index += 1) {
    const due = started + (index * 1000) / TAIL_RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    sent.push(fetch(`${SANDBOX_URL}/v1/forecast/point?model=ept2&lat=52.52&lon=13.405&steps=48&parameters=air_temperature_at_height_level_2m`, { headers: { authorization } }));
  }
  const answers = await Promise.all(sent);
  const served = answers.filter((answer) => answer.status === 200).length;
  if (served !== answers.length) throw new Error(`the tail's load was refused: ${answers.length - served} of ${answers.length}`);
  return served;
}

/**
 * One pass: sign in on /logs over the last hour, holding `RANGE_ENTRIES` requests; then a minute
 * of live mode at `TAIL_RATE` requests a second; then the histogram redrawn for the last day.
 */
async function measureOnce(browser: Browser): Promise<Pass> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await allowCompiledPageFunctions(page);
  await page.addInitScript(() => {
    const marks = (window.__log = { page: 0, firstRows: 0, longTasks: [] as { startTime: number; duration: number }[] });
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (/\/v1\/requests\?/.test(url) && url.includes('from=') && !marks.page) {
        const text = response.text.bind(response);
        response.text = async () => {
          const body = await text();
          marks.page = performance.now();
          return body;
        };
      }
      return response;
    };
    new MutationObserver(() => {
      if (!marks.firstRows && marks.page && document.querySelector('[role="table"] [role="row"][aria-rowindex="2"]')) {
        requestAnimationFrame(() => {
          marks.firstRows = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => list.getEntries().forEach(({ startTime, duration }) => marks.longTasks.push({ startTime, duration }))).observe({ type: 'longtask', buffered: true });
  });

  await page.goto(`${APP_URL}/login?next=${encodeURIComponent('/logs?range=1h')}`);
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForFunction(() => window.__log.firstRows > 0, null, { timeout: 60_000 });
  const firstRowsMs = Math.round(await page.evaluate(() => window.__log.firstRows - window.__log.page));

  // Live: a minute of arrivals at the top, the histogram counting each.
  const key = await createKey(page);
  await page.getByRole('button', { name: 'Live' }).click();
  await page.getByText('Following new requests').waitFor();
  const tailStart = await page.evaluate(() => performance.now());
  const served = await loadTheTail(key);
  // Every request arrived, once: the live count says so.
  await page.getByText(`Following new requests · ${served.toLocaleString('en-US')} new requests`).waitFor({ timeout: 30_000 });
  const tail = await tasksSince(page, tailStart);

  // The histogram redrawn over another span: from the choice to its new bars on screen.
  const redrawStart = await page.evaluate(() => performance.now());
  const drawn = page.getByRole('img', { name: /^Requests over time, Last 24 hours: / });
  await page.getByRole('combobox', { name: 'Time range' }).selectOption('24h');
  await drawn.waitFor();
  const redrawMs = Math.round((await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))))) - redrawStart);
  const redraw = await tasksSince(page, redrawStart);
  await page.close();
  return { firstRowsMs, tailLongTasks: tail.count, tailMaxTask: tail.max, redrawMs, redrawMaxTask: redraw.max };
}

/**
 * The request log over a range of 10,000 requests: its first rows after the page of
 * the log arrives (the file browser's budget), a minute of live mode at 20 requests a second
 * (no long task), and the histogram redrawn for another span. Each figure is the median of
 * three passes, beside its readings.
 */
export async function measureRequestLog(browser: Browser): Promise<Figure[]> {
  const seeded = await fetch(`${SANDBOX_URL}/_sandbox/requests/history`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: PERSONA.dev, count: RANGE_ENTRIES, hours: 1 }),
  });
  if (!seeded.ok) throw new Error(`the sandbox did not write the log's history: ${seeded.status}`);
  // Twenty a second from one key, past the sandbox's default limit of 600 a minute.
  const limit = await fetch(`${SANDBOX_URL}/_sandbox/settings`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ forecast_requests_per_minute: 100_000 }) });
  if (!limit.ok) throw new Error(`the sandbox's rate limit stayed: ${limit.status}`);
  const passes: Pass[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) passes.push(await measureOnce(browser));
  const figure = (key: keyof Pass) => ({ value: median(passes.map((pass) => pass[key])), readings: passes.map((pass) => pass[key]) });
  const group = `RequestLog, ${RANGE_ENTRIES.toLocaleString('en-US')} requests in the range (Chromium, 1440 x 900)`;
  return [
    { group, name: 'first rows after the log’s page arrives', ...figure('firstRowsMs'), unit: 'ms', budget: { limit: 300, kind: 'max' } },
    { group, name: `long tasks in a minute of live mode (${TAIL_RATE}/s)`, ...figure('tailLongTasks'), unit: 'count', budget: { limit: 0, kind: 'max' } },
    { group, name: 'longest task in that minute', ...figure('tailMaxTask'), unit: 'ms' },
    { group, name: 'histogram redrawn for the last day', ...figure('redrawMs'), unit: 'ms' },
    { group, name: 'longest task while it redraws', ...figure('redrawMaxTask'), unit: 'ms', budget: { limit: 50, kind: 'max' } },
  ];
}
