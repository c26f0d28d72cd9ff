// A route's figures from the bench's rounds, as plain functions (tests/unit/bench/report.test.ts).
import type { Bound, Figure } from '../figures';
import { median } from '../stats';
import type { Visit } from './calibration';
import type { Audit } from './lighthouse';
import type { Round } from './rounds';

/** Bounds on a route's figures, each on the median of its rounds; a bound left out bounds nothing. */
export interface RouteBounds {
  /** A first visit's LCP over its limit page's, at most. */
  firstRatio?: number;
  /** A repeat visit's, at most, where the route is measured on a repeat visit. */
  repeatRatio?: number;
  /** Lighthouse's performance score on a first visit, at least. */
  performance?: number;
  /** Total blocking time, at most, on every visit. */
  blockingMs?: number;
  /** Cumulative layout shift, at most, on every visit. */
  layoutShift?: number;
}

/** What a route is held to: its budgets (missing one fails the bench) and its targets (reported with the distance). */
export interface RouteLimits {
  budget: RouteBounds;
  target: RouteBounds;
}

type Metric = Exclude<keyof Audit, 'accessibility'>;

/** A visit's reading of `metric` in each round that made that visit, in round order. */
export function visitReadings(rounds: readonly Round[], route: string, visit: Visit, metric: Metric): number[] {
  return rounds.flatMap((round) => {
    const value = round[route]?.loads[visit]?.[metric];
    return value === undefined || Number.isNaN(value) ? [] : [value];
  });
}

/**
 * A visit's `metric` over the limit page's, one ratio per round (two decimals), each from the
 * two loads of that round: measured back to back, so the machine's speed falls on both sides.
 */
export function ratioReadings(rounds: readonly Round[], route: string, visit: Exclude<Visit, 'limit'>, metric: 'lcp' | 'observedLcp'): number[] {
  return rounds.flatMap((round) => {
    const loads = round[route]?.loads;
    const value = loads?.[visit]?.[metric];
    const limit = loads?.limit?.[metric];
    if (value === undefined || !limit || Number.isNaN(value) || Number.isNaN(limit)) return [];
    return [Number((value / limit).toFixed(2))];
  });
}

const VISIT_NAMES: Record<Exclude<Visit, 'limit'>, string> = { first: 'first visit', repeat: 'repeat visit' };

type BoundName = keyof RouteBounds;

/** The budget and the target a visit's figure is held to, where the route's limits name them. */
function boundsOf(limits: RouteLimits, name: BoundName | undefined, kind: Bound['kind']): { budget?: Bound; target?: Bound } {
  if (!name) return {};
  const bound = (limit: number | undefined): Bound | undefined => (limit === undefined ? undefined : { limit, kind });
  const budget = bound(limits.budget[name]);
  const target = bound(limits.target[name]);
  return { ...(budget ? { budget } : {}), ...(target ? { target } : {}) };
}

/**
 * The figures of `route`: for each visit, its LCP over its limit page's as Lighthouse simulates
 * them and as observed, its performance score, blocking time and layout shift, each the median
 * of the rounds with its readings and held to the route's budget and target where it has them;
 * then the limit page's own LCP, the accessibility score and the calibration (information).
 */
export function routeFigures(route: string, rounds: readonly Round[], limits: RouteLimits, accessibility: number): Figure[] {
  const group = `Lighthouse 12, mobile, simulated throttling, CPU calibrated: ${route}`;
  const of = (readings: number[]) => ({ value: median(readings), readings });
  const visits = (['first', 'repeat'] as const).filter((visit) => visitReadings(rounds, route, visit, 'lcp').length > 0);
  const figures: Figure[] = visits.flatMap((visit): Figure[] => {
    const name = VISIT_NAMES[visit];
    const held = (bound: BoundName | undefined, kind: Bound['kind'] = 'max') => boundsOf(limits, bound, kind);
    return [
      { group, name: `${name}: LCP over its limit page’s`, ...of(ratioReadings(rounds, route, visit, 'lcp')), unit: 'x', ...held(visit === 'first' ? 'firstRatio' : 'repeatRatio') },
      { group, name: `${name}: observed LCP over its limit page’s`, ...of(ratioReadings(rounds, route, visit, 'observedLcp')), unit: 'x' },
      { group, name: `${name}: largest contentful paint`, ...of(visitReadings(rounds, route, visit, 'lcp')), unit: 'ms' },
      { group, name: `${name}: first contentful paint`, ...of(visitReadings(rounds, route, visit, 'fcp')), unit: 'ms' },
      { group, name: `${name}: total blocking time`, ...of(visitReadings(rounds, route, visit, 'tbt')), unit: 'ms', ...held('blockingMs') },
      { group, name: `${name}: cumulative layout shift`, ...of(visitReadings(rounds, route, visit, 'cls')), unit: '', ...held('layoutShift') },
      { group, name: `${name}: performance score`, ...of(visitReadings(rounds, route, visit, 'performance')), unit: 'score', ...held(visit === 'first' ? 'performance' : undefined, 'min') },
    ];
  });
  const calibration = rounds.flatMap((round) => (round[route] ? [round[route]] : []));
  return [
    ...figures,
    { group, name: 'its limit page’s largest contentful paint', ...of(visitReadings(rounds, route, 'limit', 'lcp')), unit: 'ms' },
    { group, name: 'accessibility score', value: accessibility, unit: 'score', budget: { limit: 100, kind: 'min' } },
    { group, name: 'CPU slowdown', ...of(calibration.map((entry) => entry.cpuSlowdown)), unit: 'x' },
    { group, name: 'benchmark index change over its loads', ...of(calibration.map((entry) => Math.round((entry.indexAfter / entry.indexBefore - 1) * 100))), unit: '%' },
  ];
}
