import type { Browser, Page } from 'playwright';
import type { Figure } from '../figures';
import { median } from '../stats';
import { APP_URL } from '../servers';
import { PERSONA, SANDBOX_PASSWORD } from '../../../packages/sandbox/src/seed/persona-ids';
import { allowCompiledPageFunctions } from '../page-functions';

declare global {
  interface Window {
    __explorer: { answers: number; answered: number; firstRows: number; longTasks: { startTime: number; duration: number }[] };
  }
}

/** How many times the explorer is measured, each in a page of its own; each figure is the median. */
const PASSES = 3;
/** Ten days of hours for three models, one an ensemble: 240 rows of seven columns beside the chart. */
const MODELS = ['ept2', 'ept2_e', 'icon_global'];
const VIEW = `/map?lat=52.52&lon=13.405&models=${MODELS.join(',')}&parameters=air_temperature_at_height_level_2m&steps=240&units=metric`;
/** The crosshair's sweep across the chart: this many mouse moves, one a frame. */
const HOVER_MOVES = 120;

interface Pass {
  firstRowsMs: number;
  hoverLongTasks: number;
  hoverMaxTask: number;
}

/**
 * One pass: sign in on the explorer's view, press Run; from the last model's answer to the table's
 * first rows on screen; then the mouse swept across the chart, the crosshair redrawn at each move.
 */
async function measureOnce(browser: Browser): Promise<Pass> {
  const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await allowCompiledPageFunctions(page);
  await page.addInitScript((models: number) => {
    const marks = (window.__explorer = { answers: models, answered: 0, firstRows: 0, longTasks: [] as { startTime: number; duration: number }[] });
    const originalFetch = window.fetch.bind(window);
    window.fetch = async (...args) => {
      const response = await originalFetch(...args);
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (url.endsWith('/v1/explorer/forecast')) {
        const text = response.text.bind(response);
        response.text = async () => {
          const body = await text();
          marks.answers -= 1;
          if (marks.answers === 0) marks.answered = performance.now();
          return body;
        };
      }
      return response;
    };
    new MutationObserver(() => {
      if (!marks.firstRows && marks.answered && document.querySelector('table caption ~ tbody tr')) {
        requestAnimationFrame(() => {
          marks.firstRows = performance.now();
        });
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => list.getEntries().forEach(({ startTime, duration }) => marks.longTasks.push({ startTime, duration }))).observe({ type: 'longtask', buffered: true });
  }, MODELS.length);

  await page.goto(`${APP_URL}/login?next=${encodeURIComponent(VIEW)}`);
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Run forecast' }).click();
  await page.waitForFunction(() => window.__explorer.firstRows > 0, null, { timeout: 60_000 });
  const firstRowsMs = Math.round(await page.evaluate(() => window.__explorer.firstRows - window.__explorer.answered));

  // The chart drawn (uPlot arrives with it), then swept by the mouse from its start to its end.
  const chart = page.getByRole('application', { name: 'Temperature (2 m) in °C' });
  await chart.locator('canvas').first().waitFor();
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.boundingBox())!;
  const hoverStart = await page.evaluate(() => performance.now());
  for (let move = 0; move <= HOVER_MOVES; move += 1) {
    await page.mouse.move(box.x + 60 + ((box.width - 80) * move) / HOVER_MOVES, box.y + box.height / 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
  const hover = await page.evaluate((start) => {
    const tasks = window.__explorer.longTasks.filter((task) => task.startTime >= start);
    return { count: tasks.length, max: Math.round(Math.max(0, ...tasks.map((task) => task.duration))) };
  }, hoverStart);
  await page.close();
  return { firstRowsMs, hoverLongTasks: hover.count, hoverMaxTask: hover.max };
}

/**
 * The forecast explorer: the first rows of its table after the last model answers (the file
 * browser's budget), and its chart swept by the mouse, the crosshair and its reading redrawn at
 * each move without a long task. Each figure is the median of three passes, beside its readings.
 */
export async function measureExplorer(browser: Browser): Promise<Figure[]> {
  const passes: Pass[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) passes.push(await measureOnce(browser));
  const figure = (key: keyof Pass) => ({ value: median(passes.map((pass) => pass[key])), readings: passes.map((pass) => pass[key]) });
  const group = `ForecastExplorer, ${MODELS.length} models x 240 hours, one an ensemble (Chromium, 1440 x 900)`;
  return [
    { group, name: 'first rows of its table after the answers', ...figure('firstRowsMs'), unit: 'ms', budget: { limit: 300, kind: 'max' } },
    { group, name: `long tasks while the crosshair follows the mouse`, ...figure('hoverLongTasks'), unit: 'count', budget: { limit: 0, kind: 'max' } },
    { group, name: 'longest task in that sweep', ...figure('hoverMaxTask'), unit: 'ms' },
  ];
}
