import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright';
import { median } from '../stats';

/** One Lighthouse audit of one URL: the figures the bench keeps. */
export interface Audit {
  /** Lighthouse's own reading of the machine as the audit started. */
  benchmarkIndex: number;
  performance: number;
  /** Only where the audit ran the accessibility category. */
  accessibility?: number;
  fcp: number;
  lcp: number;
  /** LCP as the load happened, on this machine, unthrottled: a second reading that Lighthouse's simulation cannot distort. */
  observedLcp: number;
  tbt: number;
  cls: number;
}

/**
 * Lighthouse 12 on the page of the browser listening on `port`: mobile, simulated throttling
 * (150 ms, 1.6 Mbps, as Lighthouse defines it) at the given CPU slowdown, storage kept (the
 * signed-in session); the HTTP cache is the caller's (audit()).
 */
async function auditOnce(url: string, port: number, cpuSlowdown: number, accessibility: boolean): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: accessibility ? ['performance', 'accessibility'] : ['performance'],
    // Keeps the signed-in session in local storage; the HTTP cache is cleared before each run instead.
    disableStorageReset: true,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  } as Parameters<typeof lighthouse>[1]);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint;
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    ...(accessibility ? { accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100) } : {}),
    fcp: Math.round(metric('first-contentful-paint')),
    lcp: Math.round(metric('largest-contentful-paint')),
    observedLcp: Math.round(observed ?? Number.NaN),
    tbt: Math.round(metric('total-blocking-time')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
  };
}

async function clearHttpCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/**
 * Audits `url` in `page`'s browser, from a cold HTTP cache unless `coldCache` is false (a repeat
 * visit); Lighthouse sometimes loses a trace (NO_NAVSTART): one more try.
 */
export async function audit(page: Page, port: number, url: string, cpuSlowdown: number, { accessibility = false, coldCache = true } = {}): Promise<Audit> {
  if (coldCache) await clearHttpCache(page);
  try {
    return await auditOnce(url, port, cpuSlowdown, accessibility);
  } catch (error) {
    console.warn(`${String(error)}: trying once more`);
    if (coldCache) await clearHttpCache(page);
    return auditOnce(url, port, cpuSlowdown, accessibility);
  }
}

/** The page's accessibility score (0 to 100): one audit of that category alone, as it does not change from one load to the next. */
export async function accessibilityScore(port: number, url: string): Promise<number> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: true });
  return Math.round((result?.lhr.categories.accessibility?.score ?? 0) * 100);
}

/**
 * Lighthouse's CPU benchmark, run in the page as Lighthouse runs it at the start of an audit:
 * the median of three readings (the first of a fresh browser reads low).
 */
export async function benchmarkIndex(page: Page): Promise<number> {
  const readings: number[] = [];
  for (let reading = 0; reading < 3; reading += 1) readings.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  return Math.round(median(readings));
}
