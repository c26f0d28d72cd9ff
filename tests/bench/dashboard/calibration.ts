// The bench's rules for an emulated phone that stays the same phone, as plain functions
// (tests/unit/bench/calibration.test.ts).

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

/**
 * How far the index read after a measurement may be from the one read before it (each the median
 * of three readings; a quiet machine reads within about 6 % of its median here). Further, the
 * machine changed speed in between, and a route may have been measured on one machine and its
 * limit page on another.
 */
export const INDEX_TOLERANCE = 0.15;

/** Whether the readings taken during a measurement all stayed within the tolerance of its calibration. */
export function isSteady(calibratedIndex: number, laterIndices: readonly number[], tolerance = INDEX_TOLERANCE): boolean {
  return laterIndices.every((index) => Math.abs(index - calibratedIndex) <= calibratedIndex * tolerance);
}

/** The order of round `round`'s items: the list turned by one a round, so no item always comes first (after the browser's start) or last. */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const shift = round % Math.max(1, items.length);
  return [...items.slice(shift), ...items.slice(0, shift)];
}
