import type { Page } from 'playwright';
import { cpuSlowdownFor, roundOrder, visitOrder, type Visit } from './calibration';
import { audit, benchmarkIndex, type Audit } from './lighthouse';

/** A browser Lighthouse drives: one of its pages, and the debugging port it listens on. */
export interface AuditBrowser {
  page: Page;
  port: number;
}

/** A route measured in every round, its loads one right after the other: the route and its limit page. */
export interface RoutePlan {
  browser: AuditBrowser;
  route: string;
  url: string;
  limitUrl: string;
  /** The loads each round makes: `first` and `limit` at least; `repeat` where the route keeps answers for a returning visitor. */
  visits: readonly Visit[];
  /** Before a first visit: forgets what an earlier visit kept in the browser's storage (the session stays). */
  forgetKept?: () => Promise<void>;
}

/** One route's loads in one round. */
export interface RouteRound {
  /** The machine's benchmark index (median of three) read before the loads and after them: beside the figures, never a reason to refuse them. */
  indexBefore: number;
  indexAfter: number;
  /** The slowdown `indexBefore` calls for, used for every load of the round. */
  cpuSlowdown: number;
  order: Visit[];
  loads: Partial<Record<Visit, Audit>>;
}

/** Every route measured once: route to its loads. */
export type Round = Record<string, RouteRound>;

async function measureRoute(plan: RoutePlan, round: number, indexBefore: number, calibration: Page): Promise<RouteRound> {
  const cpuSlowdown = cpuSlowdownFor(indexBefore);
  const order = visitOrder(plan.visits, round);
  const loads: RouteRound['loads'] = {};
  for (const visit of order) {
    if (visit === 'first') await plan.forgetKept?.();
    const url = visit === 'limit' ? plan.limitUrl : plan.url;
    // A repeat visit comes back to what the first left: the browser's HTTP cache included.
    loads[visit] = await audit(plan.browser.page, plan.browser.port, url, cpuSlowdown, { coldCache: visit !== 'repeat' });
  }
  return { indexBefore, indexAfter: await benchmarkIndex(calibration), cpuSlowdown, order, loads };
}

/**
 * `count` rounds, each measuring every route and its limit page back to back, the routes in an
 * order that turns a step each round and the limit page first in every other round. The machine
 * may change speed at any moment here; nothing is refused for it: a route and its limit page are
 * measured within a minute of each other, their ratio cancels most of the machine's speed, and
 * the median over the rounds the rest. The index read around each route is kept beside it.
 */
export async function measureRounds(plans: readonly RoutePlan[], count: number, calibration: Page): Promise<Round[]> {
  const rounds: Round[] = [];
  // One route's reading after is the next one's before: nothing runs in between.
  let index = await benchmarkIndex(calibration);
  for (let round = 0; round < count; round += 1) {
    const results: Round = {};
    for (const plan of roundOrder(plans, round)) {
      const result = await measureRoute(plan, round, index, calibration);
      index = result.indexAfter;
      const ratios = (['first', 'repeat'] as const)
        .filter((visit) => result.loads[visit] && result.loads.limit)
        .map((visit) => `${visit} ${(result.loads[visit]!.lcp / result.loads.limit!.lcp).toFixed(2)}x`);
      console.info(`round ${round + 1} of ${count}, ${plan.route} (${result.order.join(', ')}): LCP over its limit page's ${ratios.join(', ')}; index ${result.indexBefore} then ${result.indexAfter}, slowdown ${result.cpuSlowdown}x`);
      results[plan.route] = result;
    }
    rounds.push(results);
  }
  return rounds;
}
