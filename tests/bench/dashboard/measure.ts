import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright';
import { chromiumLaunchOptions } from '../../chromium';
import { browserOnMainThreadCore } from '../cpu-cores';
import type { Figure } from '../figures';
import { APP_URL, BENCH_CHROMIUM_ARGS } from '../servers';
import { measureFirstClicks } from './first-click';
import { measureLongTasks } from './long-tasks';
import { accessibilityScore } from './lighthouse';
import { captureLimitPage, LIMIT_PATH, limitPageFile } from './limit-pages';
import { measureRounds, type AuditBrowser, type Round, type RoutePlan } from './rounds';
import { routeLimits } from './limits';
import { routeFigures } from './report';
import { PERSONA, SANDBOX_PASSWORD } from '../../../packages/sandbox/src/seed/persona-ids';
import { COOKIE_CONSENT_KEY } from '../../../packages/dashboard-kit/src/document-init';
import { KEPT_ANSWERS_STORAGE_KEY } from '../../../packages/dashboard-kit/src/document-init';

export const SIGNED_IN_ROUTES = ['/overview', '/api-keys', '/account?tab=credits', '/account?tab=pricing', '/browse'] as const;
export const ROUTES = ['/login', ...SIGNED_IN_ROUTES] as const;

/** Five rounds: each figure is the median of five readings, as Lighthouse's variability guide advises. */
export const ROUNDS = 5;

/** What one run audits: every route in five rounds, or (while working on one page) fewer of either. */
export interface AuditPlan {
  routes: readonly string[];
  rounds: number;
}

interface OpenBrowser extends AuditBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium on its own core with a fresh profile and a debugging port for Lighthouse. */
async function openBrowser(port: number): Promise<OpenBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    executablePath: browserOnMainThreadCore(chromiumLaunchOptions.executablePath),
    args: [...chromiumLaunchOptions.args, ...BENCH_CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function signIn(browser: OpenBrowser): Promise<void> {
  const { page } = browser;
  await page.goto(`${APP_URL}/login`);
  await page.evaluate((key) => localStorage.setItem(key, 'true'), COOKIE_CONSENT_KEY);
  await page.getByLabel('Email').fill(PERSONA.dev);
  await page.getByLabel('Password').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/overview$/);
}

/** Writes each route's limit page into `directory`, captured in the browser that audits the route. */
async function writeLimitPages(directory: string, routes: readonly string[], browserOf: (route: string) => OpenBrowser): Promise<void> {
  mkdirSync(directory, { recursive: true });
  for (const route of routes) {
    const page = await browserOf(route).context.newPage();
    try {
      writeFileSync(join(directory, limitPageFile(route)), (await captureLimitPage(page, `${APP_URL}${route}`)).html);
    } finally {
      await page.close();
    }
  }
}

/** The accessibility score of each route, once. */
async function accessibilityScores(routes: readonly string[], browserOf: (route: string) => OpenBrowser): Promise<Record<string, number>> {
  const scores: Record<string, number> = {};
  for (const route of routes) scores[route] = await accessibilityScore(browserOf(route).port, `${APP_URL}${route}`);
  return scores;
}

/**
 * Lighthouse over the production host: /login as a first-time visitor (a browser of its own,
 * never signed in) and, signed in through the page, every signed-in route on a first visit and
 * on the repeat visit that follows it; each beside its limit page (limit-pages.ts), which the
 * app's nginx serves from `limitDirectory`, audited back to back at one slowdown, in every round.
 */
export async function auditDashboard(limitDirectory: string, { routes, rounds: count }: AuditPlan = { routes: ROUTES, rounds: ROUNDS }): Promise<{ figures: Figure[]; rounds: Round[] }> {
  const visitor = await openBrowser(9333);
  const member = await openBrowser(9334);
  try {
    await signIn(member);
    const browserOf = (route: string) => (route === '/login' ? visitor : member);
    await writeLimitPages(limitDirectory, routes, browserOf);
    const accessibility = await accessibilityScores(routes, browserOf);
    // The calibration page: a static page of the app's origin, so no live dashboard runs beside the loads.
    await member.page.goto(`${APP_URL}${LIMIT_PATH}${limitPageFile(routes[0]!)}`);
    const plans: RoutePlan[] = routes.map((route) => ({
      browser: browserOf(route),
      route,
      url: `${APP_URL}${route}`,
      limitUrl: `${APP_URL}${LIMIT_PATH}${limitPageFile(route)}`,
      // /login is measured as a first-time visitor sees it; a returning one is sent on, signed in.
      visits: route === '/login' ? ['first', 'limit'] : ['first', 'repeat', 'limit'],
      // A first visit finds nothing kept from an earlier one (the session stays).
      forgetKept: route === '/login' ? undefined : () => member.page.evaluate((key) => localStorage.removeItem(key), KEPT_ANSWERS_STORAGE_KEY),
    }));
    const rounds = await measureRounds(plans, count, member.page);
    const figures: Figure[] = [];
    for (const route of routes) {
      figures.push(...routeFigures(route, rounds, routeLimits(route), accessibility[route]!));
      // Beside the route's largest paint: its main actions' first click, a load per round.
      if (route !== '/login') figures.push(...(await measureInteractivity(member, route, count)));
    }
    return { figures, rounds };
  } finally {
    await Promise.all([visitor.close(), member.close()]);
  }
}

/** A signed-in route's long tasks while on screen and the first click on each of its main actions, at 4x CPU. */
async function measureInteractivity(member: OpenBrowser, route: string, loads: number): Promise<Figure[]> {
  return [...(await measureLongTasks(member.context, APP_URL, route, loads)), ...(await measureFirstClicks(member.context, member.port, APP_URL, route, loads))];
}

/** The long tasks and first clicks of the signed-in `routes` alone (`--only=first-click`), without Lighthouse's loads. */
export async function measureInteractivityAlone({ routes, rounds: loads }: AuditPlan): Promise<Figure[]> {
  const member = await openBrowser(9334);
  try {
    await signIn(member);
    const figures: Figure[] = [];
    for (const route of routes.filter((candidate) => candidate !== '/login')) figures.push(...(await measureInteractivity(member, route, loads)));
    return figures;
  } finally {
    await member.close();
  }
}
