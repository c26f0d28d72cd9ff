import type { BrowserContext } from 'playwright';
import { PHONE_CPU_SLOWDOWN } from '../../first-click';
import type { Figure } from '../figures';
import { allowCompiledPageFunctions } from '../page-functions';
import { median } from '../stats';

/** How long after the first paint the page is watched: its start, its data, and analytics 4 s after that paint. */
const WATCH_MS = 6_000;

/** A task longer than this holds a press back noticeably (the long-task threshold). */
const LONG_TASK_MS = 50;

interface OnScreenTasks {
  /** The longest task that ran while the page was on screen, 0 without one over 50 ms. */
  longest: number;
  /** How many tasks over 50 ms ran then. */
  count: number;
}

/**
 * One load of `url` at 4x CPU, nothing pressed: the long tasks (the browser's own Long Tasks
 * API) that ended after the first contentful paint, within WATCH_MS of it.
 */
async function readLoad(context: BrowserContext, url: string): Promise<OnScreenTasks> {
  const page = await context.newPage();
  try {
    await allowCompiledPageFunctions(page);
    await page.addInitScript(() => {
      const seen: { start: number; duration: number }[] = [];
      (window as unknown as { longTasks: typeof seen }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const paintedAt = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: 20_000 }).then((handle) => handle.jsonValue() as Promise<number>);
    await page.waitForFunction((until) => performance.now() > until, paintedAt + WATCH_MS, { timeout: WATCH_MS + 20_000, polling: 500 });
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
    const onScreen = tasks.filter(({ start, duration }) => start + duration > paintedAt && start < paintedAt + WATCH_MS && duration > LONG_TASK_MS);
    return { longest: Math.round(Math.max(0, ...onScreen.map(({ duration }) => duration))), count: onScreen.length };
  } finally {
    await page.close();
  }
}

/**
 * The long tasks while a signed-in route is on screen, at 4x CPU, over `loads` loads: the
 * longest (target 50 ms: none at all) and how many, each the median of the loads.
 */
export async function measureLongTasks(context: BrowserContext, appUrl: string, route: string, loads: number): Promise<Figure[]> {
  const group = `Long tasks while on screen, ${PHONE_CPU_SLOWDOWN}x CPU (DevTools throttling), first ${WATCH_MS / 1000} s after the first paint: ${route}`;
  const readings: OnScreenTasks[] = [];
  for (let load = 0; load < loads; load += 1) readings.push(await readLoad(context, `${appUrl}${route}`));
  const of = (values: number[]) => ({ value: median(values), readings: values });
  return [
    { group, name: 'longest task after the first paint', ...of(readings.map(({ longest }) => longest)), unit: 'ms', target: { limit: LONG_TASK_MS, kind: 'max' } },
    { group, name: `tasks over ${LONG_TASK_MS} ms after the first paint`, ...of(readings.map(({ count }) => count)), unit: 'count', target: { limit: 0, kind: 'max' } },
  ];
}
