import { describe, expect, it } from 'vitest';
import type { Audit } from '../../bench/dashboard/lighthouse';
import { ratioReadings, routeFigures } from '../../bench/dashboard/report';
import type { Round, RouteRound } from '../../bench/dashboard/rounds';
import { missedBy, withinBudget } from '../../bench/figures';

const load = (lcp: number, extra: Partial<Audit> = {}): Audit => ({ benchmarkIndex: 2000, performance: 99, fcp: lcp - 100, lcp, observedLcp: lcp / 4, tbt: 0, cls: 0, ...extra });

function routeRound(loads: RouteRound['loads'], indexBefore = 2000, indexAfter = 2000): RouteRound {
  return { indexBefore, indexAfter, cpuSlowdown: 4.57, order: ['first', 'repeat', 'limit'], loads };
}

/** Five rounds of /api-keys: the machine twice as slow in round 3, the limit page 1,000 ms otherwise. */
const ROUNDS: Round[] = [
  { '/api-keys': routeRound({ first: load(1400), repeat: load(1100), limit: load(1000) }) },
  { '/api-keys': routeRound({ first: load(1500), repeat: load(1150), limit: load(1000) }) },
  { '/api-keys': routeRound({ first: load(2900, { tbt: 300 }), repeat: load(2300), limit: load(2000) }, 2000, 1100) },
  { '/api-keys': routeRound({ first: load(1450), repeat: load(1200), limit: load(1000) }) },
  { '/api-keys': routeRound({ first: load(1600), repeat: load(1250), limit: load(1000) }) },
];

describe('a route’s figures from the bench’s rounds', () => {
  it('takes each round’s ratio from that round’s own two loads, so a slow round still reads as the others', () => {
    expect(ratioReadings(ROUNDS, '/api-keys', 'first', 'lcp')).toEqual([1.4, 1.5, 1.45, 1.45, 1.6]);
    expect(ratioReadings(ROUNDS, '/api-keys', 'repeat', 'lcp')).toEqual([1.1, 1.15, 1.15, 1.2, 1.25]);
    expect(ratioReadings(ROUNDS, '/api-keys', 'first', 'observedLcp')).toEqual([1.4, 1.5, 1.45, 1.45, 1.6]);
  });

  it('leaves out a round that lacks either load instead of dividing by nothing', () => {
    const rounds: Round[] = [...ROUNDS, { '/api-keys': routeRound({ first: load(1500) }) }, { '/api-keys': routeRound({ first: load(Number.NaN), limit: load(1000) }) }];
    expect(ratioReadings(rounds, '/api-keys', 'first', 'lcp')).toHaveLength(5);
  });

  it('reports the median of the ratios with every reading, budgeted; the machine’s change beside them, not budgeted', () => {
    const figures = routeFigures('/api-keys', ROUNDS, { budget: { firstRatio: 1.5, repeatRatio: 1.2, performance: 95, blockingMs: 100 }, target: {} }, 100);
    const named = (name: string) => figures.find((figure) => figure.name === name)!;
    expect(named('first visit: LCP over its limit page’s')).toMatchObject({ value: 1.45, readings: [1.4, 1.5, 1.45, 1.45, 1.6], budget: { limit: 1.5, kind: 'max' } });
    expect(withinBudget(named('first visit: LCP over its limit page’s'))).toBe(true);
    expect(named('repeat visit: LCP over its limit page’s')).toMatchObject({ value: 1.15, budget: { limit: 1.2, kind: 'max' } });
    expect(named('first visit: observed LCP over its limit page’s').budget).toBeUndefined();
    // One slow round's blocking time does not move the median.
    expect(named('first visit: total blocking time')).toMatchObject({ value: 0, readings: [0, 0, 300, 0, 0] });
    expect(named('benchmark index change over its loads')).toMatchObject({ value: 0, readings: [0, 0, -45, 0, 0] });
    expect(named('benchmark index change over its loads').budget).toBeUndefined();
    expect(named('accessibility score').value).toBe(100);
  });

  it('misses a budget only by the median', () => {
    const figures = routeFigures('/api-keys', ROUNDS, { budget: { firstRatio: 1.44, performance: 95 }, target: {} }, 100);
    const first = figures.find((figure) => figure.name === 'first visit: LCP over its limit page’s')!;
    expect(withinBudget(first)).toBe(false);
    // No repeat budget given: reported, not budgeted.
    expect(figures.find((figure) => figure.name === 'repeat visit: LCP over its limit page’s')!.budget).toBeUndefined();
  });

  it('has no repeat-visit figures for a route measured on first visits only', () => {
    const rounds: Round[] = [{ '/login': routeRound({ first: load(1100), limit: load(1000) }) }];
    const names = routeFigures('/login', rounds, { budget: { firstRatio: 1.25, performance: 97 }, target: {} }, 100).map((figure) => figure.name);
    expect(names).toContain('first visit: LCP over its limit page’s');
    expect(names.some((name) => name.startsWith('repeat visit'))).toBe(false);
  });

  it('reports a missed target with the distance to it, and fails no budget for it', () => {
    const figures = routeFigures('/api-keys', ROUNDS, { budget: { firstRatio: 2.25 }, target: { firstRatio: 1.2, repeatRatio: 1.2, blockingMs: 100 } }, 100);
    const named = (name: string) => figures.find((figure) => figure.name === name)!;
    const first = named('first visit: LCP over its limit page’s');
    expect(first).toMatchObject({ value: 1.45, budget: { limit: 2.25, kind: 'max' }, target: { limit: 1.2, kind: 'max' } });
    expect(withinBudget(first)).toBe(true);
    expect(missedBy(first)).toBe(0.25);
    // Met: the repeat visit's median is 1.15; the blocking time's is 0.
    expect(missedBy(named('repeat visit: LCP over its limit page’s'))).toBe(0);
    expect(named('first visit: total blocking time')).toMatchObject({ target: { limit: 100, kind: 'max' } });
    expect(named('first visit: total blocking time').budget).toBeUndefined();
    expect(missedBy(named('first visit: total blocking time'))).toBe(0);
  });
});
