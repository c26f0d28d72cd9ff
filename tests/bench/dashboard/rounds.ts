import type { Page } from 'playwright';
import { cpuSlowdownFor, isSteady, roundOrder } from './calibration';
import { audit, benchmarkIndex, type Audit } from './lighthouse';

/** A browser Lighthouse drives: one of its pages, and the debugging port it listens on. */
export interface AuditBrowser {
  page: Page;
  port: number;
}

/** URLs measured together, one right after the other, on one calibration: a route and its limit page. */
export interface Pair {
  browser: AuditBrowser;
  targets: { name: string; url: string }[];
}

/** A pair's audits, at the slowdown the index read before them called for. */
export interface PairRun {
  /** The index (median of three readings) before the pair, and after it. */
  indexBefore: number;
  indexAfter: number;
  cpuSlowdown: number;
  audits: Record<string, Audit>;
}

/** Every pair measured once: target name to audit. */
export type Round = Record<string, Audit & { cpuSlowdown: number }>;

/** Audits a pair at the slowdown `indexBefore` calls for, then reads the index again. */
async function runPair(pair: Pair, indexBefore: number, calibration: Page): Promise<PairRun> {
  const cpuSlowdown = cpuSlowdownFor(indexBefore);
  const audits: Record<string, Audit> = {};
  for (const target of pair.targets) audits[target.name] = await audit(pair.browser.page, pair.browser.port, target.url, cpuSlowdown);
  return { indexBefore, indexAfter: await benchmarkIndex(calibration), cpuSlowdown, audits };
}

/**
 * `count` rounds, each measuring every pair once, in an order that turns a step each round so
 * no pair always comes first or last. A pair is calibrated by the machine's benchmark index
 * read just before it; when the index read just after it has moved further than the tolerance,
 * the pair's figures came from two machines (the route on one, its limit page on another), so
 * it is refused and measured again. After `maxRefused` refusals the machine is too unsteady to
 * say anything, and the bench says so.
 */
export async function steadyRounds(pairs: readonly Pair[], count: number, calibration: Page, maxRefused: number): Promise<{ rounds: Round[]; refused: PairRun[] }> {
  const rounds: Round[] = [];
  const refused: PairRun[] = [];
  // One pair's reading after is the next one's before: nothing runs in between.
  let index = await benchmarkIndex(calibration);
  for (let round = 0; round < count; round += 1) {
    const results: Round = {};
    for (const pair of roundOrder(pairs, round)) {
      for (;;) {
        const run = await runPair(pair, index, calibration);
        index = run.indexAfter;
        const steady = isSteady(run.indexBefore, [run.indexAfter]);
        console.info(
          `round ${round + 1} of ${count}, ${pair.targets[0]!.name}: index ${run.indexBefore} then ${run.indexAfter}, slowdown ${run.cpuSlowdown}x${steady ? '' : ': refused, the machine changed speed during it'}`,
        );
        if (steady) {
          for (const [name, result] of Object.entries(run.audits)) results[name] = { ...result, cpuSlowdown: run.cpuSlowdown };
          break;
        }
        refused.push(run);
        if (refused.length > maxRefused) {
          throw new Error(`The machine's benchmark index moved more than the tolerance during ${refused.length} pairs: too unsteady to measure.`);
        }
      }
    }
    rounds.push(results);
  }
  return { rounds, refused };
}
