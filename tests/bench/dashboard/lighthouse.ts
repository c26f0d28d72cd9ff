import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../chromium';
import { median, type Figure } from '../figures';
import { APP_URL, BENCH_CHROMIUM_ARGS } from '../servers';

const DEBUG_PORT = 9333;
/** Lighthouse's own advice for noisy machines (docs/variability.md): the median of five runs, which halves the spread of one. */
const RUNS = 5;

export const SIGNED_IN_ROUTES = ['/overview', '/api-keys', '/account?tab=credits', '/account?tab=pricing', '/browse'] as const;

/**
 * Lighthouse's 4x CPU slowdown is calibrated for a high-end desktop, benchmark index 1,500 to
 * 2,000, and its docs say to adjust the multiplier elsewhere. This machine measures 1,000 to
 * 1,900 from one minute to the next, so a fixed 4x emulates a different phone in every run.
 * The bench holds the emulated phone constant instead: the slowdown 4x gives on a 1,750
 * machine, from the benchmark index measured right before each run (never below 1x).
 */
const REFERENCE_BENCHMARK_INDEX = 1750;
const REFERENCE_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Number(((benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * REFERENCE_SLOWDOWN).toFixed(2)));
}

/** Lighthouse's own CPU benchmark, run in the page (as Lighthouse runs it at the start of an audit). */
async function benchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
}

interface Audit {
  cpuSlowdown: number;
  benchmarkIndex: number;
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function auditOnce(url: string, cpuSlowdown: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keeps the signed-in session in local storage; the HTTP cache is cleared before each run instead.
    disableStorageReset: true,
    // The rest of the mobile profile (150 ms, 1.6 Mbps) stays as Lighthouse defines it.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  } as Parameters<typeof lighthouse>[1]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
  };
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, "Please run Lighthouse again"): one more try. */
async function auditWithRetry(url: string, cpuSlowdown: number): Promise<Audit> {
  try {
    return await auditOnce(url, cpuSlowdown);
  } catch (error) {
    console.warn(`${String(error)}: trying once more`);
    return auditOnce(url, cpuSlowdown);
  }
}

/** How far Lighthouse's own reading may put the slowdown from the one a run used before it runs again. */
const CALIBRATION_TOLERANCE = 0.15;

async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * One calibrated run: the slowdown comes from the index measured just before; Lighthouse
 * measures it again as the audit starts, and when that reading calls for a slowdown more than
 * 15 % away (the machine got faster or slower in between), the run is repeated once at it.
 */
async function calibratedRun(url: string, page: Page): Promise<Audit> {
  await clearHttpCache(page);
  const result = await auditWithRetry(url, cpuSlowdownFor(await benchmarkIndex(page)));
  const implied = cpuSlowdownFor(result.benchmarkIndex);
  if (Math.abs(implied - result.cpuSlowdown) <= implied * CALIBRATION_TOLERANCE) return result;
  await clearHttpCache(page);
  return auditWithRetry(url, implied);
}

/**
 * Each figure's median over the runs, as Lighthouse CI asserts budgets (`aggregationMethod:
 * 'median'`), with the runs themselves. One representative run would let a single noisy
 * reading of one figure decide its budget: total blocking time swings from 20 to 160 ms between
 * runs of the same build here, independently of the paint times.
 */
async function audit(url: string, page: Page): Promise<{ median: Audit; runs: Audit[] }> {
  const runs: Audit[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await calibratedRun(url, page));
  const middle = (figure: keyof Audit) => median(runs.map((run) => run[figure]));
  return {
    median: {
      cpuSlowdown: middle('cpuSlowdown'),
      benchmarkIndex: middle('benchmarkIndex'),
      performance: middle('performance'),
      accessibility: middle('accessibility'),
      fcp: middle('fcp'),
      lcp: middle('lcp'),
      tbt: middle('tbt'),
      cls: middle('cls'),
    },
    runs,
  };
}

function figures(route: string, { median: result, runs }: { median: Audit; runs: Audit[] }, signedIn: boolean): Figure[] {
  const group = `Lighthouse 12, mobile, simulated throttling, CPU calibrated: ${route}`;
  const readings = (figure: keyof Audit) => runs.map((run) => run[figure]);
  return [
    { group, name: 'performance score', value: result.performance, unit: 'score', budget: { limit: signedIn ? 95 : 100, kind: 'min' }, readings: readings('performance') },
    { group, name: 'accessibility score', value: result.accessibility, unit: 'score', budget: { limit: 100, kind: 'min' } },
    { group, name: 'first contentful paint', value: result.fcp, unit: 'ms', readings: readings('fcp') },
    { group, name: 'largest contentful paint', value: result.lcp, unit: 'ms', budget: { limit: signedIn ? 2000 : 1200, kind: 'max' }, readings: readings('lcp') },
    { group, name: 'total blocking time', value: result.tbt, unit: 'ms', budget: signedIn ? { limit: 100, kind: 'max' } : undefined, readings: readings('tbt') },
    { group, name: 'cumulative layout shift', value: result.cls, unit: '', budget: signedIn ? { limit: 0.01, kind: 'max' } : undefined, readings: readings('cls') },
    { group, name: `CPU slowdown (Lighthouse's benchmark index ${result.benchmarkIndex})`, value: result.cpuSlowdown, unit: 'x', readings: readings('cpuSlowdown') },
  ];
}

/**
 * Lighthouse over the production host: /login as a first-time visitor, then, signed in
 * through the page, every signed-in route of issue 14. Chromium is Playwright's, with a
 * persistent profile and a debugging port Lighthouse attaches to.
 */
export async function auditDashboard(): Promise<Figure[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, ...BENCH_CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const results = figures('/login', await audit(`${APP_URL}/login`, page), false);
    await page.goto(`${APP_URL}/login`);
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'true'));
    await page.getByLabel('Email').fill('dev@sandbox.test');
    await page.getByLabel('Password').fill('sandbox-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/overview$/);
    for (const route of SIGNED_IN_ROUTES) results.push(...figures(route, await audit(`${APP_URL}${route}`, page), true));
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
