// The bench's rules for an emulated phone that stays the same phone, and for the order of a
// round's loads, as plain functions (tests/unit/bench/calibration.test.ts).

/**
 * Lighthouse's 4x CPU slowdown is calibrated for a machine of benchmark index 1,500 to 2,000 and
 * its docs say to adjust the multiplier elsewhere. This machine class measures 1,000 to 3,500
 * from one hour to the next, so a fixed 4x would emulate a different phone in every run: the
 * bench slows the CPU to what 4x gives on a machine of index 1,750 instead (never below 1x).
 */
const REFERENCE_BENCHMARK_INDEX = 1750;
const REFERENCE_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Number(((benchmarkIndex / REFERENCE_BENCHMARK_INDEX) * REFERENCE_SLOWDOWN).toFixed(2)));
}

/** The order of round `round`'s items: the list turned by one a round, so no item always comes first (after the browser's start) or last. */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const shift = round % Math.max(1, items.length);
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/**
 * One load of a route in a round: a first visit (cold HTTP cache, nothing kept from before), a
 * repeat visit (right after the first: its cached scripts and the answers it kept), or the
 * route's limit page (cold).
 */
export type Visit = 'first' | 'repeat' | 'limit';

/**
 * Round `round`'s order of one route's loads: the route first in even rounds, its limit page first
 * in odd ones, so whatever drifts within a pair (the machine, the browser's warmth) falls on each
 * side alike over the rounds. A repeat visit always follows its first visit, which is what it repeats.
 */
export function visitOrder(visits: readonly Visit[], round: number): Visit[] {
  const route = visits.filter((visit) => visit !== 'limit');
  if (!visits.includes('limit')) return route;
  return round % 2 === 0 ? [...route, 'limit'] : ['limit', ...route];
}
