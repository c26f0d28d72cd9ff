import { startFlow } from 'lighthouse';
import type { BrowserContext, Page } from 'playwright';
import puppeteer from 'puppeteer-core';
import { FIRST_CLICK_ACTIONS, PHONE_CPU_SLOWDOWN, pressOnShow, type FirstClickAction, type FirstClickTiming } from '../../first-click';
import type { Figure } from '../figures';
import { allowCompiledPageFunctions } from '../page-functions';
import { median } from '../stats';

/** Where the main actions mean to be: answered within 100 ms of the press. */
const ANSWER_TARGET_MS = 100;

/** Lighthouse's "good" interaction to next paint. */
const INP_TARGET_MS = 200;

/** One load's reading: from the press and from the frame the control showed, to the answer's frame; Lighthouse's INP of the load. */
interface FirstClickReading {
  afterPress: number;
  afterShown: number;
  inp: number;
}

/**
 * Lighthouse's user-flow timespan over one load of `url` in the page `marker` names: DevTools
 * throttling at 4x CPU and no network throttling (the press is made on the page's own time, so
 * Lighthouse's simulation, which replays a load, cannot model it), the page's own viewport. Its
 * interaction to next paint is that of the first click, made the frame the control showed.
 */
async function timespanOf(port: number, marker: string, load: () => Promise<void>): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = (await browser.pages()).find((candidate) => candidate.url().endsWith(marker));
    if (!page) throw new Error(`no page at ${marker} for Lighthouse's timespan`);
    const flow = await startFlow(page as never, {
      flags: {
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        throttling: { cpuSlowdownMultiplier: PHONE_CPU_SLOWDOWN, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
        screenEmulation: { disabled: true },
        formFactor: 'desktop',
        disableStorageReset: true,
      },
    });
    await flow.startTimespan();
    await load();
    await flow.endTimespan();
    const { steps } = await flow.createFlowResult();
    return Math.round(steps[0]?.lhr.audits['interaction-to-next-paint']?.numericValue ?? Number.NaN);
  } finally {
    await browser.disconnect();
  }
}

/** One load of `url` in `visit`, pressed the frame its control shows; a press never answered reads NaN. */
async function pressedLoad(visit: Page, url: string, timings: () => Promise<FirstClickTiming>): Promise<FirstClickTiming> {
  await visit.goto(url, { waitUntil: 'commit' });
  // A press that is never answered is lost: counted, not a reason to stop the bench.
  return timings().catch((error: unknown) => {
    console.warn(`first click on ${url} not answered: ${String(error)}`);
    return { shownAt: Number.NaN, pressedAt: Number.NaN, answeredAt: Number.NaN };
  });
}

/**
 * `loads` loads of the action's page at 4x CPU, each pressed the frame its control shows, then
 * as many inside Lighthouse's timespans for its INP (its trace slows the page by itself, so those
 * loads' own timings are not kept).
 */
async function readAction(context: BrowserContext, port: number, appUrl: string, { path, control, answer }: FirstClickAction, loads: number): Promise<FirstClickReading[]> {
  const visit = await context.newPage();
  try {
    await allowCompiledPageFunctions(visit);
    const timings = await pressOnShow(visit, { control, answer });
    const cdp = await context.newCDPSession(visit);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const pressed: FirstClickTiming[] = [];
    for (let load = 0; load < loads; load += 1) pressed.push(await pressedLoad(visit, `${appUrl}${path}`, timings));
    // Lighthouse sets its own throttling for its timespans.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    const readings: FirstClickReading[] = [];
    for (const [load, { shownAt, pressedAt, answeredAt }] of pressed.entries()) {
      const marker = `#first-click-${load}`;
      await visit.goto(`about:blank${marker}`);
      const inp = await timespanOf(port, marker, async () => void (await pressedLoad(visit, `${appUrl}${path}`, timings)));
      readings.push({ afterPress: Math.round(answeredAt - pressedAt), afterShown: Math.round(answeredAt - shownAt), inp });
    }
    return readings;
  } finally {
    await visit.close();
  }
}

/**
 * The first click on each main action of `route`, made the frame its control shows, at 4x CPU:
 * when its answer painted after the press (target 100 ms) and after the control showed (the
 * press itself comes tens of milliseconds after that frame: the page tells this process, which
 * tells the browser), and Lighthouse's interaction to next paint from timespans over loads of
 * their own.
 */
export async function measureFirstClicks(context: BrowserContext, port: number, appUrl: string, route: string, loads: number): Promise<Figure[]> {
  const group = `First click at ${PHONE_CPU_SLOWDOWN}x CPU (DevTools throttling), pressed the frame its control shows: ${route}`;
  const figures: Figure[] = [];
  for (const action of FIRST_CLICK_ACTIONS.filter((candidate) => candidate.path === route)) {
    const readings = await readAction(context, port, appUrl, action, loads);
    const of = (pick: (reading: FirstClickReading) => number) => {
      const values = readings.map(pick).filter((value) => !Number.isNaN(value));
      return { value: median(values), readings: values };
    };
    figures.push(
      { group, name: `${action.action}: presses never answered`, value: readings.filter((reading) => Number.isNaN(reading.afterPress)).length, unit: 'count', budget: { limit: 0, kind: 'max' } },
      { group, name: `${action.action}: answer painted after the press`, ...of((reading) => reading.afterPress), unit: 'ms', target: { limit: ANSWER_TARGET_MS, kind: 'max' } },
      { group, name: `${action.action}: after the control showed`, ...of((reading) => reading.afterShown), unit: 'ms' },
      { group, name: `${action.action}: Lighthouse INP (timespan)`, ...of((reading) => reading.inp), unit: 'ms', target: { limit: INP_TARGET_MS, kind: 'max' } },
    );
    console.info(`first click, ${action.action}: ${readings.map((reading) => `${reading.afterPress}/${reading.afterShown}/${reading.inp}`).join(', ')} ms (after the press/after shown/INP)`);
  }
  return figures;
}
